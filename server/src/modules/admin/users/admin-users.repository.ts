import type { ZAdminUserListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { containsPattern } from '../../../db/like-pattern';
import {
  checklists,
  complaints,
  locations,
  rooms,
  sessions,
  tasks,
  teamMembers,
  teams,
  type UserRow,
  users,
  workspaces,
} from '../../../db/schema';
import { subscriptionFilter } from '../../subscriptions/subscriptions.repository';

export type AdminUserListQuery = z.output<typeof ZAdminUserListQuery>;

/** Staff work once they are in a team of their workspace (DECISIONS.md §5). */
const inTeam = sql<boolean>`exists (
  select 1 from team_members tm join teams t on t.id = tm.team_id
  where tm.user_id = "users"."id" and t.workspace_id = "users"."workspace_id")`;

/** Sign-ins before last_sign_in_at existed are read from the sessions still open. */
const lastSignInAt = sql<Date | null>`coalesce(${users.lastSignInAt},
  (select max(s.created_at) from sessions s where s.user_id = "users"."id"))`.mapWith(users.lastSignInAt);

const columns = {
  id: users.id,
  type: users.type,
  role: users.role,
  level: users.level,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  emailVerified: users.emailVerified,
  phoneVerified: users.phoneVerified,
  language: users.language,
  workspaceId: users.workspaceId,
  inTeam,
  lastSignInAt,
  createdAt: users.createdAt,
};
export type AdminUserRow = {
  [K in keyof typeof columns]: K extends 'inTeam'
    ? boolean
    : K extends 'lastSignInAt'
      ? Date | null
      : UserRow[K & keyof UserRow];
};

export class AdminUsersRepository {
  constructor(private readonly db: Db | Tx) {}

  /** Every account but anonymised ones (DECISIONS.md §2: they are gone for everyone but their reports). */
  async list(query: AdminUserListQuery, id?: string) {
    const search = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      isNull(users.deletedAt),
      id ? eq(users.id, id) : undefined,
      query.type ? eq(users.type, query.type) : undefined,
      query.workspaceId ? eq(users.workspaceId, query.workspaceId) : undefined,
      query.subscription ? subscriptionFilter(users.workspaceId, query.subscription) : undefined,
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
    const order: SQL[] =
      query.sortBy === 'name'
        ? [
            direction(sql`lower(coalesce(${users.name}, ''))`),
            direction(sql`lower(coalesce(${users.surname}, ''))`),
          ]
        : query.sortBy === 'lastSignInAt'
          ? [sql`${lastSignInAt} ${sql.raw(query.sortDir)} nulls last`]
          : [direction(users.createdAt)];
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(...order, direction(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows: rows as AdminUserRow[], total: totals?.total ?? 0 };
  }

  async findLive(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)));
    return row;
  }

  /** Whether another account signs in with this contact (an e-mail, or a phone as phone or WhatsApp). */
  async contactTaken(kind: 'email' | 'phone', value: string, exceptId?: string): Promise<boolean> {
    const match =
      kind === 'email' ? eq(users.email, value) : or(eq(users.phone, value), eq(users.whatsapp, value));
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(match, exceptId ? ne(users.id, exceptId) : undefined))
      .limit(1);
    return !!row;
  }

  async endSessions(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }

  /** Staff who become an owner leave their employer's teams with the job. */
  async leaveTeams(userId: string, workspaceId: string): Promise<void> {
    await this.db
      .delete(teamMembers)
      .where(
        and(
          eq(teamMembers.userId, userId),
          sql`${teamMembers.teamId} in (select id from teams where workspace_id = ${workspaceId})`,
        ),
      );
  }

  /**
   * Gives a staff user between jobs a workspace and a role. Only while they have none: two attaches at
   * once cannot both succeed (undefined for the second).
   */
  async attach(
    userId: string,
    values: { workspaceId: string; role: UserRow['role']; level: UserRow['level'] },
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ ...values, joinedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.workspaceId), eq(users.type, 'staff')))
      .returning();
    return row;
  }

  /** The workspace an owner owns, by the owner's id or by its own. */
  async workspaceOfOwner(ownerId: string) {
    const [row] = await this.db
      .select({ workspaceId: workspaces.id, ownerId: workspaces.ownerId })
      .from(workspaces)
      .where(eq(workspaces.ownerId, ownerId));
    return row;
  }

  async workspaceById(workspaceId: string) {
    const [row] = await this.db
      .select({ workspaceId: workspaces.id, ownerId: workspaces.ownerId })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    return row;
  }

  async teamOf(teamId: string, workspaceId: string) {
    const [row] = await this.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.workspaceId, workspaceId)));
    return row;
  }

  async addToTeam(teamId: string, userId: string): Promise<void> {
    await this.db.insert(teamMembers).values({ teamId, userId }).onConflictDoNothing();
  }

  /** What deleting an owner takes with the workspace (DECISIONS.md §2), for the confirm dialog. */
  async workspaceContents(workspaceId: string) {
    const countOf = (
      table:
        | typeof locations
        | typeof rooms
        | typeof teams
        | typeof tasks
        | typeof checklists
        | typeof complaints,
      extra?: SQL,
    ) =>
      this.db
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.workspaceId, workspaceId), extra))
        .then(([r]) => r?.n ?? 0);
    const [loc, room, team, task, checklist, complaint, staff] = await Promise.all([
      countOf(locations),
      countOf(rooms),
      countOf(teams),
      countOf(tasks, isNull(tasks.deletedAt)),
      countOf(checklists),
      countOf(complaints),
      this.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.workspaceId, workspaceId), eq(users.type, 'staff'), isNull(users.deletedAt)))
        .then(([r]) => r?.n ?? 0),
    ]);
    return {
      locations: loc,
      rooms: room,
      teams: team,
      tasks: task,
      checklists: checklist,
      complaints: complaint,
      staff,
    };
  }
}
