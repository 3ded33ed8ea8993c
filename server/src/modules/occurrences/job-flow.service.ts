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
import { AppError, fieldError, notFound } from '../../errors';
import type { FileStorage } from '../files/file-storage';
import { FilesRepository } from '../files/files.repository';
import { deleteFileIfUnattached } from '../files/files.service';
import type { SignedLinks } from '../files/signed-links';
import { stepTime } from '../idempotency/device-time';
import { applyOnce, LIVE_STEP, type StepAnswer, type StepReplay } from '../idempotency/step-replay';
import {
  createInspectionAfterCleaning,
  createRecleanAfterFailedInspection,
  failedItems,
  isCleaning,
} from '../inspections/inspection-jobs';
import { raiseNotification } from '../notifications/raise';
import { matchesRoom } from '../rooms/room-code';
import { markRentalCleanAfterTurnover } from '../tasks/rental-turnover';
import { unmetRequirements } from './finish-requirements';
import { emitJobWebhooks } from './job-webhooks';
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
  /** The device's time of the step, if it sent one (X-Device-Time). */
  deviceTime: Date | null;
  /** When the step is recorded: the device's time kept within [the latest of notBefore, now] (device-time.ts). */
  timeOf(...notBefore: (Date | null | undefined)[]): Date;
}

/** Who takes which step on which job, and how it was sent (live, or from a device's queue). */
interface StepCall {
  viewer: Viewer;
  workspaceId: string;
  id: string;
  replay: StepReplay;
}

