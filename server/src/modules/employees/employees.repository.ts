import type { TStaffLevel, TStaffRole, ZEmployeeListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { attendance, teamMembers, teams, users } from '../../db/schema';
import { inTeamOfWorkspace } from '../teams/teams.repository';

export type EmployeeListQuery = z.output<typeof ZEmployeeListQuery>;

/** Staff of the workspace: an accepted invite gave them the workspace and a role (DECISIONS.md §5). */
const staffOf = (workspaceId: string) =>
  and(
    eq(users.workspaceId, workspaceId),
    eq(users.type, 'staff'),
    isNotNull(users.role),
    isNull(users.deletedAt),
  );

/**
 * The dashboard's "Clocked in now" and "Unavailable" (dashboard.repository.ts reads the same two
 * conditions), so its numbers lead to the people they count.
 */
export const clockedInNow = (workspaceId: string) =>
  sql`exists (select 1 from attendance open_shift where open_shift.user_id = "users"."id"
    and open_shift.workspace_id = ${workspaceId} and open_shift.clock_out_at is null)`;
export const unavailableNow = (now: Date) =>
  sql`(not "users"."available" and ("users"."unavailable_date" is null or "users"."unavailable_date" > ${now.toISOString()}::timestamptz))`;

/** Invites accepted before joined_at existed have none; the account's creation is the best guess. */
const joinedAt = sql<Date>`coalesce(${users.joinedAt}, ${users.createdAt})`.mapWith(users.createdAt);

const employeeColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  role: users.role,
  level: users.level,
  available: users.available,
  unavailableDate: users.unavailableDate,
  trainingCompleted: users.trainingCompleted,
  inTeam: inTeamOfWorkspace,
  joinedAt,
};

export class EmployeesRepository {
  constructor(private readonly db: Db | Tx) {}

  /** A page of employees (or the one with `id`), each with whether they work in a team already. */
  async list(workspaceId: string, query: EmployeeListQuery, id?: string) {
    const search = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      staffOf(workspaceId),
      id ? eq(users.id, id) : undefined,
      query.role ? eq(users.role, query.role) : undefined,
      query.status === 'active' ? inTeamOfWorkspace : undefined,
      query.status === 'awaiting_team' ? not(inTeamOfWorkspace) : undefined,
      query.presence === 'clocked_in' ? clockedInNow(workspaceId) : undefined,
      query.presence === 'unavailable' ? unavailableNow(new Date()) : undefined,
      query.teamId
        ? sql`exists (select 1 from team_members tm join teams t on t.id = tm.team_id
            where tm.user_id = "users"."id" and tm.team_id = ${query.teamId} and t.workspace_id = ${workspaceId})`
        : undefined,
      search
        ? or(
            ilike(users.name, search),
            ilike(users.surname, search),
            ilike(users.email, search),
            ilike(users.phone, search),
            sql`coalesce(${users.name}, '') || ' ' || coalesce(${users.surname}, '') ilike ${search}`,
          )
        : undefined,
    );
    const direction = query.sortDir === 'asc' ? asc : desc;
    const order =
      query.sortBy === 'joinedAt'
        ? [direction(joinedAt)]
        : [
            direction(sql`lower(coalesce(${users.name}, ''))`),
            direction(sql`lower(coalesce(${users.surname}, ''))`),
          ];
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(employeeColumns)
        .from(users)
        .where(where)
        .orderBy(...order, direction(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** Teams of several employees in one query, only this workspace's. */
  async teamsOf(workspaceId: string, userIds: string[]) {
    if (!userIds.length) return [];
    return this.db
      .select({ userId: teamMembers.userId, id: teams.id, name: teams.name })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teams.workspaceId, workspaceId), inArray(teamMembers.userId, userIds)))
      .orderBy(sql`lower(${teams.name})`, teams.id);
  }

  /**
   * Attendance summaries of several employees in one query: hours of the closed intervals that end in
   * the window (counted from its start when they began before it), the open clock-in, the last clock-out.
   */
  async attendanceOf(workspaceId: string, userIds: string[], since: Date) {
    if (!userIds.length) return [];
    const sinceIso = since.toISOString();
    return this.db
      .select({
        userId: attendance.userId,
        seconds:
          sql<number>`coalesce(sum(extract(epoch from ${attendance.clockOutAt} - greatest(${attendance.clockInAt}, ${sinceIso}::timestamptz)))
          filter (where ${attendance.clockOutAt} > ${sinceIso}::timestamptz), 0)`.mapWith(Number),
        clockedInAt:
          sql<Date | null>`max(${attendance.clockInAt}) filter (where ${attendance.clockOutAt} is null)`.mapWith(
            attendance.clockInAt,
          ),
        lastClockOutAt: sql<Date | null>`max(${attendance.clockOutAt})`.mapWith(attendance.clockInAt),
      })
      .from(attendance)
      .where(and(eq(attendance.workspaceId, workspaceId), inArray(attendance.userId, userIds)))
      .groupBy(attendance.userId);
  }

  /**
   * The employee's row, locked until the transaction ends: approving, declining, removing and building
   * teams take the same lock, so a person is never half-approved and half-declined.
   */
  async lock(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(staffOf(workspaceId), eq(users.id, id)))
      .for('no key update');
    return rows.length > 0;
  }

  /**
   * Teams the person heads, locked before the person: a removal clears those heads, and team edits
   * lock the team first and its members after, so both take them in the same order.
   */
  async lockTeamsHeadedBy(workspaceId: string, id: string): Promise<void> {
    await this.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.workspaceId, workspaceId), eq(teams.headId, id)))
      .orderBy(teams.id)
      .for('no key update');
  }

  async update(id: string, values: { role?: TStaffRole; level?: TStaffLevel }): Promise<void> {
    await this.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  /**
   * Removal and decline: out of every team of the workspace and no longer
   * its head, no workspace, role or level; an open clock-in is closed now, so it neither counts for
   * this workspace nor blocks clocking in at the next. The user row and their past work stay.
   */
  async removeFromWorkspace(workspaceId: string, id: string): Promise<void> {
    const ownTeams = this.db.select({ id: teams.id }).from(teams).where(eq(teams.workspaceId, workspaceId));
    await this.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.userId, id), inArray(teamMembers.teamId, ownTeams)));
    await this.db
      .update(teams)
      .set({ headId: null, updatedAt: new Date() })
      .where(and(eq(teams.workspaceId, workspaceId), eq(teams.headId, id)));
    await this.db
      .update(attendance)
      .set({ clockOutAt: new Date() })
      .where(and(eq(attendance.userId, id), isNull(attendance.clockOutAt)));
    await this.db
      .update(users)
      .set({ workspaceId: null, role: null, level: 'regular', joinedAt: null, updatedAt: new Date() })
      .where(eq(users.id, id));
  }
}
