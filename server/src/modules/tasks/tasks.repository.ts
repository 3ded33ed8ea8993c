import type { TLanguage, ZTaskListQuery } from '@cleanops/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  checklists,
  complaints,
  type LocationRow,
  locations,
  type NewOccurrenceRow,
  type NewTaskRow,
  type OccurrenceRow,
  occurrences,
  roomChecklists,
  rooms,
  type TaskRow,
  taskAssignees,
  taskRooms,
  tasks,
  teamMembers,
  teams,
  users,
  workspaces,
} from '../../db/schema';
import { titleKeysMatching } from '../../i18n/task-titles';
import { personColumns } from '../teams/teams.repository';

export type TaskListQuery = z.output<typeof ZTaskListQuery>;

/** Staff of the workspace, not deleted (joined with a team of it: DECISIONS.md §5, only then they work). */
const assignable = (workspaceId: string) =>
  and(eq(users.workspaceId, workspaceId), eq(users.type, 'staff'), isNull(users.deletedAt));
export type TaskWithLocation = TaskRow & { locationTitle: string; locationTimezone: string };
/** What the horizon job needs of a recurring task to generate its occurrences. */
export type RecurringTaskRef = Pick<
  TaskRow,
  'id' | 'workspaceId' | 'locationId' | 'schedule' | 'generatedUntil'
> & {
  timezone: string;
};
export type OccurrenceTimes = Pick<
  NewOccurrenceRow,
  'workspaceId' | 'taskId' | 'locationId' | 'startsAt' | 'dueAt'
>;

const withLocation = {
  ...getTableColumns(tasks),
  locationTitle: locations.title,
  locationTimezone: locations.timezone,
};

/** Rows per INSERT: a JSON parameter of a few megabytes at most, however far ahead a batch generates. */
const INSERT_CHUNK = 25_000;

/** Not started: nobody has begun it, so it may be moved or dropped without losing a report. */
const notStarted = isNull(occurrences.startedAt);

export class TasksRepository {
  constructor(private readonly db: Db | Tx) {}

  async list(workspaceId: string, query: TaskListQuery) {
    const search = query.search ? containsPattern(query.search) : undefined;
    // A system title is found by its text in any language, as each reader sees it in theirs.
    const keys = query.search ? titleKeysMatching(query.search) : [];
    const where = and(
      eq(tasks.workspaceId, workspaceId),
      isNull(tasks.deletedAt),
      query.kind ? eq(tasks.kind, query.kind) : undefined,
      query.type ? eq(tasks.type, query.type) : undefined,
      query.locationId ? eq(tasks.locationId, query.locationId) : undefined,
      search
        ? keys.length
          ? or(ilike(tasks.title, search), inArray(tasks.titleKey, keys))
          : ilike(tasks.title, search)
        : undefined,
    );
    const order = { title: sql`lower(${tasks.title})`, createdAt: tasks.createdAt }[query.sortBy];
    const direction = query.sortDir === 'asc' ? asc : desc;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(withLocation)
        .from(tasks)
        .innerJoin(locations, eq(locations.id, tasks.locationId))
        .where(where)
        .orderBy(direction(order), direction(tasks.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(tasks).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** A live (not deleted) task of the workspace. */
  async findById(workspaceId: string, id: string): Promise<TaskWithLocation | undefined> {
    const [row] = await this.db
      .select(withLocation)
      .from(tasks)
      .innerJoin(locations, eq(locations.id, tasks.locationId))
      .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, id), isNull(tasks.deletedAt)));
    return row;
  }

  /**
   * The live task, locked until the transaction ends: two edits apply one after the other, and the
   * horizon job skips it meanwhile (it takes task rows with SKIP LOCKED).
   */
  async lock(workspaceId: string, id: string): Promise<TaskWithLocation | undefined> {
    const [row] = await this.db
      .select(withLocation)
      .from(tasks)
      .innerJoin(locations, eq(locations.id, tasks.locationId))
      .where(and(eq(tasks.workspaceId, workspaceId), eq(tasks.id, id), isNull(tasks.deletedAt)))
      .for('no key update', { of: tasks });
    return row;
  }

