import type {
  TOccurrenceState,
  TPhotoPhase,
  ZOccurrenceListQuery,
  ZPhotoReportQuery,
} from '@cleanops/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lt,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  files,
  locations,
  type NewOccurrenceRow,
  type OccurrenceRow,
  occurrencePhotos,
  occurrences,
  rooms,
  taskAssignees,
  taskRooms,
  tasks,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import { personColumns } from '../teams/teams.repository';

export type OccurrenceListQuery = z.output<typeof ZOccurrenceListQuery>;
export type PhotoReportQuery = z.output<typeof ZPhotoReportQuery>;

const OPEN_STATES: TOccurrenceState[] = ['pending', 'in_progress'];

/**
 * The state a list filters on (DECISIONS.md §7): a pending or started job whose due time has passed
 * is overdue even before the overdue job has written so. `now` is the service's instant, so the
 * filter and the state shown in the reply agree.
 */
function stateIs(state: TOccurrenceState, now: Date): SQL | undefined {
  const pastDue = lt(occurrences.dueAt, now);
  const notPastDue = or(isNull(occurrences.dueAt), gte(occurrences.dueAt, now));
  switch (state) {
    case 'overdue':
      return or(eq(occurrences.state, 'overdue'), and(inArray(occurrences.state, OPEN_STATES), pastDue));
    case 'completed':
      return eq(occurrences.state, 'completed');
    default:
      return and(eq(occurrences.state, state), notPastDue);
  }
}

