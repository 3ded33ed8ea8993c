import {
  complaintKind,
  RATING_MAX,
  RATING_MIN,
  shortenAtWord,
  type TComplaint,
  type TComplaintPage,
  type TComplaintReport,
  type TLanguage,
  type TStoredFile,
  type ZConvertComplaintRequest,
  type ZCreateComplaintRequest,
  ZGuestComplaintFields,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError, type FieldProblem, fieldError, notFound } from '../../errors';
import { isMessageKey } from '../../i18n/messages';
import type { FileStorage } from '../files/file-storage';
import { FilesRepository } from '../files/files.repository';
import { processAnonymousPhotos, storeAnonymousUploads } from '../files/files.service';
import type { SignedLinks } from '../files/signed-links';
import { toStoredFile } from '../files/stored-file-view';
import { recordLog } from '../logs/logs.repository';
import { raiseNotification } from '../notifications/raise';
import { assertActiveSubscription } from '../subscriptions/subscriptions.service';
import { TasksRepository } from '../tasks/tasks.repository';
import { TasksService } from '../tasks/tasks.service';
import { emitWebhook } from '../webhooks/emit';
import {
  type ComplaintListQuery,
  type ComplaintPlace,
  ComplaintsRepository,
  type ComplaintWithNames,
} from './complaints.repository';

type CreateComplaint = z.output<typeof ZCreateComplaintRequest>;
type ConvertComplaint = z.output<typeof ZConvertComplaintRequest>;

/** Who acts: their id and IP for the log, and the language a task made for them is titled in. */
export interface ComplaintActor {
  userId: string;
  ip: string;
  language: TLanguage;
}

/** What a guest sent on the QR page, read from the multipart body as it came. */
export interface GuestComplaintInput {
  fields: Record<string, string>;
  photos: { bytes: Buffer; name?: string }[];
}

/**
 * "2★ complaint: Towels were dirty…" — the task's title when the converter gives none, the
 * same words the web's convert form starts with (complaints:convert.defaultTitle); the text is cut at a
 * word, and the title goes into the notifications' subjects as it is.
 */
const TITLE_HEAD: Record<TLanguage, (rating: number) => string> = {
  en: (rating) => `${rating}★ complaint`,
  ru: (rating) => `Жалоба на ${rating}★`,
  kk: (rating) => `${rating}★ шағым`,
  es: (rating) => `Queja de ${rating}★`,
};
const TITLE_TEXT_CHARS = 60;
/** The stars that make a review a complaint rather than praise (contracts complaintKind). */
const COMPLAINT_RATINGS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, i) => RATING_MIN + i,
).filter((rating) => complaintKind(rating) === 'complaint');
/** A review typed in "as of" a later time than now is a mistake; a little clock skew is not. */
const FUTURE_SKEW_MS = 5 * 60_000;

export function complaintTaskTitle(rating: number, text: string, language: TLanguage): string {
  const head = TITLE_HEAD[language](rating);
  const snippet = shortenAtWord(text, TITLE_TEXT_CHARS);
  return snippet ? `${head}: ${snippet}` : head;
}

/** Zod's issues of the multipart fields as our field problems, under `body.` like any body's. */
function fieldProblemsOf(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: `body.${key}`, key: 'unknownField' }));
    }
    const vars = {
      min: 'minimum' in issue ? Number(issue.minimum) : 0,
      max: 'maximum' in issue ? Number(issue.maximum) : 0,
    };
    const key = isMessageKey(issue.message) ? issue.message : 'invalidValue';
    return [{ path: ['body', ...issue.path.map(String)].join('.'), key, vars }];
  });
}