  /** Rooms of several tasks in one query, by name. */
  async roomsOf(taskIds: string[]) {
    if (!taskIds.length) return [];
    return this.db
      .select({ taskId: taskRooms.taskId, id: rooms.id, name: rooms.name })
      .from(taskRooms)
      .innerJoin(rooms, eq(rooms.id, taskRooms.roomId))
      .where(inArray(taskRooms.taskId, taskIds))
      .orderBy(sql`lower(${rooms.name})`, rooms.id);
  }

  /** Directly assigned people of several tasks in one query. */
  async assigneesOf(taskIds: string[]) {
    if (!taskIds.length) return [];
    return this.db
      .select({ taskId: taskAssignees.taskId, ...personColumns })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(inArray(taskAssignees.taskId, taskIds))
      .orderBy(sql`lower(coalesce(${users.name}, ''))`, sql`lower(coalesce(${users.surname}, ''))`, users.id);
  }

  /** The complaints several tasks were converted from, in one query (DECISIONS.md §8). */
  async complaintsOf(taskIds: string[]) {
    if (!taskIds.length) return [];
    return this.db
      .select({
        taskId: complaints.taskId,
        id: complaints.id,
        rating: complaints.rating,
        text: complaints.text,
      })
      .from(complaints)
      .where(inArray(complaints.taskId, taskIds));
  }

