import { randomUUID } from 'node:crypto';
import type {
  TAnyLogAction,
  TTask,
  TTaskAssignees,
  TTaskChecklistItem,
  TTaskPage,
  ZCreateTaskRequest,
  ZUpdateTaskRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { TaskRow } from '../../db/schema';
import { AppError, type FieldProblem, fieldError, notFound } from '../../errors';
import { titleKeyAfterEdit } from '../../i18n/task-titles';
import { recordLog } from '../logs/logs.repository';
import { raiseNotification } from '../notifications/raise';
import { assertActiveSubscription } from '../subscriptions/subscriptions.service';
import { toPersonRef } from '../teams/teams.service';
import { generateForTasks, horizonEnd } from './generate-occurrences';
import { type TaskListQuery, TasksRepository, type TaskWithLocation } from './tasks.repository';

type CreateTask = z.output<typeof ZCreateTaskRequest>;
type UpdateTask = z.output<typeof ZUpdateTaskRequest>;

/** Who acts: their id and IP for the log. */
export interface TaskActor {
  userId: string;
  ip: string;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Items copied from a library checklist keep their ids; items written in get new ones, and so does
 * an id sent twice (a job ticks its lines by id, so two lines must never share one).
 */
function checklistOf(items: CreateTask['checklist']): TTaskChecklistItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = item.id && !seen.has(item.id) ? item.id : randomUUID();
    seen.add(id);
    return { id, text: item.text };
  });
}

/** Task definitions (DECISIONS.md §7): a one-time task has one job, a recurring one a horizon of them. */
export class TasksService {
  private readonly repo: TasksRepository;

  constructor(
    private readonly db: Db,
    private readonly horizonDays: number,
  ) {
    this.repo = new TasksRepository(db);
  }

