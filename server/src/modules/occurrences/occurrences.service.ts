import { createHash } from 'node:crypto';
import type {
  TOccurrence,
  TOccurrenceDetail,
  TOccurrencePage,
  TOccurrenceState,
  TRight,
  TTaskChecklistItem,
} from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import type { OccurrenceRow, TaskRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { SignedLinks } from '../files/signed-links';
import { toStoredFile } from '../files/stored-file-view';
import { roomCodeOf } from '../rooms/room-code';
import { toPersonRef } from '../teams/teams.service';
import { jobRules } from './finish-requirements';
import { type OccurrenceListQuery, OccurrencesRepository } from './occurrences.repository';

/** Who looks at or works on a job: their id and rights (complete_task may work on any job, DECISIONS.md §7). */
export interface Viewer {
  userId: string;
  rights: ReadonlySet<TRight>;
}

/** DECISIONS.md §7: a pending or started job past its due time is overdue, whether or not the overdue job ran. */
export function effectiveState(row: Pick<OccurrenceRow, 'state' | 'dueAt'>, now: Date): TOccurrenceState {
  const open = row.state === 'pending' || row.state === 'in_progress';
  return open && row.dueAt !== null && row.dueAt.getTime() < now.getTime() ? 'overdue' : row.state;
}

export type WorkAccess = 'ok' | 'not_assigned' | 'taken';

/**
 * Who may work on a job (DECISIONS.md §7): someone assigned directly or a member of its team; once a
 * team job is picked, only the picker. Holders of complete_task may work on any job of the workspace.
 * Whoever picked or started the job keeps it even if they have since left the team.
 */
export async function workAccess(
  repo: OccurrencesRepository,
  occurrence: Pick<OccurrenceRow, 'pickedBy' | 'startedBy'>,
  task: Pick<TaskRow, 'id' | 'teamId'>,
  viewer: Viewer,
): Promise<WorkAccess> {
  if (viewer.rights.has('complete_task')) return 'ok';
  const me = viewer.userId;
  const assigned =
    occurrence.pickedBy === me ||
    occurrence.startedBy === me ||
    (await repo.isAssignee(task.id, me)) ||
    (task.teamId !== null && (await repo.isTeamMember(task.teamId, me)));
  if (!assigned) return 'not_assigned';
  if (occurrence.pickedBy !== null && occurrence.pickedBy !== me) return 'taken';
  return 'ok';
}

/** Before the start a job shows its task's items, none ticked; the start copies them (DECISIONS.md §7). */
export const uncheckedItems = (items: TTaskChecklistItem[]) =>
  items.map(({ id, text, roomId }) => ({ id, text, done: false, ...(roomId ? { roomId } : {}) }));

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A page with room to spare is the last one, so it tells the total without counting: most filtered
 * lists (a day, a room, one person's work) fit one page, and counting is the costly part of a big one.
 */
export function totalFromPage(rowCount: number, query: { page: number; pageSize: number }): number | null {
  if (rowCount >= query.pageSize || (rowCount === 0 && query.page > 1)) return null;
  return (query.page - 1) * query.pageSize + rowCount;
}

type Queries<T extends unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent queries at once on the pool; one after another on a transaction, whose one
 * connection would only queue them (node-postgres deprecates queuing on a busy client).
 */
async function gather<T extends unknown[]>(inTransaction: boolean, ...queries: Queries<T>): Promise<T> {
  if (!inTransaction) return (await Promise.all(queries.map((query) => query()))) as T;
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as T;
}

/**
 * The jobs as lists show them. A fixed number of queries for any page: the tasks with their
 * locations and teams, their rooms, their assignees, the people who picked, started and finished,
 * and the photo counts.
 */
export async function occurrenceViews(
  repo: OccurrencesRepository,
  inTransaction: boolean,
  rows: OccurrenceRow[],
  now: Date,
) {
  const taskIds = [...new Set(rows.map((r) => r.taskId))];
  const personIds = [
    ...new Set(rows.flatMap((r) => [r.pickedBy, r.startedBy, r.finishedBy]).filter((id) => id !== null)),
  ];
  const [taskRows, roomRows, assigneeRows, personRows, photoCounts] = await gather(
    inTransaction,
    () => repo.tasksWithPlaces(taskIds),
    () => repo.roomsOfTasks(taskIds),
    () => repo.assigneesOfTasks(taskIds),
    () => repo.people(personIds),
    () => repo.photoCounts(rows.map((r) => r.id)),
  );
  const tasksById = new Map(taskRows.map((t) => [t.task.id, t]));
  const people = new Map(personRows.map((p) => [p.id, toPersonRef(p, now)]));
  const person = (id: string | null) => (id ? (people.get(id) ?? null) : null);
  return rows.map((row) => {
    const { task, location, locationRules, team } = tasksById.get(row.taskId)!;
    const view: TOccurrence = {
      id: row.id,
      taskId: task.id,
      title: task.title,
      titleKey: task.titleKey,
      type: task.type,
      kind: task.kind,
      origin: task.origin,
      emergency: task.emergency,
      location,
      rooms: roomRows.filter((r) => r.taskId === task.id).map(({ id, name }) => ({ id, name })),
      team,
      assignees: assigneeRows.filter((a) => a.taskId === task.id).map((a) => toPersonRef(a, now)),
      pickedBy: person(row.pickedBy),
      startedBy: person(row.startedBy),
      finishedBy: person(row.finishedBy),
      state: effectiveState(row, now),
      startsAt: row.startsAt.toISOString(),
      dueAt: iso(row.dueAt),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
      schedule: task.kind === 'recurring' ? task.schedule : null,
      photosCount: photoCounts.get(row.id) ?? 0,
    };
    return { view, task, rules: jobRules(task, locationRules) };
  });
}

/**
 * The jobs as GET /occurrences lists them, for webhook deliveries: written in the transaction of the
 * change they report (emitWebhooks), so they show the job as that change leaves it. A job just
 * deleted is shown from its row as the delete returned it: its task, rooms and people are still there.
 */
export async function jobWebhookObjects(
  tx: Tx,
  workspaceId: string,
  jobs: string[] | OccurrenceRow[],
): Promise<Map<string, TOccurrence>> {
  const repo = new OccurrencesRepository(tx);
  const rows = jobs.every((job) => typeof job === 'string')
    ? await repo.findManyInWorkspace(workspaceId, jobs)
    : jobs;
  const views = await occurrenceViews(repo, true, rows, new Date());
  return new Map(views.map(({ view }) => [view.id, view]));
}

/** Lists of jobs and one job with its report (DECISIONS.md §7). */
/** What a phone compares a typed or scanned room code with, offline (see ZOccurrenceDetail). */
export function roomCheckOf(occurrenceId: string, code: string): string {
  return createHash('sha256').update(`${occurrenceId}:${code}`).digest('hex');
}

export class OccurrencesService {
  private readonly repo: OccurrencesRepository;

  /** `inTransaction`: `db` is a transaction (a step reading the job it answers before its commit). */
  constructor(
    db: Db | Tx,
    private readonly links: SignedLinks,
    private readonly inTransaction = false,
  ) {
    this.repo = new OccurrencesRepository(db);
  }

  /**
   * One query for the page and, unless the page already tells it, one for the total (see the
   * repository for how each filter meets an index).
   */
  async list(viewer: Viewer, workspaceId: string, query: OccurrenceListQuery): Promise<TOccurrencePage> {
    const now = new Date();
    const rows = await this.repo.listPage(workspaceId, query, viewer.userId, now);
    const total =
      totalFromPage(rows.length, query) ??
      (await this.repo.listCount(workspaceId, query, viewer.userId, now));
    const items = (await occurrenceViews(this.repo, this.inTransaction, rows, now)).map((v) => v.view);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  /** A job of the workspace with its report and what the viewer may do on it; 404 for a foreign id. */
  async get(viewer: Viewer, workspaceId: string, id: string): Promise<TOccurrenceDetail> {
    const row = await this.repo.findInWorkspace(workspaceId, id);
    if (!row) throw notFound();
    const now = new Date();
    const [views, photos] = await gather(
      this.inTransaction,
      () => occurrenceViews(this.repo, this.inTransaction, [row], now),
      () => this.repo.photosOf([row.id]),
    );
    const { view, task, rules } = views[0]!;
    const access = await workAccess(this.repo, row, task, viewer);
    const open = row.state !== 'completed';
    const mayPick =
      viewer.rights.has('complete_task') ||
      (task.teamId !== null && (await this.repo.isTeamMember(task.teamId, viewer.userId)));
    const scanned = new Set(row.scans.map((s) => s.roomId));
    const toScan =
      open && access === 'ok' && rules.requireScan ? await this.repo.roomsOfTasks([task.id]) : [];
    return {
      ...view,
      description: task.description,
      ...rules,
      checklist: row.checklist ?? uncheckedItems(task.checklist),
      scans: row.scans,
      roomChecks: toScan
        .filter((room) => !scanned.has(room.id))
        .map((room) => ({ roomId: room.id, check: roomCheckOf(row.id, roomCodeOf(room.qrToken)) })),
      photos: photos.map((p) => ({
        ...toStoredFile(p.file, this.links, viewer.userId),
        takenAt: p.takenAt.toISOString(),
        phase: p.phase,
      })),
      result: row.result,
      comment: row.comment,
      can: {
        pick: open && task.teamId !== null && row.pickedBy === null && mayPick,
        work: open && access === 'ok',
      },
    };
  }
}