/** Guests' reviews and complaints, and those the owner copies in (SPEC.md §3, DECISIONS.md §8). */
export class ComplaintsService {
  private readonly repo: ComplaintsRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
    private readonly taskHorizonDays: number,
  ) {
    this.repo = new ComplaintsRepository(db);
  }

  /** Photos batch-loaded for the whole page, their links signed for the viewer. */
  private async views(rows: ComplaintWithNames[], viewerId: string): Promise<TComplaint[]> {
    const ids = rows.map((r) => r.id);
    const [photoRows, reportRows] = await Promise.all([this.repo.photosOf(ids), this.repo.reportsOf(ids)]);
    // A joined report's photos are listed with it; the complaint's own are those of no report.
    const photos = new Map<string, TStoredFile[]>(rows.map((r) => [r.id, []]));
    for (const report of reportRows) photos.set(report.id, []);
    for (const { complaintId, reportId, file } of photoRows) {
      photos.get(reportId ?? complaintId)?.push(toStoredFile(file, this.links, viewerId));
    }
    const joined = new Map<string, TComplaintReport[]>(rows.map((r) => [r.id, []]));
    for (const report of reportRows) {
      joined.get(report.complaintId)?.push({
        id: report.id,
        rating: report.rating,
        text: report.text,
        photos: photos.get(report.id) ?? [],
        createdAt: report.createdAt.toISOString(),
      });
    }
    return rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      source: row.source,
      location: { id: row.locationId, title: row.locationTitle },
      room: { id: row.roomId, name: row.roomName },
      task: row.taskId && row.taskTitle !== null ? { id: row.taskId, title: row.taskTitle } : null,
      photos: photos.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
      reports: 1 + (joined.get(row.id)?.length ?? 0),
      joined: joined.get(row.id) ?? [],
    }));
  }

  async list(viewerId: string, workspaceId: string, query: ComplaintListQuery): Promise<TComplaintPage> {
    const { rows, total } = await this.repo.list(workspaceId, query);
    return { items: await this.views(rows, viewerId), total, page: query.page, pageSize: query.pageSize };
  }

  async get(viewerId: string, workspaceId: string, id: string): Promise<TComplaint> {
    const row = await this.repo.findInWorkspace(workspaceId, id);
    if (!row) throw notFound();
    const [view] = await this.views([row], viewerId);
    return view!;
  }

  /** The room behind a QR code; 404 for an unknown token, before the body is read. */
  async guestPlace(qrToken: string): Promise<ComplaintPlace> {
    const place = await this.repo.placeByToken(qrToken);
    if (!place) throw notFound();
    return place;
  }

  /**
   * A guest's complaint from the QR page (DECISIONS.md §8). Everything is checked before anything is
   * stored: fields, and that every photo is an image. Then the bytes are written and the rows made in
   * one transaction; bytes of a transaction that fails are removed. An expired subscription does not
   * stop it (DECISIONS.md §7: guests can still complain).
   */
  async createFromGuest(place: ComplaintPlace, ip: string, input: GuestComplaintInput): Promise<void> {
    const problems: FieldProblem[] = [];
    const parsed = ZGuestComplaintFields.safeParse(input.fields);
    if (!parsed.success) problems.push(...fieldProblemsOf(parsed.error));
    const { images, problems: photoProblems } = await processAnonymousPhotos(input.photos);
    problems.push(...photoProblems);
    if (problems.length || !parsed.success) throw new AppError('validation_failed', { fields: problems });

    const { workspaceId } = place;
    // Guests' photos are files of the room's workspace that nobody uploaded (docs/decisions/0033-guests-and-notifications-rules.md).
    await storeAnonymousUploads(this.db, this.storage, workspaceId, images, async (tx, photoIds) => {
      const values = {
        rating: parsed.data.rating,
        text: parsed.data.text,
        source: 'system' as const,
        createdAt: new Date(),
        photoIds,
        actorId: null,
        ip,
      };
      if (!(await this.join(tx, place, values))) await this.insert(tx, place, values);
    });
  }

  /**
   * A review the owner copies in from 2GIS, Google or elsewhere: a room of the workspace (404
   * otherwise) and photos uploaded first through POST /uploads, images of the workspace only.
   */
  async create(actor: ComplaintActor, workspaceId: string, body: CreateComplaint): Promise<TComplaint> {
    const createdAt = body.createdAt ? new Date(body.createdAt) : new Date();
    if (createdAt.getTime() > Date.now() + FUTURE_SKEW_MS) throw fieldError('body.createdAt', 'invalidValue');
    const photoIds = [...new Set(body.photoIds)];
    const id = await this.db.transaction(async (tx) => {
      const place = await new ComplaintsRepository(tx).placeInWorkspace(workspaceId, body.roomId);
      if (!place) throw notFound();
      const files = new FilesRepository(tx);
      for (const fileId of photoIds) {
        // A share lock keeps the orphan sweep from deleting the upload before it is attached.
        const file = await files.findInWorkspace(fileId, workspaceId, 'share');
        if (!file) throw notFound();
        if (file.kind !== 'image') throw fieldError('body.photoIds', 'notAnImage');
      }
      return this.insert(tx, place, {
        rating: body.rating,
        text: body.text,
        source: body.source,
        createdAt,
        photoIds,
        actorId: actor.userId,
        ip: actor.ip,
      });
    });
    return this.get(actor.userId, workspaceId, id);
  }

  /**
   * A guest's report joins the first open guest complaint about the same room made within the
   * location's merge window (DECISIONS.md §13): one spill, one complaint, one task. Its stars, text and
   * photos are kept as a report of that complaint; no new complaint is made, so the analytics count
   * the spill once, and nobody is told again (the first report already asked for action). Answers
   * false when there is none to join. The room's row lock makes two guests at once join in turn.
   */
  private async join(
    tx: Tx,
    place: ComplaintPlace,
    values: { rating: number; text: string; createdAt: Date; photoIds: string[]; ip: string },
  ): Promise<boolean> {
    // Praise is a review, never a spill to act on: it neither joins nor is joined (contracts complaintKind).
    if (place.mergeMinutes <= 0 || complaintKind(values.rating) !== 'complaint') return false;
    const repo = new ComplaintsRepository(tx);
    await repo.holdRoom(place.roomId);
    const since = new Date(values.createdAt.getTime() - place.mergeMinutes * 60_000);
    const open = await repo.openGuestComplaint(place.roomId, since, COMPLAINT_RATINGS);
    if (!open) return false;
    const report = await repo.insertReport({
      complaintId: open.id,
      rating: values.rating,
      text: values.text,
      createdAt: values.createdAt,
    });
    await repo.addPhotos(open.id, values.photoIds, report.id);
    await recordLog(tx, {
      action: 'create_complaint',
      userId: null,
      ip: values.ip,
      data: {
        workspaceId: place.workspaceId,
        complaintId: open.id,
        reportId: report.id,
        roomId: place.roomId,
        source: 'system',
        rating: values.rating,
      },
    });
    return true;
  }

  /** The complaint, its photos, the log line and the event, in the caller's transaction. */
  private async insert(
    tx: Tx,
    place: ComplaintPlace,
    values: {
      rating: number;
      text: string;
      source: TComplaint['source'];
      createdAt: Date;
      photoIds: string[];
      actorId: string | null;
      ip: string;
    },
  ): Promise<string> {
    const repo = new ComplaintsRepository(tx);
    const complaint = await repo.insert({
      workspaceId: place.workspaceId,
      locationId: place.locationId,
      roomId: place.roomId,
      rating: values.rating,
      text: values.text,
      source: values.source,
      createdBy: values.actorId,
      createdAt: values.createdAt,
    });
    await repo.addPhotos(complaint.id, values.photoIds);
    await recordLog(tx, {
      action: 'create_complaint',
      userId: values.actorId,
      ip: values.ip,
      data: {
        workspaceId: place.workspaceId,
        complaintId: complaint.id,
        roomId: place.roomId,
        source: values.source,
        rating: values.rating,
      },
    });
    await raiseNotification(tx, {
      event: 'complaintCreated',
      workspaceId: place.workspaceId,
      locationId: place.locationId,
      actorId: values.actorId,
      recipients: { ownerAndAdmins: true, teamHeadOf: place.locationTeamId },
      data: {
        complaintId: complaint.id,
        locationId: place.locationId,
        locationTitle: place.locationTitle,
        roomName: place.roomName,
        rating: values.rating,
        text: [...values.text].slice(0, 200).join(''),
      },
    });
    await this.emit(tx, 'complaint.created', place.workspaceId, complaint.id);
    return complaint.id;
  }

  /** Tells listening webhooks of the complaint as the workspace's owner reads it, in this transaction. */
  private emit(tx: Tx, event: 'complaint.created' | 'complaint.converted', workspaceId: string, id: string) {
    return emitWebhook(tx, event, { workspaceId, id }, (ownerId) =>
      new ComplaintsService(tx, this.storage, this.links, this.taskHorizonDays).get(ownerId, workspaceId, id),
    );
  }

  /**
   * Makes a one-time task for the complaint's room through TasksService.create, inside this
   * transaction (its own becomes a savepoint), so the task, its origin and the complaint's link to it
   * exist together or not at all (DECISIONS.md §8). The complaint's row lock makes a second convert
   * wait and then answer 409 complaint_converted.
   */
  async convert(
    actor: ComplaintActor,
    workspaceId: string,
    id: string,
    body: ConvertComplaint,
  ): Promise<TComplaint> {
    await this.db.transaction(async (tx) => {
      const repo = new ComplaintsRepository(tx);
      const complaint = await repo.lock(workspaceId, id);
      if (!complaint) throw notFound();
      if (complaint.taskId && (await repo.isTaskLive(complaint.taskId)))
        throw new AppError('complaint_converted');
      await assertActiveSubscription(tx, workspaceId);
      await this.checkPeople(tx, workspaceId, body);
      const [task] = await new TasksService(tx, this.taskHorizonDays).create(
        { userId: actor.userId, ip: actor.ip },
        workspaceId,
        {
          kind: 'one_time',
          locationId: complaint.locationId,
          roomIds: [complaint.roomId],
          title: body.title ?? complaintTaskTitle(complaint.rating, complaint.text, actor.language),
          description: complaint.text || null,
          type: 'working',
          startsAt: null,
          dueAt: body.dueAt,
          schedule: null,
          teamIds: body.teamId ? [body.teamId] : [],
          assigneeIds: body.assigneeIds,
          checklist: [],
          photosBefore: false,
          photosAfter: false,
          // The location's own requirements, as its turnover jobs get them (rental-turnover.ts).
          requireScan: complaint.locationRequireScan,
          requirePhoto: complaint.locationRequirePhoto,
          emergency: body.emergency,
        },
      );
      await new TasksRepository(tx).update(task!.id, { origin: 'complaint' });
      await repo.setTask(complaint.id, task!.id);
      await recordLog(tx, {
        action: 'convert_complaint',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, complaintId: complaint.id, taskId: task!.id },
      });
      await this.emit(tx, 'complaint.converted', workspaceId, complaint.id);
    });
    return this.get(actor.userId, workspaceId, id);
  }

  /**
   * The team and the people must be the workspace's, as for any task; checked here so the fields are
   * named as this body names them (teamId, not the tasks call's teamIds), both at once.
   */
  private async checkPeople(tx: Tx, workspaceId: string, body: ConvertComplaint): Promise<void> {
    const tasks = new TasksRepository(tx);
    const fields: FieldProblem[] = [];
    const uniqueAssignees = [...new Set(body.assigneeIds)];
    if (uniqueAssignees.length !== body.assigneeIds.length) {
      fields.push({ path: 'body.assigneeIds', key: 'duplicate' });
    } else if (
      (await tasks.activeEmployeeIds(workspaceId, uniqueAssignees)).length !== uniqueAssignees.length
    ) {
      fields.push({ path: 'body.assigneeIds', key: 'assigneeNotActive' });
    }
    if (body.teamId && !(await tasks.holdTeams(workspaceId, [body.teamId])).length) {
      fields.push({ path: 'body.teamId', key: 'teamNotInWorkspace' });
    }
    if (fields.length) throw new AppError('validation_failed', { fields });
  }

  /** A converted complaint can go too: the task stays (DECISIONS.md §8). */
  async delete(actor: ComplaintActor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await new ComplaintsRepository(tx).delete(workspaceId, id))) throw notFound();
      await recordLog(tx, {
        action: 'delete_complaint',
        userId: actor.userId,
        ip: actor.ip,
        data: { workspaceId, complaintId: id },
      });
    });
  }
}
