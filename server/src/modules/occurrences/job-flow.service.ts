import {
  OCCURRENCE_PHOTOS_MAX,
  type TAddOccurrencePhotoRequest,
  type TChecklistTickRequest,
  type TOccurrenceDetail,
  type ZFinishOccurrenceRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { OccurrenceRow, TaskRow } from '../../db/schema';
import { AppError, type FieldProblem, fieldError, notFound } from '../../errors';
import type { FileStorage } from '../files/file-storage';
import { FilesRepository } from '../files/files.repository';
import { deleteFileIfUnattached } from '../files/files.service';
import type { SignedLinks } from '../files/signed-links';
import { raiseNotification } from '../notifications/raise';
import { matchesRoom } from '../rooms/room-code';
import { markRentalCleanAfterTurnover } from '../tasks/rental-turnover';
import { OccurrencesRepository } from './occurrences.repository';
import {
  effectiveState,
  OccurrencesService,
  uncheckedItems,
  type Viewer,
  workAccess,
} from './occurrences.service';

type FinishRequest = z.output<typeof ZFinishOccurrenceRequest>;

interface Step {
  tx: Tx;
  repo: OccurrencesRepository;
  occurrence: OccurrenceRow;
  task: TaskRow;
  now: Date;
}

const closed = () => new AppError('occurrence_closed');
const notStarted = () => new AppError('occurrence_not_started');

/**
 * DECISIONS.md §8: a pick, start or finish is told to the owner and admins and to the team's head; a
 * report comment (taskMessage) to the owner and admins only. Raised in the step's transaction.
 */
function raiseJobEvent(
  tx: Tx,
  event: 'taskPicked' | 'taskStarted' | 'taskFinished' | 'taskMessage',
  viewer: Viewer,
  occurrence: OccurrenceRow,
  task: TaskRow,
  text?: string,
) {
  return raiseNotification(tx, {
    event,
    workspaceId: occurrence.workspaceId,
    locationId: occurrence.locationId,
    actorId: viewer.userId,
    recipients: { ownerAndAdmins: true, teamHeadOf: event === 'taskMessage' ? null : task.teamId },
    data: { taskId: task.id, occurrenceId: occurrence.id, taskTitle: task.title, ...(text ? { text } : {}) },
  });
}

/**
 * A staff member's job, step by step (DECISIONS.md §7): pick → start → scan → photos → checklist →
 * finish. Every step runs in one transaction holding the job's row lock, checks who acts and the
 * job's state under it, and answers the job as GET /occurrences/{id} shows it.
 */
export class JobFlowService {
  private readonly occurrences: OccurrencesService;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    links: SignedLinks,
  ) {
    this.occurrences = new OccurrencesService(db, links);
  }

  /**
   * Locks the job and checks the actor: a foreign or missing id is 404 (DECISIONS.md §2), someone not
   * assigned 403 not_assigned, a finished job 409 occurrence_closed, a team job picked by someone else
   * 409 occurrence_taken. `work` then does the step; what it answers (a freed storage key) is returned.
   */
  private async step<T>(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    work: (step: Step) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      const repo = new OccurrencesRepository(tx);
      const occurrence = await repo.lock(workspaceId, id);
      if (!occurrence) throw notFound();
      const task = (await repo.findTask(occurrence.taskId))!;
      const access = await workAccess(repo, occurrence, task, viewer);
      if (access === 'not_assigned') throw new AppError('not_assigned');
      if (occurrence.state === 'completed') throw closed();
      if (access === 'taken') throw new AppError('occurrence_taken');
      return work({ tx, repo, occurrence, task, now: new Date() });
    });
  }

  /** The steps after the start need it started. */
  private startedStep<T>(viewer: Viewer, workspaceId: string, id: string, work: (step: Step) => Promise<T>) {
    return this.step(viewer, workspaceId, id, async (step) => {
      if (!step.occurrence.startedAt) throw notStarted();
      return work(step);
    });
  }

  private detail(viewer: Viewer, workspaceId: string, id: string) {
    return this.occurrences.get(viewer, workspaceId, id);
  }

  /**
   * A team job is picked by one member (DECISIONS.md §7). Two pickers at once queue on the row lock:
   * the first picks, the second then reads the picked row and gets 409 occurrence_taken. Picking a
   * job one already holds changes nothing.
   */
  async pick(viewer: Viewer, workspaceId: string, id: string): Promise<TOccurrenceDetail> {
    await this.step(viewer, workspaceId, id, async ({ tx, repo, occurrence, task, now }) => {
      if (occurrence.pickedBy === viewer.userId) return;
      // Only a team job is picked; one assigned to people directly is theirs already.
      if (task.teamId === null) throw new AppError('conflict');
      await repo.update(occurrence.id, { pickedBy: viewer.userId, pickedAt: now });
      await raiseJobEvent(tx, 'taskPicked', viewer, occurrence, task);
    });
    return this.detail(viewer, workspaceId, id);
  }

  /**
   * Copies the task's checklist into the job, unticked, so a later edit of the task leaves a started
   * report as it was. Starting an unpicked team job picks it; an overdue job stays overdue
   * (DECISIONS.md §7). Starting a started job changes nothing.
   */
  async start(viewer: Viewer, workspaceId: string, id: string): Promise<TOccurrenceDetail> {
    await this.step(viewer, workspaceId, id, async ({ tx, repo, occurrence, task, now }) => {
      if (occurrence.startedAt) return;
      const pick = task.teamId !== null && occurrence.pickedBy === null;
      await repo.update(occurrence.id, {
        state: effectiveState(occurrence, now) === 'overdue' ? 'overdue' : 'in_progress',
        startedBy: viewer.userId,
        startedAt: now,
        checklist: uncheckedItems(task.checklist),
        ...(pick ? { pickedBy: viewer.userId, pickedAt: now } : {}),
      });
      // A start that picks the job is told as the start only: the same people would hear twice.
      await raiseJobEvent(tx, 'taskStarted', viewer, occurrence, task);
    });
    return this.detail(viewer, workspaceId, id);
  }

  /**
   * Presence in a room of the task: its QR URL, bare token or the typed short code (room-code.ts).
   * Another room's code is 400 wrong_room. The first scan of each room is the one kept.
   */
  async scan(viewer: Viewer, workspaceId: string, id: string, code: string): Promise<TOccurrenceDetail> {
    await this.startedStep(viewer, workspaceId, id, async ({ repo, occurrence, task, now }) => {
      const room = (await repo.roomsOfTasks([task.id])).find((r) => matchesRoom(code, r.qrToken));
      if (!room) throw new AppError('wrong_room');
      if (occurrence.scans.some((s) => s.roomId === room.id)) return;
      await repo.update(occurrence.id, {
        scans: [...occurrence.scans, { roomId: room.id, at: now.toISOString() }],
      });
    });
    return this.detail(viewer, workspaceId, id);
  }

  /** Ticks or unticks one item of the job's own checklist; written under the row lock, so no tick is lost. */
  async tick(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    body: TChecklistTickRequest,
  ): Promise<TOccurrenceDetail> {
    await this.startedStep(viewer, workspaceId, id, async ({ repo, occurrence }) => {
      const items = occurrence.checklist ?? [];
      if (!items.some((item) => item.id === body.itemId)) throw fieldError('body.itemId', 'invalidValue');
      await repo.update(occurrence.id, {
        checklist: items.map((item) => (item.id === body.itemId ? { ...item, done: body.done } : item)),
      });
    });
    return this.detail(viewer, workspaceId, id);
  }

  /**
   * Attaches an uploaded photo (POST /uploads first). A file that is not the workspace's is 404, like
   * any foreign id (DECISIONS.md §2); one that is not an image is 400 on body.fileId; a job holds at
   * most OCCURRENCE_PHOTOS_MAX photos (400 photosLimit). Adding a photo the job has is a no-op.
   */
  async addPhoto(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    body: TAddOccurrencePhotoRequest,
  ): Promise<TOccurrenceDetail> {
    await this.startedStep(viewer, workspaceId, id, async ({ tx, repo, occurrence }) => {
      // A share lock keeps the orphan sweep from deleting the upload before it is attached.
      const file = await new FilesRepository(tx).findInWorkspace(body.fileId, workspaceId, 'share');
      if (!file) throw notFound();
      if (file.kind !== 'image') throw fieldError('body.fileId', 'notAPhoto');
      const counts = await repo.photoCountsByPhase(occurrence.id);
      if (counts.before + counts.after >= OCCURRENCE_PHOTOS_MAX) {
        throw fieldError('body.fileId', 'photosLimit', { max: OCCURRENCE_PHOTOS_MAX });
      }
      await repo.addPhoto({
        occurrenceId: occurrence.id,
        fileId: file.id,
        phase: body.phase,
        takenBy: viewer.userId,
      });
    });
    return this.detail(viewer, workspaceId, id);
  }

  /** Removes a photo from an unfinished job; the file goes too unless something else holds it. */
  async removePhoto(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    fileId: string,
  ): Promise<TOccurrenceDetail> {
    const freedKey = await this.startedStep(viewer, workspaceId, id, async ({ tx, repo, occurrence }) => {
      if (!(await new FilesRepository(tx).findInWorkspace(fileId, workspaceId, 'update'))) throw notFound();
      if (!(await repo.removePhoto(occurrence.id, fileId))) throw notFound();
      return deleteFileIfUnattached(tx, fileId);
    });
    if (freedKey) await this.storage.delete(freedKey);
    return this.detail(viewer, workspaceId, id);
  }

  /**
   * Finishes the job, or answers 409 occurrence_incomplete listing every requirement not met
   * (DECISIONS.md §7), so the phone can mark them all at once. A learn job marks the finisher's
   * training completed; a turnover job makes its rental clean, in the same transaction. An expired
   * subscription does not stop it (DECISIONS.md §7: in-progress work can be finished).
   */
  async finish(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    body: FinishRequest,
  ): Promise<TOccurrenceDetail> {
    await this.startedStep(viewer, workspaceId, id, async ({ tx, repo, occurrence, task, now }) => {
      if (task.type !== 'inspect' && body.result !== null) throw fieldError('body.result', 'notAllowed');
      const missing: FieldProblem[] = [];
      const photos = await repo.photoCountsByPhase(occurrence.id);
      if (task.photosBefore && photos.before === 0)
        missing.push({ path: 'photosBefore', key: 'photosBeforeMissing' });
      if (task.photosAfter && photos.after === 0)
        missing.push({ path: 'photosAfter', key: 'photosAfterMissing' });
      if (task.requirePhoto && photos.before + photos.after === 0) {
        missing.push({ path: 'photos', key: 'photoMissing' });
      }
      if ((occurrence.checklist ?? []).some((item) => !item.done)) {
        missing.push({ path: 'checklist', key: 'checklistIncomplete' });
      }
      if (task.requireScan) {
        const scanned = new Set(occurrence.scans.map((s) => s.roomId));
        const rooms = await repo.roomsOfTasks([task.id]);
        if (rooms.some((room) => !scanned.has(room.id))) missing.push({ path: 'scan', key: 'scanMissing' });
      }
      if (task.type === 'inspect' && body.result === null)
        missing.push({ path: 'result', key: 'resultMissing' });
      if (missing.length) throw new AppError('occurrence_incomplete', { fields: missing });

      await repo.update(occurrence.id, {
        state: 'completed',
        finishedBy: viewer.userId,
        finishedAt: now,
        comment: body.comment || null,
        result: body.result,
      });
      if (task.type === 'learn') await repo.markTrainingCompleted(viewer.userId);
      if (task.origin === 'turnover') await markRentalCleanAfterTurnover(tx, occurrence.locationId, now);
      await raiseJobEvent(tx, 'taskFinished', viewer, occurrence, task);
      if (body.comment) await raiseJobEvent(tx, 'taskMessage', viewer, occurrence, task, body.comment);
    });
    return this.detail(viewer, workspaceId, id);
  }
}