type StepName = 'pick' | 'start' | 'scan' | 'tick' | 'add_photo' | 'remove_photo' | 'finish';
type Answer = Promise<StepAnswer<TOccurrenceDetail>>;

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
    data: {
      taskId: task.id,
      occurrenceId: occurrence.id,
      taskTitle: task.title,
      taskTitleKey: task.titleKey,
      ...(text ? { text } : {}),
    },
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
    private readonly links: SignedLinks,
  ) {
    this.occurrences = new OccurrencesService(db, links);
  }

  /**
   * Locks the job and checks the actor: a foreign or missing id is 404 (DECISIONS.md §2), someone not
   * assigned 403 not_assigned, a finished job 409 occurrence_closed, a team job picked by someone else
   * 409 occurrence_taken, and with `needsStart` a job not started 409 occurrence_not_started. `work`
   * then does the step; a storage key it answers (a freed file) is deleted after the commit.
   *
   * With an Idempotency-Key the key is claimed first in the same transaction
   * (step-replay.ts): a key already applied answers its stored job without locking or checking
   * anything, and a new one stores the job as this step leaves it, read inside the transaction.
   * Without a key the job is read after the commit, as it always was.
   */
  private async run(
    call: StepCall,
    name: StepName,
    input: unknown,
    needsStart: boolean,
    work: (step: Step) => Promise<unknown>,
  ): Answer {
    const { viewer, workspaceId, id, replay } = call;
    let freedKey: string | null = null;
    const who = { userId: viewer.userId, workspaceId, step: `occurrence.${name}`, occurrenceId: id, input };
    const answer = await this.db.transaction((tx) =>
      applyOnce(tx, replay.key, who, async () => {
        const repo = new OccurrencesRepository(tx);
        const occurrence = await repo.lock(workspaceId, id);
        if (!occurrence) throw notFound();
        const task = (await repo.findTask(occurrence.taskId))!;
        const access = await workAccess(repo, occurrence, task, viewer);
        if (access === 'not_assigned') throw new AppError('not_assigned');
        if (occurrence.state === 'completed') throw closed();
        if (access === 'taken') throw new AppError('occurrence_taken');
        if (needsStart && !occurrence.startedAt) throw notStarted();
        const now = new Date();
        const timeOf = (...notBefore: (Date | null | undefined)[]) =>
          stepTime(replay.deviceTime, now, ...notBefore);
        const freed = await work({ tx, repo, occurrence, task, now, deviceTime: replay.deviceTime, timeOf });
        if (typeof freed === 'string') freedKey = freed;
        return replay.key ? new OccurrencesService(tx, this.links, true).get(viewer, workspaceId, id) : null;
      }),
    );
    if (freedKey) await this.storage.delete(freedKey);
    if (answer.body) return { ...answer, body: answer.body };
    return { ...answer, body: await this.occurrences.get(viewer, workspaceId, id) };
  }

  /**
   * A team job is picked by one member (DECISIONS.md §7). Two pickers at once queue on the row lock:
   * the first picks, the second then reads the picked row and gets 409 occurrence_taken. Picking a
   * job one already holds changes nothing.
   */
  async pick(viewer: Viewer, workspaceId: string, id: string, replay = LIVE_STEP): Answer {
    return this.run({ viewer, workspaceId, id, replay }, 'pick', null, false, async (step) => {
      const { tx, repo, occurrence, task } = step;
      if (occurrence.pickedBy === viewer.userId) return;
      // Only a team job is picked; one assigned to people directly is theirs already.
      if (task.teamId === null) throw new AppError('conflict');
      await repo.update(occurrence.id, {
        pickedBy: viewer.userId,
        pickedAt: step.timeOf(occurrence.createdAt),
      });
      await raiseJobEvent(tx, 'taskPicked', viewer, occurrence, task);
    });
  }

  /**
   * Copies the task's checklist into the job, unticked, so a later edit of the task leaves a started
   * report as it was. Starting an unpicked team job picks it; a job started after its due time is
   * overdue (DECISIONS.md §7), judged at the start's (device) time. Starting a started job changes
   * nothing.
   */
  async start(viewer: Viewer, workspaceId: string, id: string, replay = LIVE_STEP): Answer {
    return this.run({ viewer, workspaceId, id, replay }, 'start', null, false, async (step) => {
      const { tx, repo, occurrence, task } = step;
      if (occurrence.startedAt) return;
      const at = step.timeOf(occurrence.createdAt, occurrence.pickedAt);
      const pick = task.teamId !== null && occurrence.pickedBy === null;
      await repo.update(occurrence.id, {
        state: effectiveState(occurrence, at) === 'overdue' ? 'overdue' : 'in_progress',
        startedBy: viewer.userId,
        startedAt: at,
        checklist: uncheckedItems(task.checklist),
        ...(pick ? { pickedBy: viewer.userId, pickedAt: at } : {}),
      });
      // A start that picks the job is told as the start only: the same people would hear twice.
      await raiseJobEvent(tx, 'taskStarted', viewer, occurrence, task);
    });
  }

  /**
   * Presence in a room of the task: its QR URL, bare token or the typed short code (room-code.ts).
   * Another room's code is 400 wrong_room. The first scan of each room is the one kept.
   */
  async scan(viewer: Viewer, workspaceId: string, id: string, code: string, replay = LIVE_STEP): Answer {
    return this.run({ viewer, workspaceId, id, replay }, 'scan', { code }, true, async (step) => {
      const { repo, occurrence, task } = step;
      const room = (await repo.roomsOfTasks([task.id])).find((r) => matchesRoom(code, r.qrToken));
      if (!room) throw new AppError('wrong_room');
      if (occurrence.scans.some((s) => s.roomId === room.id)) return;
      const at = step.timeOf(occurrence.startedAt);
      await repo.update(occurrence.id, {
        scans: [...occurrence.scans, { roomId: room.id, at: at.toISOString() }],
      });
    });
  }

  /**
   * Ticks or unticks one item of the job's own checklist; written under the row lock, so no tick is
   * lost. An item keeps no time, so a device time changes nothing here. On an inspection, an item is
   * marked failed with a note and a photo (DECISIONS.md §13): each missing one is 400 naming it
   * (`body.note`, `body.fileId`); the photo is attached to the job as an after photo, so it is kept
   * and shown with the report. Unticking or passing an item clears its failure.
   */
  async tick(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    body: TChecklistTickRequest,
    replay = LIVE_STEP,
  ): Answer {
    return this.run({ viewer, workspaceId, id, replay }, 'tick', body, true, async (step) => {
      const { repo, occurrence, task } = step;
      const items = occurrence.checklist ?? [];
      if (!items.some((item) => item.id === body.itemId)) throw fieldError('body.itemId', 'invalidValue');
      const failing = body.failed === true;
      let photoId: string | null = null;
      if (failing) {
        if (task.type !== 'inspect') throw fieldError('body.failed', 'inspectionOnly');
        if (!body.done) throw fieldError('body.done', 'invalidValue');
        const missing = [
          ...(body.note?.trim() ? [] : [{ path: 'body.note', key: 'failNoteMissing' as const }]),
          ...(body.fileId ? [] : [{ path: 'body.fileId', key: 'failPhotoMissing' as const }]),
        ];
        if (missing.length) throw new AppError('validation_failed', { fields: missing });
        photoId = await this.attachPhoto(step, viewer, body.fileId!, 'after');
      }
      await repo.update(occurrence.id, {
        checklist: items.map((item) => {
          if (item.id !== body.itemId) return item;
          const { failed: _failed, note: _note, photoId: _photo, ...rest } = item;
          return failing
            ? { ...rest, done: true, failed: true, note: body.note!.trim(), photoId }
            : { ...rest, done: body.done };
        }),
      });
    });
  }

  /**
   * Attaches an uploaded photo of the workspace to the job (a no-op for one it has), with the checks of
   * addPhoto, and answers its file id.
   */
  private async attachPhoto(step: Step, viewer: Viewer, fileId: string, phase: 'before' | 'after') {
    const { tx, repo, occurrence } = step;
    // A share lock keeps the orphan sweep from deleting the upload before it is attached.
    const file = await new FilesRepository(tx).findInWorkspace(fileId, occurrence.workspaceId, 'share');
    if (!file) throw new AppError('not_found', { fields: [{ path: 'body.fileId', key: 'uploadGone' }] });
    if (file.kind !== 'image') throw fieldError('body.fileId', 'notAPhoto');
    const counts = await repo.photoCountsByPhase(occurrence.id);
    if (counts.before + counts.after >= OCCURRENCE_PHOTOS_MAX) {
      throw fieldError('body.fileId', 'photosLimit', { max: OCCURRENCE_PHOTOS_MAX });
    }
    await repo.addPhoto({
      occurrenceId: occurrence.id,
      fileId: file.id,
      phase,
      takenBy: viewer.userId,
      createdAt: step.timeOf(occurrence.startedAt),
    });
    return file.id;
  }

  /**
   * Attaches an uploaded photo (POST /uploads first). A file that is not the workspace's is 404, like
   * any foreign id (DECISIONS.md §2), naming body.fileId so a phone tells it from a deleted job and
   * uploads its own copy again (an upload left unattached for a day is deleted); one that is not an
   * image is 400 on body.fileId; a job holds at
   * most OCCURRENCE_PHOTOS_MAX photos (400 photosLimit). Adding a photo the job has is a no-op.
   * Refused for the job's state (taken, closed…), the upload is left as it is: the device keeps it
   * and the orphan sweep removes it only after a day (files/orphan-files.ts).
   */
  async addPhoto(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    body: TAddOccurrencePhotoRequest,
    replay = LIVE_STEP,
  ): Answer {
    return this.run({ viewer, workspaceId, id, replay }, 'add_photo', body, true, async (step) => {
      await this.attachPhoto(step, viewer, body.fileId, body.phase);
    });
  }

  /** Removes a photo from an unfinished job; the file goes too unless something else holds it. */
  async removePhoto(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    fileId: string,
    replay = LIVE_STEP,
  ): Answer {
    const call = { viewer, workspaceId, id, replay };
    return this.run(call, 'remove_photo', { fileId }, true, async ({ tx, repo, occurrence }) => {
      if (!(await new FilesRepository(tx).findInWorkspace(fileId, workspaceId, 'update'))) throw notFound();
      if (!(await repo.removePhoto(occurrence.id, fileId))) throw notFound();
      return deleteFileIfUnattached(tx, fileId);
    });
  }

  /**
   * Finishes the job, or answers 409 occurrence_incomplete listing every requirement not met
   * (DECISIONS.md §7), so the phone can mark them all at once. A learn job marks the finisher's
   * training completed; a turnover job makes its rental clean, in the same transaction. A cleaning at
   * a location that inspects after each one makes the inspection job, and a failed inspection its
   * re-clean job, in the same transaction (DECISIONS.md §13). An expired
   * subscription does not stop it (DECISIONS.md §7: in-progress work can be finished). A finish made
   * offline keeps the device's time, but never before the job's start, scans or photos.
   */
  async finish(
    viewer: Viewer,
    workspaceId: string,
    id: string,
    body: FinishRequest,
    replay = LIVE_STEP,
  ): Answer {
    return this.run({ viewer, workspaceId, id, replay }, 'finish', body, true, async (step) => {
      const { tx, repo, occurrence, task } = step;
      if (task.type !== 'inspect' && body.result !== null) throw fieldError('body.result', 'notAllowed');
      // An inspection with a checklist is decided by its items (DECISIONS.md §13): any failed one
      // fails it, and a pass sent with one is a contradiction, not a choice.
      const failed = failedItems(occurrence.checklist);
      if (failed.length && body.result === 'pass') throw fieldError('body.result', 'failedItemsNoPass');
      const judged = task.type === 'inspect' && (occurrence.checklist ?? []).length > 0;
      const result = failed.length ? 'fail' : judged ? (body.result ?? 'pass') : body.result;
      const missing = await unmetRequirements(repo, occurrence, task, { ...body, result });
      if (missing.length) throw new AppError('occurrence_incomplete', { fields: missing });

      // The latest step the job records bounds a device's finish time from below; a live finish is now.
      const finishedAt = step.deviceTime
        ? step.timeOf(
            occurrence.startedAt,
            ...occurrence.scans.map((s) => new Date(s.at)),
            await repo.lastPhotoAt(occurrence.id),
          )
        : step.now;
      await repo.update(occurrence.id, {
        state: 'completed',
        finishedBy: viewer.userId,
        finishedAt,
        comment: body.comment || null,
        result,
      });
      if (task.type === 'learn') await repo.markTrainingCompleted(viewer.userId);
      if (task.origin === 'turnover')
        await markRentalCleanAfterTurnover(tx, occurrence.locationId, finishedAt);
      if (isCleaning(task)) await createInspectionAfterCleaning(tx, { task, finishedAt });
      if (task.type === 'inspect' && result === 'fail' && failed.length)
        await createRecleanAfterFailedInspection(tx, { task, occurrence, failed, finishedAt });
      await raiseJobEvent(tx, 'taskFinished', viewer, occurrence, task);
      await emitJobWebhooks(tx, 'job.finished', [{ workspaceId, id: occurrence.id }]);
      if (body.comment) await raiseJobEvent(tx, 'taskMessage', viewer, occurrence, task, body.comment);
    });
  }
}