export class OccurrencesRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * The job is of a task assigned to one of `userIds` directly or to a team one of them works in.
   * Written as `task_id = any(array(…))` so that, or-ed with picked_by/started_by/finished_by, the
   * planner can combine the indexes of all of them (a BitmapOr) instead of walking the workspace.
   */
  private ofTasksAssignedTo(workspaceId: string, userIds: string[]): SQL {
    return sql`${occurrences.taskId} = any(array(
      select ${taskAssignees.taskId} from ${taskAssignees} where ${inArray(taskAssignees.userId, userIds)}
      union all
      select ${tasks.id} from ${tasks} join ${teamMembers} on ${teamMembers.teamId} = ${tasks.teamId}
      where ${tasks.workspaceId} = ${workspaceId} and ${inArray(teamMembers.userId, userIds)}))`;
  }

  /**
   * The filters of GET /occurrences, on the occurrences table alone: task-level ones are `task_id in
   * (…)` subqueries, so the count needs no join and the page can walk (workspace_id, starts_at) or
   * (location_id, starts_at) in order.
   */
  private listWhere(workspaceId: string, query: OccurrenceListQuery, viewerId: string, now: Date) {
    const conditions: (SQL | undefined)[] = [eq(occurrences.workspaceId, workspaceId)];
    if (query.locationId) conditions.push(eq(occurrences.locationId, query.locationId));
    if (query.from) conditions.push(gte(occurrences.startsAt, new Date(query.from)));
    if (query.to) conditions.push(lt(occurrences.startsAt, new Date(query.to)));
    if (query.state) conditions.push(stateIs(query.state, now));
    if (query.roomIds?.length) {
      const touching = this.db
        .select({ taskId: taskRooms.taskId })
        .from(taskRooms)
        .where(inArray(taskRooms.roomId, query.roomIds));
      conditions.push(inArray(occurrences.taskId, touching));
    }
    if (query.type || query.kind) {
      const ofKind = this.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            eq(tasks.workspaceId, workspaceId),
            query.type ? eq(tasks.type, query.type) : undefined,
            query.kind ? eq(tasks.kind, query.kind) : undefined,
          ),
        );
      conditions.push(inArray(occurrences.taskId, ofKind));
    }
    const people = query.employeeIds;
    if (people?.length) {
      conditions.push(
        or(
          inArray(occurrences.pickedBy, people),
          inArray(occurrences.startedBy, people),
          inArray(occurrences.finishedBy, people),
          this.ofTasksAssignedTo(workspaceId, people),
        ),
      );
    }
    if (query.mine) conditions.push(...this.mineWhere(workspaceId, viewerId, !query.state, now));
    return and(...conditions);
  }

  /**
   * A staff member's own work (the rule of DECISIONS.md §7 for who may do a job): assigned to them,
   * or to a team of theirs and not picked by someone else, or picked, started or finished by them.
   * Without a state filter, finished jobs leave the list at the end of the location's day.
   */
  private mineWhere(workspaceId: string, me: string, openOnly: boolean, now: Date): (SQL | undefined)[] {
    const conditions = [
      or(isNull(occurrences.pickedBy), eq(occurrences.pickedBy, me)),
      or(
        eq(occurrences.pickedBy, me),
        eq(occurrences.startedBy, me),
        eq(occurrences.finishedBy, me),
        this.ofTasksAssignedTo(workspaceId, [me]),
      ),
    ];
    if (openOnly) {
      const localDayStart = sql`(select date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${locations.timezone}) at time zone ${locations.timezone} from ${locations} where ${locations.id} = ${occurrences.locationId})`;
      conditions.push(
        or(
          ne(occurrences.state, 'completed'),
          and(eq(occurrences.finishedBy, me), gte(occurrences.finishedAt, localDayStart)),
        ),
      );
    }
    return conditions;
  }

  /**
   * The jobs starting in [from, to), oldest first, at most `limit`: all of a location's, or a person's
   * own by the My work rule (mineWhere), finished ones included. What the calendar feeds list.
   */
  async startingBetween(
    workspaceId: string,
    of: { locationId: string } | { userId: string },
    from: Date,
    to: Date,
    limit: number,
  ) {
    return this.db
      .select()
      .from(occurrences)
      .where(
        and(
          eq(occurrences.workspaceId, workspaceId),
          'locationId' in of ? eq(occurrences.locationId, of.locationId) : undefined,
          gte(occurrences.startsAt, from),
          lt(occurrences.startsAt, to),
          ...('userId' in of ? this.mineWhere(workspaceId, of.userId, false, from) : []),
        ),
      )
      .orderBy(asc(occurrences.startsAt), asc(occurrences.id))
      .limit(limit);
  }

  /** One page of jobs, ordered by start or due time with the id as tiebreak; emergencies first in `mine`. */
  async listPage(workspaceId: string, query: OccurrenceListQuery, viewerId: string, now: Date) {
    const direction = query.sortDir === 'asc' ? asc : desc;
    const byTime =
      query.sortBy === 'dueAt'
        ? sql`${occurrences.dueAt} ${sql.raw(query.sortDir)} nulls last`
        : direction(occurrences.startsAt);
    const order = [byTime, direction(occurrences.id)];
    const rows = await this.db
      .select({ occurrence: occurrences })
      .from(occurrences)
      .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
      .where(this.listWhere(workspaceId, query, viewerId, now))
      .orderBy(...(query.mine ? [desc(tasks.emergency), ...order] : order))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return rows.map((r) => r.occurrence);
  }

  async listCount(workspaceId: string, query: OccurrenceListQuery, viewerId: string, now: Date) {
    const [row] = await this.db
      .select({ total: count() })
      .from(occurrences)
      .where(this.listWhere(workspaceId, query, viewerId, now));
    return row?.total ?? 0;
  }

  async findManyInWorkspace(workspaceId: string, ids: string[]): Promise<OccurrenceRow[]> {
    if (!ids.length) return [];
    return this.db
      .select()
      .from(occurrences)
      .where(and(eq(occurrences.workspaceId, workspaceId), inArray(occurrences.id, ids)));
  }

  async findInWorkspace(workspaceId: string, id: string): Promise<OccurrenceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(occurrences)
      .where(and(eq(occurrences.id, id), eq(occurrences.workspaceId, workspaceId)));
    return row;
  }

  /**
   * The job, locked until the transaction ends: every step of the job flow reads, checks and writes
   * under this lock, so two steps at once (two ticks, two pickers) apply one after the other and none
   * is lost (a second waiter reads the first one's committed row).
   */
  async lock(workspaceId: string, id: string): Promise<OccurrenceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(occurrences)
      .where(and(eq(occurrences.id, id), eq(occurrences.workspaceId, workspaceId)))
      .for('no key update');
    return row;
  }

  async update(id: string, values: Partial<NewOccurrenceRow>): Promise<void> {
    await this.db
      .update(occurrences)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(occurrences.id, id));
  }

  /** Tasks of a page of jobs with their location and team, in one query. */
  async tasksWithPlaces(taskIds: string[]) {
    if (!taskIds.length) return [];
    return this.db
      .select({
        task: tasks,
        location: { id: locations.id, title: locations.title, timezone: locations.timezone },
        locationRules: {
          requirePhoto: locations.requirePhoto,
          requireReport: locations.requireReport,
          requireScan: locations.requireScan,
        },
        team: { id: teams.id, name: teams.name },
      })
      .from(tasks)
      .innerJoin(locations, eq(locations.id, tasks.locationId))
      .leftJoin(teams, eq(teams.id, tasks.teamId))
      .where(inArray(tasks.id, taskIds));
  }

  /** Rooms of several tasks in one query, by name. */
  async roomsOfTasks(taskIds: string[]) {
    if (!taskIds.length) return [];
    return this.db
      .select({ taskId: taskRooms.taskId, id: rooms.id, name: rooms.name, qrToken: rooms.qrToken })
      .from(taskRooms)
      .innerJoin(rooms, eq(rooms.id, taskRooms.roomId))
      .where(inArray(taskRooms.taskId, taskIds))
      .orderBy(sql`lower(${rooms.name})`, rooms.id);
  }

  /** People assigned directly to several tasks in one query. */
  async assigneesOfTasks(taskIds: string[]) {
    if (!taskIds.length) return [];
    return this.db
      .select({ taskId: taskAssignees.taskId, ...personColumns })
      .from(taskAssignees)
      .innerJoin(users, eq(users.id, taskAssignees.userId))
      .where(inArray(taskAssignees.taskId, taskIds))
      .orderBy(sql`lower(coalesce(${users.name}, ''))`, sql`lower(coalesce(${users.surname}, ''))`, users.id);
  }

  async people(userIds: string[]) {
    if (!userIds.length) return [];
    return this.db.select(personColumns).from(users).where(inArray(users.id, userIds));
  }

  async photoCounts(occurrenceIds: string[]): Promise<Map<string, number>> {
    if (!occurrenceIds.length) return new Map();
    const rows = await this.db
      .select({ occurrenceId: occurrencePhotos.occurrenceId, n: count() })
      .from(occurrencePhotos)
      .where(inArray(occurrencePhotos.occurrenceId, occurrenceIds))
      .groupBy(occurrencePhotos.occurrenceId);
    return new Map(rows.map((r) => [r.occurrenceId, r.n]));
  }

  /** Photos of several jobs with their files and when each was taken, oldest first. */
  async photosOf(occurrenceIds: string[]) {
    if (!occurrenceIds.length) return [];
    return this.db
      .select({
        occurrenceId: occurrencePhotos.occurrenceId,
        phase: occurrencePhotos.phase,
        takenAt: occurrencePhotos.createdAt,
        file: files,
      })
      .from(occurrencePhotos)
      .innerJoin(files, eq(files.id, occurrencePhotos.fileId))
      .where(inArray(occurrencePhotos.occurrenceId, occurrenceIds))
      .orderBy(asc(occurrencePhotos.createdAt), asc(files.id));
  }

  async photoCountsByPhase(occurrenceId: string): Promise<Record<TPhotoPhase, number>> {
    const rows = await this.db
      .select({ phase: occurrencePhotos.phase, n: count() })
      .from(occurrencePhotos)
      .where(eq(occurrencePhotos.occurrenceId, occurrenceId))
      .groupBy(occurrencePhotos.phase);
    const counts = { before: 0, after: 0 };
    for (const row of rows) counts[row.phase] = row.n;
    return counts;
  }

  /** When the job's newest photo was taken (its device time, if it came with one); null without photos. */
  async lastPhotoAt(occurrenceId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(occurrencePhotos.createdAt) })
      .from(occurrencePhotos)
      .where(eq(occurrencePhotos.occurrenceId, occurrenceId));
    return row?.at ?? null;
  }

  /** False when the file already is one of the job's photos. `createdAt` is when it was taken (default now). */
  async addPhoto(values: {
    occurrenceId: string;
    fileId: string;
    phase: TPhotoPhase;
    takenBy: string;
    createdAt?: Date;
  }) {
    const rows = await this.db
      .insert(occurrencePhotos)
      .values(values)
      .onConflictDoNothing()
      .returning({ fileId: occurrencePhotos.fileId });
    return rows.length > 0;
  }

  /** False when the file was not one of the job's photos. */
  async removePhoto(occurrenceId: string, fileId: string): Promise<boolean> {
    const rows = await this.db
      .delete(occurrencePhotos)
      .where(and(eq(occurrencePhotos.occurrenceId, occurrenceId), eq(occurrencePhotos.fileId, fileId)))
      .returning({ fileId: occurrencePhotos.fileId });
    return rows.length > 0;
  }

  /** The location's rules for its jobs (finish-requirements.ts jobRules). */
  async locationRules(locationId: string) {
    const [row] = await this.db
      .select({
        requirePhoto: locations.requirePhoto,
        requireReport: locations.requireReport,
        requireScan: locations.requireScan,
      })
      .from(locations)
      .where(eq(locations.id, locationId));
    return row!;
  }

  async findTask(taskId: string) {
    const [row] = await this.db.select().from(tasks).where(eq(tasks.id, taskId));
    return row;
  }

  async isAssignee(taskId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: taskAssignees.userId })
      .from(taskAssignees)
      .where(and(eq(taskAssignees.taskId, taskId), eq(taskAssignees.userId, userId)));
    return !!row;
  }

  async isTeamMember(teamId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return !!row;
  }

  /** SPEC.md §3 Employee: finishing a learn task marks the employee's training completed (DECISIONS.md §7). */
  async markTrainingCompleted(userId: string): Promise<void> {
    await this.db
      .update(users)
      .set({ trainingCompleted: true, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.trainingCompleted, false)));
  }

  private photoReportWhere(workspaceId: string, query: PhotoReportQuery) {
    return and(
      eq(occurrences.workspaceId, workspaceId),
      eq(occurrences.state, 'completed'),
      exists(
        this.db
          .select({ one: sql`1` })
          .from(occurrencePhotos)
          .where(eq(occurrencePhotos.occurrenceId, occurrences.id)),
      ),
      query.employeeId ? eq(occurrences.finishedBy, query.employeeId) : undefined,
      query.locationId ? eq(occurrences.locationId, query.locationId) : undefined,
      query.from ? gte(occurrences.finishedAt, new Date(query.from)) : undefined,
      query.to ? lt(occurrences.finishedAt, new Date(query.to)) : undefined,
    );
  }

  /** Finished jobs that have photos, newest finished first (or oldest with sortDir=asc). */
  async photoReportPage(workspaceId: string, query: PhotoReportQuery) {
    const direction = query.sortDir === 'asc' ? asc : desc;
    return this.db
      .select({
        id: occurrences.id,
        taskId: occurrences.taskId,
        finishedBy: occurrences.finishedBy,
        finishedAt: occurrences.finishedAt,
        title: tasks.title,
        titleKey: tasks.titleKey,
        location: { id: locations.id, title: locations.title },
      })
      .from(occurrences)
      .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
      .innerJoin(locations, eq(locations.id, occurrences.locationId))
      .where(this.photoReportWhere(workspaceId, query))
      .orderBy(direction(occurrences.finishedAt), direction(occurrences.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  }

  async photoReportCount(workspaceId: string, query: PhotoReportQuery): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(occurrences)
      .where(this.photoReportWhere(workspaceId, query));
    return row?.total ?? 0;
  }
}