  async teamsByIds(teamIds: string[]) {
    if (!teamIds.length) return [];
    return this.db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds));
  }

  /** The workspace's location; it cannot be deleted until the transaction ends (a task is being added to it). */
  async holdLocation(workspaceId: string, id: string) {
    const [row] = await this.db
      .select({ id: locations.id, timezone: locations.timezone })
      .from(locations)
      .where(and(eq(locations.workspaceId, workspaceId), eq(locations.id, id)))
      .for('key share');
    return row;
  }

  /** Those of `ids` that are rooms of the location. */
  async roomIdsInLocation(locationId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.locationId, locationId), inArray(rooms.id, ids)));
    return rows.map((r) => r.id);
  }

  /** Those of `ids` who are active employees of the workspace: staff working in one of its teams (DECISIONS.md §5). */
  async activeEmployeeIds(workspaceId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .selectDistinct({ id: users.id })
      .from(users)
      .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
      .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.workspaceId, workspaceId)))
      .where(and(inArray(users.id, ids), assignable(workspaceId)));
    return rows.map((r) => r.id);
  }

  /** Everyone a task of the workspace may be assigned to (the rule activeEmployeeIds checks), by name. */
  async activeEmployees(workspaceId: string) {
    return this.db
      .selectDistinct({ ...personColumns, sortName: sql<string>`lower(coalesce(${users.name}, ''))` })
      .from(users)
      .innerJoin(teamMembers, eq(teamMembers.userId, users.id))
      .innerJoin(teams, and(eq(teams.id, teamMembers.teamId), eq(teams.workspaceId, workspaceId)))
      .where(assignable(workspaceId))
      .orderBy(sql`lower(coalesce(${users.name}, ''))`, users.id)
      .limit(1000);
  }

  /** Those of `ids` that are teams of the workspace; they cannot be deleted until the transaction ends. */
  async holdTeams(workspaceId: string, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.workspaceId, workspaceId), inArray(teams.id, ids)))
      .orderBy(teams.id)
      .for('key share');
    return rows.map((r) => r.id);
  }

  async insert(values: NewTaskRow): Promise<TaskRow> {
    const [row] = await this.db.insert(tasks).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<NewTaskRow>): Promise<void> {
    await this.db
      .update(tasks)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tasks.id, id));
  }

  async setRooms(taskId: string, roomIds: string[]): Promise<void> {
    await this.db.delete(taskRooms).where(eq(taskRooms.taskId, taskId));
    if (roomIds.length) await this.db.insert(taskRooms).values(roomIds.map((roomId) => ({ taskId, roomId })));
  }

  async setAssignees(taskId: string, userIds: string[]): Promise<void> {
    await this.db.delete(taskAssignees).where(eq(taskAssignees.taskId, taskId));
    if (userIds.length)
      await this.db.insert(taskAssignees).values(userIds.map((userId) => ({ taskId, userId })));
  }

  /**
   * Inserts occurrences, skipping any the task already has at that start time (the unique
   * (task_id, starts_at) key makes generation idempotent, whichever process runs it). Answers how
   * many were new. The rows travel as one JSON parameter of one INSERT … SELECT: a year of jobs for a
   * thousand tasks is hundreds of thousands of rows, and a VALUES list with five parameters a row
   * would be cut into many statements (65,535 parameters at most) that PostgreSQL parses one by one,
   * several times slower.
   */
  async insertOccurrences(rows: OccurrenceTimes[]): Promise<number> {
    let created = 0;
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const json = JSON.stringify(rows.slice(i, i + INSERT_CHUNK));
      const inserted = this.db.$with('inserted', { one: sql<number>`one` }).as(sql`
        insert into ${occurrences} (workspace_id, task_id, location_id, starts_at, due_at)
        select r."workspaceId", r."taskId", r."locationId", r."startsAt", r."dueAt"
        from jsonb_to_recordset(${json}::jsonb)
          as r("workspaceId" uuid, "taskId" uuid, "locationId" uuid, "startsAt" timestamptz, "dueAt" timestamptz)
        on conflict (task_id, starts_at) do nothing
        returning 1 as one`);
      const [row] = await this.db.with(inserted).select({ n: sql<number>`count(*)::int` }).from(inserted);
      created += row?.n ?? 0;
    }
    return created;
  }

  /** Deletes the task's occurrences nobody has started (from `from` on, when given); started and finished ones stay. */
  async deleteNotStartedOccurrences(taskId: string, from?: Date): Promise<number> {
    const rows = await this.db
      .delete(occurrences)
      .where(
        and(
          eq(occurrences.taskId, taskId),
          notStarted,
          from ? sql`${occurrences.startsAt} >= ${from}` : undefined,
        ),
      )
      .returning({ id: occurrences.id });
    return rows.length;
  }

  /**
   * Moves a one-time task's job to new times while nobody has started it, with the state its new
   * due time gives (the overdue job may have marked it); a new team drops the old team's pick.
   */
  async rescheduleNotStarted(
    taskId: string,
    values: { startsAt: Date; dueAt: Date | null; state: 'pending' | 'overdue'; dropPick: boolean },
  ) {
    await this.db
      .update(occurrences)
      .set({
        startsAt: values.startsAt,
        dueAt: values.dueAt,
        state: values.state,
        ...(values.dropPick ? { pickedBy: null, pickedAt: null, notPickedNotifiedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(occurrences.taskId, taskId), notStarted));
  }

  async setGeneratedUntil(taskIds: string[], until: Date): Promise<void> {
    if (!taskIds.length) return;
    await this.db.update(tasks).set({ generatedUntil: until }).where(inArray(tasks.id, taskIds));
  }

  /**
   * Up to `limit` live recurring tasks generated short of `until`, locked for this transaction. Rows
   * another process holds are skipped, not waited for (DECISIONS.md §1): it is generating them.
   */
  async claimForGeneration(until: Date, limit: number): Promise<RecurringTaskRef[]> {
    return this.db
      .select({
        id: tasks.id,
        workspaceId: tasks.workspaceId,
        locationId: tasks.locationId,
        schedule: tasks.schedule,
        generatedUntil: tasks.generatedUntil,
        timezone: locations.timezone,
      })
      .from(tasks)
      .innerJoin(locations, eq(locations.id, tasks.locationId))
      .where(
        and(
          eq(tasks.kind, 'recurring'),
          isNull(tasks.deletedAt),
          or(isNull(tasks.generatedUntil), lt(tasks.generatedUntil, until)),
        ),
      )
      .orderBy(sql`${tasks.generatedUntil} asc nulls first`)
      .limit(limit)
      .for('no key update', { of: tasks, skipLocked: true });
  }

  /** Open jobs past their due time become overdue (DECISIONS.md §7); answers how many. */
  async markOverdue(now: Date): Promise<{ id: string; workspaceId: string }[]> {
    return this.db
      .update(occurrences)
      .set({ state: 'overdue', updatedAt: now })
      .where(
        and(
          inArray(occurrences.state, ['pending', 'in_progress']),
          isNotNull(occurrences.dueAt),
          lt(occurrences.dueAt, now),
        ),
      )
      .returning({ id: occurrences.id, workspaceId: occurrences.workspaceId });
  }

  // Rental turnovers (DECISIONS.md §7).

  /** True when the location has a turnover job not yet finished (started or not, even of a deleted task). */
  /**
   * A turnover job of the location not finished yet. With `now`, only one whose start has come: a
   * booking's turnover planned for a later checkout does not stand for cleaning needed now.
   */
  async hasUnfinishedTurnover(locationId: string, now?: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: occurrences.id })
      .from(occurrences)
      .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
      .where(
        and(
          eq(tasks.locationId, locationId),
          eq(tasks.origin, 'turnover'),
          ne(occurrences.state, 'completed'),
          now ? lte(occurrences.startsAt, now) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async ownerLanguage(workspaceId: string): Promise<TLanguage | undefined> {
    const [row] = await this.db
      .select({ language: users.language })
      .from(workspaces)
      .innerJoin(users, eq(users.id, workspaces.ownerId))
      .where(eq(workspaces.id, workspaceId));
    return row?.language;
  }

  /** The location's rooms by name, each with the items of its checklists in their order. */
  async roomsWithChecklistItems(locationId: string) {
    const roomRows = await this.db
      .select({ id: rooms.id, name: rooms.name })
      .from(rooms)
      .where(eq(rooms.locationId, locationId))
      .orderBy(sql`lower(${rooms.name})`, rooms.id);
    const links = await this.db
      .select({ roomId: roomChecklists.roomId, items: checklists.items })
      .from(roomChecklists)
      .innerJoin(rooms, eq(rooms.id, roomChecklists.roomId))
      .innerJoin(checklists, eq(checklists.id, roomChecklists.checklistId))
      .where(eq(rooms.locationId, locationId))
      .orderBy(roomChecklists.position);
    return roomRows.map((room) => ({
      ...room,
      items: links.filter((l) => l.roomId === room.id).flatMap((l) => l.items),
    }));
  }

  /** The job of a one-time task just made. */
  async occurrenceOfTask(taskId: string): Promise<string> {
    const [row] = await this.db
      .select({ id: occurrences.id })
      .from(occurrences)
      .where(eq(occurrences.taskId, taskId))
      .limit(1);
    return row!.id;
  }

  /**
   * Removes the location's turnover jobs nobody has started, and the turnover tasks left without a
   * job (soft deleted, like any task). Started jobs stay: their report is under way.
   */
  async removeNotStartedTurnovers(locationId: string, at: Date): Promise<OccurrenceRow[]> {
    const turnoverTasks = this.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.locationId, locationId), eq(tasks.origin, 'turnover')));
    const removed = await this.db
      .delete(occurrences)
      // Jobs of later checkouts (a booking's turnover) are still needed after this cleaning.
      .where(and(inArray(occurrences.taskId, turnoverTasks), notStarted, lte(occurrences.startsAt, at)))
      .returning();
    const taskIds = [...new Set(removed.map((r) => r.taskId))];
    if (taskIds.length) {
      await this.db
        .update(tasks)
        .set({ deletedAt: at, updatedAt: at })
        .where(
          and(
            inArray(tasks.id, taskIds),
            isNull(tasks.deletedAt),
            notExists(
              this.db.select({ one: sql`1` }).from(occurrences).where(eq(occurrences.taskId, tasks.id)),
            ),
          ),
        );
    }
    return removed;
  }

  /**
   * Up to `limit` clean rentals untouched for their reclean_after days, locked for this transaction;
   * rows another process holds are skipped (DECISIONS.md §1).
   */
  async claimStaleRentals(now: Date, limit: number): Promise<LocationRow[]> {
    return this.db
      .select()
      .from(locations)
      .where(
        and(
          eq(locations.type, 'rental'),
          eq(locations.state, 'clean'),
          lte(
            locations.stateChangedAt,
            sql`${now}::timestamptz - make_interval(days => ${locations.recleanAfter})`,
          ),
        ),
      )
      .orderBy(locations.stateChangedAt)
      .limit(limit)
      .for('no key update', { skipLocked: true });
  }

  async setRentalState(locationId: string, state: 'clean' | 'dirty', at: Date): Promise<void> {
    await this.db
      .update(locations)
      .set({ state, stateChangedAt: at, updatedAt: at })
      .where(eq(locations.id, locationId));
  }

  /** Makes a dirty rental clean (a finished turnover); a rental already clean keeps its time. */
  async markRentalClean(locationId: string, at: Date): Promise<void> {
    await this.db
      .update(locations)
      .set({ state: 'clean', stateChangedAt: at, updatedAt: at })
      .where(and(eq(locations.id, locationId), eq(locations.type, 'rental'), eq(locations.state, 'dirty')));
  }
}
