import { createHash, randomBytes } from 'node:crypto';
import {
  CONTRACTOR_ANSWER_PHOTOS_MAX,
  contractorPagePath,
  type TContractorLink,
  type TLanguage,
  type TMessagingType,
  type TNotificationData,
  type TProblem,
  type TProblemEvent,
  type TProblemEventType,
  type TProblemPage,
  type TProblemState,
  type TProblemSummary,
  type TPublicProblem,
  type TRight,
  type TStoredFile,
  type ZAssignProblemRequest,
  ZContractorAnswerFields,
  type ZReportProblemRequest,
  type ZResolveProblemRequest,
  type ZSendToContractorRequest,
  type ZWontFixProblemRequest,
} from '@cleanops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { ContractorLinkRow, FileRow } from '../../db/schema';
import { AppError, type FieldProblem, fieldError, notFound } from '../../errors';
import type { MessageKey } from '../../i18n/messages';
import { isMessageKey } from '../../i18n/messages';
import type { FileStorage } from '../files/file-storage';
import { FilesRepository } from '../files/files.repository';
import { processAnonymousPhotos, storeAnonymousUploads } from '../files/files.service';
import type { SignedLinks } from '../files/signed-links';
import { toStoredFile } from '../files/stored-file-view';
import { applyOnce, type StepAnswer, type StepReplay } from '../idempotency/step-replay';
import type { Messaging } from '../messaging/messaging.types';
import { raiseNotification } from '../notifications/raise';
import { emitWebhook } from '../webhooks/emit';
import { formatUntil, renderContractorMessage } from './contractor-message';
import { type ProblemListQuery, type ProblemRecord, ProblemsRepository } from './problems.repository';

type ReportProblem = z.output<typeof ZReportProblemRequest>;
type AssignProblem = z.output<typeof ZAssignProblemRequest>;
type SendToContractor = z.output<typeof ZSendToContractorRequest>;
type ResolveProblem = z.output<typeof ZResolveProblemRequest>;
type WontFixProblem = z.output<typeof ZWontFixProblemRequest>;

/** Who acts: their id and rights (what they may see and where they may report). */
export interface ProblemActor {
  userId: string;
  rights: ReadonlySet<TRight>;
  name: string;
}

/** What a contractor sent from their page, read from the multipart body as it came. */
export interface ContractorAnswerInput {
  fields: Record<string, string>;
  photos: { bytes: Buffer; name?: string }[];
}

const DAY_MS = 86_400_000;
const ACTIVE: readonly TProblemState[] = ['open', 'in_progress'];
const CLOSED: readonly TProblemState[] = ['resolved', 'wont_fix'];
/** The path a contractor's photo links are signed for; the signing "user" is the link's id. */
export const publicPhotoPath = (fileId: string) => `/api/public/problem-photos/${fileId}`;

const STATE_MESSAGE: Record<TProblemState, MessageKey> = {
  open: 'problemIsOpen',
  in_progress: 'problemIsInProgress',
  resolved: 'problemIsResolved',
  wont_fix: 'problemIsWontFix',
};
/** 409 problem_state, its message naming the state the problem is in. */
const wrongState = (state: TProblemState) =>
  new AppError('problem_state', { messageKey: STATE_MESSAGE[state], vars: { state } });

/** The link's token as stored: its SHA-256, so a read of the table gives nobody a working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The messaging channel a contractor's link goes out on. */
const MESSAGING_CHANNEL: Record<SendToContractor['channel'], TMessagingType> = {
  email: 'email',
  sms: 'phone',
  whatsapp: 'whatsapp',
};

function linkStatus(link: ContractorLinkRow, now: Date): TContractorLink['status'] {
  if (link.answeredAt) return 'answered';
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** Zod's issues of the multipart fields as our field problems, under `body.` like any body's. */
function fieldProblemsOf(error: z.ZodError): FieldProblem[] {
  return error.issues.flatMap((issue): FieldProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ path: `body.${key}`, key: 'unknownField' }));
    }
    const key = isMessageKey(issue.message) ? issue.message : 'invalidValue';
    return [{ path: ['body', ...issue.path.map(String)].join('.'), key }];
  });
}

