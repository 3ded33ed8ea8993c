import type { ZTeamListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { locations, type TeamRow, teamMembers, teams, users } from '../../db/schema';

export type TeamListQuery = z.output<typeof ZTeamListQuery>;
export type NewTeamValues = Pick<TeamRow, 'workspaceId' | 'name' | 'description' | 'headId'>;

/** The columns a picker of people needs (ZPersonRef), shared by teams and employees. */
export const personColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  role: users.role,
  level: users.level,
  available: users.available,
  unavailableDate: users.unavailableDate,
};

/**
 * True when the user works in at least one team of their workspace: the derived 'active' status
 * (DECISIONS.md §5). Spelled out with table names, since it is used inside selects from `users`.
 */
export const inTeamOfWorkspace = sql<boolean>`exists (
  select 1 from team_members tm join teams t on t.id = tm.team_id
  where tm.user_id = "users"."id" and t.workspace_id = "users"."workspace_id")`;

export class TeamsRepository {
  constructor(private readonly db: Db | Tx) {}

  async list(workspaceId: string, query: TeamListQuery) {
    const search = query.search ? containsPattern(query.search) : undefined;
    const where = and(eq(teams.workspaceId, workspaceId), search ? ilike(teams.name, search) : undefined);
    const order = { name: sql`lower(${teams.name})`, createdAt: teams.createdAt }[query.sortBy];
    const direction = query.sortDir === 'asc' ? asc : desc;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(teams)
        .where(where)
        .orderBy(direction(order), direction(teams.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(teams).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findById(workspaceId: string, id: string): Promise<TeamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)));
    return row;
  }

  /** The row, locked until the transaction ends, so two edits of one team apply one after the other. */
  async lock(workspaceId: string, id: string): Promise<TeamRow | undefined> {
    const [row] = await this.db
      .select()
      .from(teams)
      .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)))
      .for('no key update');
    return row;
  }

  /**
   * True when the team is the workspace's; it then cannot be deleted until the transaction ends, while
   * edits of the team go on (a location being attached to it only needs it to exist).
   */
  async holdForReference(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)))
      .for('key share');
    return rows.length > 0;
  }

  /** Members of several teams in one query, for a page of teams. */
  async membersOf(teamIds: string[]) {
    if (!teamIds.length) return [];
    return this.db
      .select({ teamId: teamMembers.teamId, ...personColumns })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, teamIds))
      .orderBy(sql`lower(coalesce(${users.name}, ''))`, sql`lower(coalesce(${users.surname}, ''))`, users.id);
  }

  /** Locations attached to several teams in one query. */
  async locationsOf(teamIds: string[]) {
    if (!teamIds.length) return [];
    return this.db
      .select({ teamId: locations.teamId, id: locations.id, title: locations.title })
      .from(locations)
      .where(inArray(locations.teamId, teamIds))
      .orderBy(sql`lower(${locations.title})`, locations.id);
  }

  /**
   * Those of `ids` who are staff of the workspace with a role. Their rows stay locked until the
   * transaction ends, in id order so that two writes never wait on each other crosswise: a decline
   * cannot remove someone a team is being given.
   */
  async lockStaff(workspaceId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          inArray(users.id, ids),
          eq(users.workspaceId, workspaceId),
          eq(users.type, 'staff'),
          isNotNull(users.role),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(users.id)
      .for('no key update', { of: users });
    return rows.map((r) => r.id);
  }

  /**
   * Those of `ids` who work in a team of the workspace. Asked in a statement of its own after the
   * rows were locked: a statement that waited for a lock still reads other tables as they were when
   * it started, and would miss a team the person was added to meanwhile.
   */
  async inTeamIds(workspaceId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectDistinct({ id: teamMembers.userId })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teams.workspaceId, workspaceId), inArray(teamMembers.userId, ids)));
    return new Set(rows.map((r) => r.id));
  }

  async memberIds(teamId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    return rows.map((r) => r.userId);
  }

  /** Ids among `ids` that are locations of the workspace. */
  async ownLocationIds(workspaceId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.workspaceId, workspaceId), inArray(locations.id, ids)));
    return rows.map((r) => r.id);
  }

  async insert(values: NewTeamValues): Promise<TeamRow> {
    const [row] = await this.db.insert(teams).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<NewTeamValues>): Promise<void> {
    await this.db
      .update(teams)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(teams.id, id));
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(teams)
      .where(and(eq(teams.workspaceId, workspaceId), eq(teams.id, id)))
      .returning({ id: teams.id });
    return rows.length > 0;
  }

  /** Makes the member list exactly `userIds`. */
  async setMembers(teamId: string, userIds: string[]): Promise<void> {
    await this.db
      .delete(teamMembers)
      .where(
        and(
          eq(teamMembers.teamId, teamId),
          userIds.length ? notInArray(teamMembers.userId, userIds) : undefined,
        ),
      );
    await this.addMembers(teamId, userIds);
  }

  async addMembers(teamId: string, userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    await this.db
      .insert(teamMembers)
      .values(userIds.map((userId) => ({ teamId, userId })))
      .onConflictDoNothing();
  }

  /**
   * Makes the team's locations exactly `locationIds` (already checked to be the workspace's): those
   * listed move here from whatever team they had, those no longer listed are left without a team.
   */
  async setLocations(workspaceId: string, teamId: string, locationIds: string[]): Promise<void> {
    await this.db
      .update(locations)
      .set({ teamId: null, updatedAt: new Date() })
      .where(
        and(
          eq(locations.workspaceId, workspaceId),
          eq(locations.teamId, teamId),
          locationIds.length ? notInArray(locations.id, locationIds) : undefined,
        ),
      );
    if (!locationIds.length) return;
    await this.db
      .update(locations)
      .set({ teamId, updatedAt: new Date() })
      .where(and(eq(locations.workspaceId, workspaceId), inArray(locations.id, locationIds)));
  }
}