  /** A fixed number of queries for any number of tasks: rooms, assignees and teams for all of them at once. */
  private async views(rows: TaskWithLocation[]): Promise<TTask[]> {
    const ids = rows.map((r) => r.id);
    const teamIds = [...new Set(rows.flatMap((r) => (r.teamId ? [r.teamId] : [])))];
    // One after another: inside a caller's transaction (a complaint's conversion) they share one
    // connection, which runs a single query at a time.
    const roomRows = await this.repo.roomsOf(ids);
    const people = await this.repo.assigneesOf(ids);
    const teamRows = await this.repo.teamsByIds(teamIds);
    const complaintRows = await this.repo.complaintsOf(ids);
    const now = new Date();
    return rows.map((row) => {
      const team = teamRows.find((t) => t.id === row.teamId);
      const complaint = complaintRows.find((c) => c.taskId === row.id);
      return {
        id: row.id,
        title: row.title,
        titleKey: row.titleKey,
        description: row.description,
        type: row.type,
        kind: row.kind,
        origin: row.origin,
        location: { id: row.locationId, title: row.locationTitle, timezone: row.locationTimezone },
        rooms: roomRows.filter((r) => r.taskId === row.id).map(({ id, name }) => ({ id, name })),
        startsAt: iso(row.startsAt),
        dueAt: iso(row.dueAt),
        schedule: row.schedule,
        assignees: people.filter((p) => p.taskId === row.id).map((p) => toPersonRef(p, now)),
        team: team ? { id: team.id, name: team.name } : null,
        checklist: row.checklist,
        photosBefore: row.photosBefore,
        photosAfter: row.photosAfter,
        requireScan: row.requireScan,
        requirePhoto: row.requirePhoto,
        emergency: row.emergency,
        complaint: complaint ? { id: complaint.id, rating: complaint.rating, text: complaint.text } : null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async list(workspaceId: string, query: TaskListQuery): Promise<TTaskPage> {
    const { rows, total } = await this.repo.list(workspaceId, query);
    return { items: await this.views(rows), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * The people a task may be assigned to, for whoever may create tasks: a cleaner head has no
   * get_employees right (DECISIONS.md §4) but assigns work, so the picker asks here.
   */
  async assignees(workspaceId: string): Promise<TTaskAssignees> {
    const now = new Date();
    const rows = await this.repo.activeEmployees(workspaceId);
    return { items: rows.map((row) => toPersonRef(row, now)) };
  }

  async get(workspaceId: string, id: string): Promise<TTask> {
    const row = await this.repo.findById(workspaceId, id);
    if (!row) throw notFound();
    const [task] = await this.views([row]);
    return task!;
  }

  /**
   * The references a task makes must be the workspace's: rooms of the task's location, active
   * employees (in one of its teams, DECISIONS.md §5) and its teams. Every wrong list is reported at once.
   */
  private async checkReferences(
    repo: TasksRepository,
    workspaceId: string,
    locationId: string,
    refs: { roomIds?: string[]; assigneeIds?: string[]; teamIds?: string[]; teamIdPath?: string },
  ): Promise<void> {
    const fields: FieldProblem[] = [];
    // One after the other: a transaction's queries share one connection.
    const roomIds = refs.roomIds ? await repo.roomIdsInLocation(locationId, refs.roomIds) : [];
    const assigneeIds = refs.assigneeIds ? await repo.activeEmployeeIds(workspaceId, refs.assigneeIds) : [];
    const teamIds = refs.teamIds ? await repo.holdTeams(workspaceId, refs.teamIds) : [];
    if (refs.roomIds && roomIds.length !== refs.roomIds.length)
      fields.push({ path: 'body.roomIds', key: 'roomNotInLocation' });
    if (refs.assigneeIds && assigneeIds.length !== refs.assigneeIds.length)
      fields.push({ path: 'body.assigneeIds', key: 'assigneeNotActive' });
    if (refs.teamIds && teamIds.length !== refs.teamIds.length)
      fields.push({ path: refs.teamIdPath ?? 'body.teamIds', key: 'teamNotInWorkspace' });
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  /**
   * SPEC.md §4: several teams make one task per team (the same assignees on each); none, one task.
   * The jobs are made in the same transaction: a one-time task's one job, a recurring task's jobs up
   * to the horizon (DECISIONS.md §7).
   */
  async create(actor: TaskActor, workspaceId: string, body: CreateTask): Promise<TTask[]> {
    await assertActiveSubscription(this.db, workspaceId);
    const now = new Date();
    if (body.kind === 'recurring') {
      if (body.startsAt) throw fieldError('body.startsAt', 'notAllowed');
      if (body.dueAt) throw fieldError('body.dueAt', 'notAllowed');
    }
    // A one-time job starts now unless told otherwise; its deadline must come after that.
    const startsAt = body.kind === 'one_time' ? (body.startsAt ? new Date(body.startsAt) : now) : null;
    const dueAt = body.kind === 'one_time' && body.dueAt ? new Date(body.dueAt) : null;
    if (startsAt && dueAt && dueAt <= startsAt) throw fieldError('body.dueAt', 'startAfterEnd');
    const checklist = checklistOf(body.checklist);

    const ids = await this.db.transaction(async (tx) => {
      const repo = new TasksRepository(tx);
      const location = await repo.holdLocation(workspaceId, body.locationId);
      if (!location) throw notFound();
      await this.checkReferences(repo, workspaceId, location.id, {
        roomIds: body.roomIds,
        assigneeIds: body.assigneeIds,
        teamIds: body.teamIds,
      });
      const teamIds: (string | null)[] = body.teamIds.length ? body.teamIds : [null];
      const created: string[] = [];
      for (const teamId of teamIds) {
        const task = await repo.insert({
          workspaceId,
          locationId: location.id,
          title: body.title,
          description: body.description || null,
          type: body.type,
          kind: body.kind,
          startsAt,
          dueAt,
          schedule: body.kind === 'recurring' ? body.schedule : null,
          teamId,
          checklist,
          photosBefore: body.photosBefore,
          photosAfter: body.photosAfter,
          requireScan: body.requireScan,
          requirePhoto: body.requirePhoto,
          emergency: body.emergency,
          createdBy: actor.userId,
        });
        await repo.setRooms(task.id, body.roomIds);
        await repo.setAssignees(task.id, body.assigneeIds);
        if (task.kind === 'one_time') {
          await repo.insertOccurrences([
            { workspaceId, taskId: task.id, locationId: location.id, startsAt: startsAt ?? now, dueAt },
          ]);
        } else {
          await this.generate(tx, { ...task, timezone: location.timezone }, now);
        }
        await this.raiseAssigned(tx, actor, task, body.assigneeIds, created.length === 0);
        created.push(task.id);
      }
      await this.log(tx, actor, 'create_task', {
        workspaceId,
        taskIds: created,
        title: body.title,
        kind: body.kind,
        locationId: location.id,
      });
      return created;
    });
    const tasks: TTask[] = [];
    for (const id of ids) tasks.push(await this.get(workspaceId, id));
    return tasks;
  }

  /**
   * Kind and location stay. A recurring task's new schedule or team applies to its future jobs
   * only: those nobody has started from now on are made again; started and finished ones keep what
   * they had (DECISIONS.md §7). A one-time task's job moves with it while nobody has started it.
   */
  async update(actor: TaskActor, workspaceId: string, id: string, body: UpdateTask): Promise<TTask> {
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const repo = new TasksRepository(tx);
      const task = await repo.lock(workspaceId, id);
      if (!task) throw notFound();
      const recurring = task.kind === 'recurring';
      if (recurring) {
        if (body.schedule === null) throw fieldError('body.schedule', 'required');
        if (body.startsAt) throw fieldError('body.startsAt', 'notAllowed');
        if (body.dueAt) throw fieldError('body.dueAt', 'notAllowed');
      } else if (body.schedule) {
        throw fieldError('body.schedule', 'notAllowed');
      }
      let startsAt = task.startsAt;
      let dueAt = task.dueAt;
      if (!recurring) {
        if (body.startsAt !== undefined) startsAt = body.startsAt ? new Date(body.startsAt) : now;
        if (body.dueAt !== undefined) dueAt = body.dueAt ? new Date(body.dueAt) : null;
        if (startsAt && dueAt && dueAt <= startsAt)
          throw fieldError(body.dueAt !== undefined ? 'body.dueAt' : 'body.startsAt', 'startAfterEnd');
      }
      await this.checkReferences(repo, workspaceId, task.locationId, {
        roomIds: body.roomIds,
        assigneeIds: body.assigneeIds,
        teamIds: body.teamId ? [body.teamId] : undefined,
        teamIdPath: 'body.teamId',
      });
      const teamChanged = body.teamId !== undefined && body.teamId !== task.teamId;
      // A system title the owner rewrites becomes their own text; sent back as it was shown (in any
      // language), it stays the system's and keeps following each reader's language.
      const titleKey =
        body.title !== undefined ? titleKeyAfterEdit(task.titleKey, body.title) : task.titleKey;
      await repo.update(id, {
        ...(body.title !== undefined ? { title: body.title, titleKey } : {}),
        ...(body.description !== undefined ? { description: body.description || null } : {}),
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.schedule ? { schedule: body.schedule } : {}),
        ...(body.teamId !== undefined ? { teamId: body.teamId } : {}),
        ...(body.checklist !== undefined ? { checklist: checklistOf(body.checklist) } : {}),
        ...(body.photosBefore !== undefined ? { photosBefore: body.photosBefore } : {}),
        ...(body.photosAfter !== undefined ? { photosAfter: body.photosAfter } : {}),
        ...(body.requireScan !== undefined ? { requireScan: body.requireScan } : {}),
        ...(body.requirePhoto !== undefined ? { requirePhoto: body.requirePhoto } : {}),
        ...(body.emergency !== undefined ? { emergency: body.emergency } : {}),
        startsAt,
        dueAt,
      });
      if (body.roomIds) await repo.setRooms(id, body.roomIds);
      if (body.assigneeIds) await repo.setAssignees(id, body.assigneeIds);
      if (teamChanged && body.teamId) {
        await raiseNotification(tx, {
          event: recurring ? 'repeatedTaskAssignedTeam' : 'taskAssignedTeam',
          workspaceId,
          locationId: task.locationId,
          actorId: actor.userId,
          recipients: { teamMembersOf: body.teamId },
          data: { taskId: id, taskTitle: body.title ?? task.title, taskTitleKey: titleKey },
        });
      }

      if (recurring && (body.schedule || teamChanged)) {
        // Future jobs nobody started are made again from the new schedule (a new team's members pick afresh).
        await repo.deleteNotStartedOccurrences(id, now);
        await this.generate(
          tx,
          {
            ...task,
            schedule: body.schedule ?? task.schedule,
            generatedUntil: null,
            timezone: task.locationTimezone,
          },
          now,
        );
      } else if (!recurring && (body.startsAt !== undefined || body.dueAt !== undefined || teamChanged)) {
        await repo.rescheduleNotStarted(id, {
          startsAt: startsAt ?? now,
          dueAt,
          state: dueAt && dueAt < now ? 'overdue' : 'pending',
          dropPick: teamChanged,
        });
      }
      await this.log(tx, actor, 'update_task', { workspaceId, taskId: id, changed: Object.keys(body) });
    });
    return this.get(workspaceId, id);
  }

  /**
   * Soft delete (DECISIONS.md §7): the jobs nobody started go; started and finished ones stay with
   * their reports, and a started one can still be finished.
   */
  async delete(actor: TaskActor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new TasksRepository(tx);
      if (!(await repo.lock(workspaceId, id))) throw notFound();
      const now = new Date();
      await repo.update(id, { deletedAt: now });
      await repo.deleteNotStartedOccurrences(id);
      await this.log(tx, actor, 'delete_task', { workspaceId, taskId: id });
    });
  }

  /**
   * DECISIONS.md §8: the people assigned directly hear of a new task once, though several teams make
   * a copy of it each with the same assignees; each team's members hear of their copy. Someone both
   * assigned and in the team is told once, as an assignee.
   */
  private async raiseAssigned(
    tx: Tx,
    actor: TaskActor,
    task: TaskRow,
    assigneeIds: string[],
    tellAssignees: boolean,
  ): Promise<void> {
    const recurring = task.kind === 'recurring';
    const common = {
      workspaceId: task.workspaceId,
      locationId: task.locationId,
      actorId: actor.userId,
      data: { taskId: task.id, taskTitle: task.title, taskTitleKey: task.titleKey },
    };
    if (tellAssignees && assigneeIds.length) {
      await raiseNotification(tx, {
        ...common,
        event: recurring ? 'repeatedTaskAssigned' : 'taskAssigned',
        recipients: { userIds: assigneeIds },
      });
    }
    if (task.teamId) {
      await raiseNotification(tx, {
        ...common,
        event: recurring ? 'repeatedTaskAssignedTeam' : 'taskAssignedTeam',
        recipients: { teamMembersOf: task.teamId, except: assigneeIds },
      });
    }
  }

  private generate(tx: Tx, task: Parameters<typeof generateForTasks>[1][number], now: Date): Promise<number> {
    return generateForTasks(tx, [task], now, horizonEnd(now, this.horizonDays));
  }

  private log(tx: Tx, actor: TaskActor, action: TAnyLogAction, data: Record<string, unknown>) {
    return recordLog(tx, { action, userId: actor.userId, ip: actor.ip, data });
  }
}