/**
 * Problems (DECISIONS.md §13): reported by a working member with photos, assigned to a member or sent
 * to a contractor through a one-time link, resolved or closed as won't fix, reopened. Every step is
 * on the timeline and told to the reporter, the owner and administrators, and the managers of the
 * location's team, in the transaction that makes it.
 */
export class ProblemsService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
    private readonly messaging: Messaging,
    private readonly log: FastifyBaseLogger,
  ) {}

  // ---- views -------------------------------------------------------------------------------

  private async summaries(
    repo: ProblemsRepository,
    rows: ProblemRecord[],
    viewerId: string,
  ): Promise<{ views: TProblemSummary[]; photos: Map<string, { eventId: string; file: FileRow }[]> }> {
    const ids = rows.map((r) => r.id);
    const [allPhotos, reports] = await Promise.all([repo.photosOf(ids), repo.reportEventsOf(ids)]);
    const photos = new Map<string, { eventId: string; file: FileRow }[]>(ids.map((id) => [id, []]));
    for (const photo of allPhotos) photos.get(photo.problemId)?.push(photo);
    const views = rows.map((row): TProblemSummary => {
      const own = (photos.get(row.id) ?? []).filter((p) => p.eventId === reports.get(row.id));
      return {
        id: row.id,
        location: { id: row.locationId, title: row.locationTitle },
        room: row.roomId && row.roomName !== null ? { id: row.roomId, name: row.roomName } : null,
        occurrenceId: row.occurrenceId,
        kind: row.kind,
        severity: row.severity,
        state: row.state,
        text: row.text,
        reporter: row.reporter,
        assignee: row.assignee,
        cover: own[0] ? toStoredFile(own[0].file, this.links, viewerId) : null,
        photosCount: own.length,
        closedAt: row.closedAt?.toISOString() ?? null,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
    return { views, photos };
  }

  private linkView(link: ContractorLinkRow, now: Date): TContractorLink {
    return {
      id: link.id,
      name: link.contractorName,
      channel: link.channel,
      address: link.address,
      language: link.language,
      accessNotes: link.accessNotes,
      createdAt: link.createdAt.toISOString(),
      expiresAt: link.expiresAt.toISOString(),
      revokedAt: link.revokedAt?.toISOString() ?? null,
      openedAt: link.openedAt?.toISOString() ?? null,
      answeredAt: link.answeredAt?.toISOString() ?? null,
      status: linkStatus(link, now),
    };
  }

  private async detail(db: Db | Tx, row: ProblemRecord, viewerId: string): Promise<TProblem> {
    const repo = new ProblemsRepository(db);
    const [{ views, photos }, events, link] = await Promise.all([
      this.summaries(repo, [row], viewerId),
      repo.events(row.id),
      repo.latestLink(row.id),
    ]);
    const reportEvent = events.find((e) => e.type === 'reported')?.id;
    const byEvent = new Map<string, TStoredFile[]>();
    for (const { eventId, file } of photos.get(row.id) ?? []) {
      const list = byEvent.get(eventId) ?? [];
      list.push(toStoredFile(file, this.links, viewerId));
      byEvent.set(eventId, list);
    }
    return {
      ...views[0]!,
      photos: (reportEvent && byEvent.get(reportEvent)) || [],
      events: events.map(
        (e): TProblemEvent => ({
          id: e.id,
          type: e.type,
          actor: e.actor,
          apiKey: e.apiKey,
          contractorName: e.contractorName,
          assignee: e.assignee,
          comment: e.comment,
          photos: byEvent.get(e.id) ?? [],
          createdAt: e.createdAt.toISOString(),
        }),
      ),
      contractorLink: link ? this.linkView(link, new Date()) : null,
    };
  }

  /** Whoever may not manage problems sees only those they reported or were given. */
  private scopeOf(actor: ProblemActor): string | null {
    return actor.rights.has('manage_problems') ? null : actor.userId;
  }

  async list(actor: ProblemActor, workspaceId: string, query: ProblemListQuery): Promise<TProblemPage> {
    const repo = new ProblemsRepository(this.db);
    const { rows, total } = await repo.list(workspaceId, query, this.scopeOf(actor));
    const { views } = await this.summaries(repo, rows, actor.userId);
    return { items: views, total, page: query.page, pageSize: query.pageSize };
  }

  async get(actor: ProblemActor, workspaceId: string, id: string): Promise<TProblem> {
    const row = await new ProblemsRepository(this.db).find(workspaceId, id);
    const only = this.scopeOf(actor);
    if (!row || (only && row.reportedBy !== only && row.assigneeId !== only)) throw notFound();
    return this.detail(this.db, row, actor.userId);
  }

  // ---- steps -------------------------------------------------------------------------------

  /**
   * Tells the reporter, the owner and administrators, the managers of the location's team and the
   * assignee of a step, inside the step's transaction (never the one who took it).
   */
  private async notify(
    tx: Tx,
    problem: ProblemRecord,
    step: TProblemEventType,
    actor: { userId: string | null; contractorName?: string },
    extra: Partial<TNotificationData> = {},
  ): Promise<void> {
    const repo = new ProblemsRepository(tx);
    const managers = await repo.managersOfTeam(problem.locationTeamId);
    const people = [problem.reportedBy, problem.assigneeId, ...managers].filter((id): id is string => !!id);
    await raiseNotification(tx, {
      event: step === 'reported' ? 'problemReported' : 'problemUpdated',
      workspaceId: problem.workspaceId,
      locationId: problem.locationId,
      actorId: actor.userId,
      recipients: { ownerAndAdmins: true, userIds: [...new Set(people)] },
      data: {
        problemId: problem.id,
        problemSeverity: problem.severity,
        problemStep: step,
        text: problem.text,
        roomName: problem.roomName,
        locationId: problem.locationId,
        locationTitle: problem.locationTitle,
        ...(actor.contractorName !== undefined ? { actorName: actor.contractorName } : {}),
        ...extra,
      },
    }); // Webhooks get the problem as its owner reads it once this step is done.
    await emitWebhook(
      tx,
      step === 'reported' ? 'problem.created' : 'problem.updated',
      { workspaceId: problem.workspaceId, id: problem.id },
      async (ownerId) => {
        const row = await repo.find(problem.workspaceId, problem.id);
        return row ? this.detail(tx, row, ownerId) : undefined;
      },
    );
  }

  /**
   * A member reports a problem where they work (DECISIONS.md §13): at a location of their team, or
   * any location they may read. Photos were uploaded first, like a job's. With an Idempotency-Key the
   * report is made once: sent again (an offline phone's queue), it answers the same problem.
   */
  async report(
    actor: ProblemActor,
    workspaceId: string,
    body: ReportProblem,
    replay: StepReplay,
  ): Promise<StepAnswer<TProblem>> {
    const answer = await this.db.transaction(async (tx) => {
      const who = {
        userId: actor.userId,
        workspaceId,
        step: 'problem.report',
        occurrenceId: null,
        input: body,
      };
      return applyOnce(tx, replay.key, who, async () => {
        const repo = new ProblemsRepository(tx);
        const place = await repo.place(workspaceId, body.locationId);
        if (!place)
          throw new AppError('not_found', { fields: [{ path: 'body.locationId', key: 'invalidValue' }] });
        const worksThere =
          actor.rights.has('get_locations') ||
          (place.teamId ? await repo.inTeam(actor.userId, place.teamId) : false);
        if (!worksThere) throw new AppError('forbidden');
        if (body.roomId && !(await repo.roomInLocation(workspaceId, place.id, body.roomId)))
          throw fieldError('body.roomId', 'invalidValue');
        if (body.occurrenceId && !(await repo.occurrenceInLocation(workspaceId, place.id, body.occurrenceId)))
          throw fieldError('body.occurrenceId', 'invalidValue');
        const photoIds = [...new Set(body.photoIds)];
        const fileRepo = new FilesRepository(tx);
        for (const [index, fileId] of photoIds.entries()) {
          // A share lock keeps the orphan sweep from deleting the upload before it is attached.
          const file = await fileRepo.findInWorkspace(fileId, workspaceId, 'share');
          if (!file)
            throw new AppError('not_found', {
              fields: [{ path: `body.photoIds.${index}`, key: 'uploadGone' }],
            });
          if (file.kind !== 'image') throw fieldError(`body.photoIds.${index}`, 'notAPhoto');
        }
        const now = replay.deviceTime && replay.deviceTime < new Date() ? replay.deviceTime : new Date();
        const created = await repo.insert({
          workspaceId,
          locationId: place.id,
          roomId: body.roomId,
          occurrenceId: body.occurrenceId,
          reportedBy: actor.userId,
          kind: body.kind,
          severity: body.severity,
          text: body.text,
          createdAt: now,
          updatedAt: now,
        });
        const event = await repo.addEvent({
          problemId: created.id,
          type: 'reported',
          actorId: actor.userId,
          createdAt: now,
        });
        await repo.addPhotos(created.id, event.id, photoIds);
        const problem = (await repo.find(workspaceId, created.id))!;
        await this.notify(tx, problem, 'reported', { userId: actor.userId });
        return { id: created.id };
      });
    });
    const problem = await this.get(
      { ...actor, rights: new Set([...actor.rights, 'manage_problems']) },
      workspaceId,
      answer.body.id,
    );
    return { status: 201, body: problem, replayed: answer.replayed };
  }

  /** A step on a problem of the workspace: locked, checked, changed, on the timeline, told. */
  private async step(
    actor: ProblemActor,
    workspaceId: string,
    id: string,
    change: (tx: Tx, repo: ProblemsRepository, problem: ProblemRecord, now: Date) => Promise<void>,
  ): Promise<TProblem> {
    await this.db.transaction(async (tx) => {
      const repo = new ProblemsRepository(tx);
      const problem = await repo.find(workspaceId, id, true);
      if (!problem) throw notFound();
      await change(tx, repo, problem, new Date());
    });
    const row = await new ProblemsRepository(this.db).find(workspaceId, id);
    return this.detail(this.db, row!, actor.userId);
  }

  /** A member of the workspace takes it on: in progress, theirs. */
  async assign(actor: ProblemActor, workspaceId: string, id: string, body: AssignProblem): Promise<TProblem> {
    return this.step(actor, workspaceId, id, async (tx, repo, problem, now) => {
      if (!ACTIVE.includes(problem.state)) throw wrongState(problem.state);
      const member = await repo.member(workspaceId, body.userId);
      if (!member)
        throw new AppError('not_found', { fields: [{ path: 'body.userId', key: 'invalidValue' }] });
      await repo.update(problem.id, { state: 'in_progress', assigneeId: member.id, updatedAt: now });
      await repo.addEvent({
        problemId: problem.id,
        type: 'assigned',
        actorId: actor.userId,
        assigneeId: member.id,
        createdAt: now,
      });
      await this.notify(tx, { ...problem, assigneeId: member.id }, 'assigned', { userId: actor.userId });
    });
  }

  /**
   * Sends the problem to a contractor: a new link (any earlier one still usable is withdrawn, so one
   * problem has one live link), the problem in progress, and the message in the contractor's language
   * once the transaction has committed.
   */
  async sendToContractor(
    actor: ProblemActor,
    workspaceId: string,
    id: string,
    body: SendToContractor,
    publicUrl: string,
  ): Promise<TProblem> {
    const channel = MESSAGING_CHANNEL[body.channel];
    if (!this.messaging.available().includes(channel))
      throw new AppError('channel_unavailable', { fields: [{ path: 'body.channel', key: 'invalidValue' }] });
    const token = randomBytes(32).toString('base64url');
    let sent: { link: ContractorLinkRow; problem: ProblemRecord } | null = null;
    const view = await this.step(actor, workspaceId, id, async (tx, repo, problem, now) => {
      if (!ACTIVE.includes(problem.state)) throw wrongState(problem.state);
      const revoked = await repo.revokeLinks(problem.id, now);
      for (const old of revoked) {
        await repo.addEvent({
          problemId: problem.id,
          type: 'link_revoked',
          actorId: actor.userId,
          contractorName: old.contractorName,
          createdAt: now,
        });
      }
      const link = await repo.insertLink({
        workspaceId,
        problemId: problem.id,
        tokenHash: hashToken(token),
        contractorName: body.name,
        channel: body.channel,
        address: body.address,
        language: body.language,
        accessNotes: body.accessNotes,
        createdBy: actor.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
      });
      await repo.update(problem.id, { state: 'in_progress', updatedAt: now });
      // A millisecond later, so the timeline shows the old link withdrawn before the new one is sent.
      await repo.addEvent({
        problemId: problem.id,
        type: 'sent_to_contractor',
        actorId: actor.userId,
        contractorName: body.name,
        comment: body.accessNotes || null,
        createdAt: new Date(now.getTime() + 1),
      });
      await this.notify(
        tx,
        problem,
        'sent_to_contractor',
        { userId: actor.userId },
        { actorName: body.name },
      );
      sent = { link, problem };
    });
    if (sent) await this.deliverLink(sent, token, actor.name, publicUrl);
    return view;
  }

  /** The contractor's message; a failed delivery is logged, and the owner may send the link again. */
  private async deliverLink(
    sent: { link: ContractorLinkRow; problem: ProblemRecord },
    token: string,
    sender: string,
    publicUrl: string,
  ): Promise<void> {
    const { link, problem } = sent;
    const language: TLanguage = link.language;
    const { subject, text } = renderContractorMessage({
      contractorName: link.contractorName,
      sender,
      locationTitle: problem.locationTitle,
      address: problem.locationAddress,
      text: problem.text.length > 160 ? `${problem.text.slice(0, 157)}…` : problem.text,
      url: `${publicUrl}${contractorPagePath(token)}`,
      until: formatUntil(link.expiresAt, language),
      language,
    });
    try {
      await this.messaging.sendNotice({
        channel: MESSAGING_CHANNEL[link.channel],
        to: link.address,
        kind: 'problem_link',
        subject,
        text,
        language,
      });
    } catch (err) {
      this.log.warn({ err, linkId: link.id, channel: link.channel }, 'Contractor link not delivered');
    }
  }

  /** Withdraws the live link at once; a problem nobody else works on goes back to open. */
  async revokeLink(actor: ProblemActor, workspaceId: string, id: string): Promise<TProblem> {
    return this.step(actor, workspaceId, id, async (tx, repo, problem, now) => {
      const revoked = await repo.revokeLinks(problem.id, now);
      if (!revoked.length) throw new AppError('not_found', { messageKey: 'noActiveLink' });
      const back = problem.state === 'in_progress' && !problem.assigneeId;
      await repo.update(problem.id, { ...(back ? { state: 'open' as const } : {}), updatedAt: now });
      for (const link of revoked) {
        await repo.addEvent({
          problemId: problem.id,
          type: 'link_revoked',
          actorId: actor.userId,
          contractorName: link.contractorName,
          createdAt: now,
        });
      }
      await this.notify(tx, problem, 'link_revoked', { userId: actor.userId });
    });
  }

  /** Closes it as resolved or won't fix; a link still out is withdrawn with it. */
  private async close(
    actor: ProblemActor,
    workspaceId: string,
    id: string,
    to: 'resolved' | 'wont_fix',
    comment: string | null,
  ): Promise<TProblem> {
    return this.step(actor, workspaceId, id, async (tx, repo, problem, now) => {
      if (!ACTIVE.includes(problem.state)) throw wrongState(problem.state);
      await repo.revokeLinks(problem.id, now);
      await repo.update(problem.id, {
        state: to,
        closedAt: now,
        reason: to === 'wont_fix' ? comment : null,
        updatedAt: now,
      });
      await repo.addEvent({
        problemId: problem.id,
        type: to,
        actorId: actor.userId,
        comment,
        createdAt: now,
      });
      await this.notify(tx, problem, to, { userId: actor.userId });
    });
  }

  async resolve(
    actor: ProblemActor,
    workspaceId: string,
    id: string,
    body: ResolveProblem,
  ): Promise<TProblem> {
    return this.close(actor, workspaceId, id, 'resolved', body.comment || null);
  }

  async wontFix(
    actor: ProblemActor,
    workspaceId: string,
    id: string,
    body: WontFixProblem,
  ): Promise<TProblem> {
    return this.close(actor, workspaceId, id, 'wont_fix', body.reason);
  }

  /** Back to open, unassigned; the timeline keeps everything before. */
  async reopen(actor: ProblemActor, workspaceId: string, id: string): Promise<TProblem> {
    return this.step(actor, workspaceId, id, async (tx, repo, problem, now) => {
      if (!CLOSED.includes(problem.state)) throw wrongState(problem.state);
      await repo.update(problem.id, {
        state: 'open',
        closedAt: null,
        reason: null,
        assigneeId: null,
        updatedAt: now,
      });
      await repo.addEvent({ problemId: problem.id, type: 'reopened', actorId: actor.userId, createdAt: now });
      await this.notify(tx, problem, 'reopened', { userId: actor.userId });
    });
  }

  // ---- the contractor's page ---------------------------------------------------------------

  /** The link behind a token: 404 unknown, 410 withdrawn or past its day. An answered one still reads. */
  private usable(link: ContractorLinkRow | undefined, now: Date): ContractorLinkRow {
    if (!link) throw notFound();
    if (link.answeredAt) return link;
    if (link.revokedAt) throw new AppError('problem_link_revoked');
    if (link.expiresAt.getTime() <= now.getTime()) throw new AppError('problem_link_expired');
    return link;
  }

  /**
   * What the contractor sees: only this problem, its photos through links signed for this link, the
   * location's title and address, and the access notes. The first read is "opened" on the timeline.
   */
  async publicProblem(token: string): Promise<TPublicProblem> {
    const now = new Date();
    const { link, problem } = await this.db.transaction(async (tx) => {
      const repo = new ProblemsRepository(tx);
      const found = this.usable(await repo.linkByHash(hashToken(token), true), now);
      const row = (await repo.findAnyWorkspace(found.problemId))!;
      if (!found.openedAt && !found.answeredAt) {
        await repo.updateLink(found.id, { openedAt: now });
        await repo.addEvent({
          problemId: row.id,
          type: 'contractor_opened',
          contractorName: found.contractorName,
          createdAt: now,
        });
        await this.notify(tx, row, 'contractor_opened', {
          userId: null,
          contractorName: found.contractorName,
        });
      }
      return { link: found, problem: row };
    });
    const repo = new ProblemsRepository(this.db);
    const [photos, reports] = await Promise.all([
      repo.photosOf([problem.id]),
      repo.reportEventsOf([problem.id]),
    ]);
    return {
      kind: problem.kind,
      severity: problem.severity,
      text: problem.text,
      photos: photos
        .filter((p) => p.eventId === reports.get(problem.id))
        .map(({ file }) => this.publicPhoto(file, link.id)),
      location: { title: problem.locationTitle, address: problem.locationAddress },
      room: problem.roomName !== null ? { name: problem.roomName } : null,
      accessNotes: link.accessNotes,
      language: link.language,
      contractorName: link.contractorName,
      expiresAt: link.expiresAt.toISOString(),
      answer:
        link.answeredAt && link.outcome
          ? {
              outcome: link.outcome,
              comment: link.answerComment ?? '',
              answeredAt: link.answeredAt.toISOString(),
            }
          : null,
    };
  }

  /** A photo as the contractor's page shows it: a short-lived link signed for the contractor link. */
  private publicPhoto(file: FileRow, linkId: string): TStoredFile {
    const view = toStoredFile(file, this.links, linkId);
    const url = this.links.sign(publicPhotoPath(file.id), linkId);
    return {
      ...view,
      url,
      thumbUrl: file.kind === 'image' ? `${url}&size=thumb` : null,
      mediumUrl: file.kind === 'image' ? `${url}&size=medium` : null,
    };
  }

  /**
   * The file of a contractor's photo link: the signature names the contractor link, which must still
   * be readable, and the file must be a photo of its problem.
   */
  async publicPhotoFile(
    fileId: string,
    query: { uid?: unknown; exp?: unknown; sig?: unknown },
  ): Promise<FileRow> {
    await this.links.ready();
    const linkId = this.links.verify(publicPhotoPath(fileId), query);
    if (!linkId) throw notFound();
    const repo = new ProblemsRepository(this.db);
    const link = this.usable(await repo.linkById(linkId), new Date());
    const file = await repo.photoOfProblem(link.problemId, fileId);
    if (!file) throw notFound();
    return file;
  }

  /** The link's problem, before the body is read: 404 and 410 cost the sender no upload. */
  async answerableLink(token: string): Promise<void> {
    const link = this.usable(await new ProblemsRepository(this.db).linkByHash(hashToken(token)), new Date());
    if (link.answeredAt) throw new AppError('problem_link_answered');
  }

  /**
   * The contractor's one answer (DECISIONS.md §13): "fixed" resolves the problem, "cannot fix" puts it
   * back to open with their comment on the timeline. Everything is checked before anything is stored;
   * bytes of a transaction that fails are removed.
   */
  async answer(token: string, input: ContractorAnswerInput): Promise<void> {
    const problems: FieldProblem[] = [];
    const parsed = ZContractorAnswerFields.safeParse(input.fields);
    if (!parsed.success) problems.push(...fieldProblemsOf(parsed.error));
    if (input.photos.length > CONTRACTOR_ANSWER_PHOTOS_MAX)
      problems.push({
        path: 'body.photos',
        key: 'complaintPhotosLimit',
        vars: { max: CONTRACTOR_ANSWER_PHOTOS_MAX },
      });
    const { images, problems: photoProblems } = await processAnonymousPhotos(input.photos);
    problems.push(...photoProblems);
    if (problems.length || !parsed.success) throw new AppError('validation_failed', { fields: problems });
    const { outcome, comment } = parsed.data;

    const first = await new ProblemsRepository(this.db).linkByHash(hashToken(token));
    if (!first) throw notFound();
    const workspaceId = first.workspaceId;
    await storeAnonymousUploads(this.db, this.storage, workspaceId, images, async (tx, photoIds) => {
      const repo = new ProblemsRepository(tx);
      const now = new Date();
      const link = this.usable(await repo.linkByHash(hashToken(token), true), now);
      if (link.answeredAt) throw new AppError('problem_link_answered');
      const problem = (await repo.find(workspaceId, link.problemId, true))!;
      if (!ACTIVE.includes(problem.state)) throw wrongState(problem.state);
      await repo.updateLink(link.id, {
        answeredAt: now,
        outcome,
        answerComment: comment,
        openedAt: link.openedAt ?? now,
      });
      const event = await repo.addEvent({
        problemId: problem.id,
        type: outcome,
        contractorName: link.contractorName,
        comment: comment || null,
        createdAt: now,
      });
      await repo.addPhotos(problem.id, event.id, photoIds);
      await repo.update(
        problem.id,
        outcome === 'fixed'
          ? { state: 'resolved', closedAt: now, updatedAt: now }
          : { state: 'open', assigneeId: null, updatedAt: now },
      );
      await this.notify(tx, problem, outcome, { userId: null, contractorName: link.contractorName });
    });
  }
}
