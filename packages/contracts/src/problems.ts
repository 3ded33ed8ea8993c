import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { ZStoredFile } from './files';
import { LANGUAGES, PHONE_RE } from './rules';
import { ZEmail, ZLine, ZMultiline } from './validation';

/**
 * Problems (DECISIONS.md §13): something wrong at a location that someone found — damage, a repair,
 * a missing item, supplies running low — reported with photos by any working member, then assigned to
 * a member or sent to a contractor through a link, and closed as resolved or won't fix.
 *
 * Routes (under /api):
 * - POST /problems (report_problem; Idempotency-Key allowed) → 201 ZProblem
 * - GET /problems (report_problem; ZProblemListQuery) → ZProblemPage: all of the workspace's for those
 *   with manage_problems, otherwise those the member reported or is assigned to
 * - GET /problems/{id} (report_problem, the same scope) → ZProblem
 * - POST /problems/{id}/assign, /contractor, /resolve, /wont-fix, /reopen (manage_problems) → ZProblem;
 *   a step the state does not allow is 409 problem_state (the message names the state)
 * - DELETE /problems/{id}/contractor-link (manage_problems) → ZProblem
 * - GET /public/problems/{token} (no account) → ZPublicProblem
 * - POST /public/problems/{token}/answer (no account, multipart) → 201 ZContractorAnswerResponse
 */
export const PROBLEM_KINDS = ['damage', 'maintenance', 'missing_item', 'supplies_low', 'other'] as const;
export type TProblemKind = (typeof PROBLEM_KINDS)[number];
/** blocks_use makes a rental Blocked on the readiness board while the problem is open or in progress. */
export const PROBLEM_SEVERITIES = ['note', 'needs_attention', 'blocks_use'] as const;
export type TProblemSeverity = (typeof PROBLEM_SEVERITIES)[number];
/** open → in_progress → resolved | wont_fix; a closed one may be reopened (back to open). */
export const PROBLEM_STATES = ['open', 'in_progress', 'resolved', 'wont_fix'] as const;
export type TProblemState = (typeof PROBLEM_STATES)[number];
/** States in which a problem still needs someone (and a blocks_use one blocks its rental). */
export const PROBLEM_ACTIVE_STATES = ['open', 'in_progress'] as const satisfies readonly TProblemState[];

/** What the timeline records, oldest first. */
export const PROBLEM_EVENT_TYPES = [
  'reported',
  'assigned',
  'sent_to_contractor',
  'contractor_opened',
  'fixed',
  'cannot_fix',
  'resolved',
  'wont_fix',
  'reopened',
  'link_revoked',
] as const;
export type TProblemEventType = (typeof PROBLEM_EVENT_TYPES)[number];

/** How a contractor link is sent; sms goes to a phone number, the others as their names say. */
export const CONTRACTOR_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type TContractorChannel = (typeof CONTRACTOR_CHANNELS)[number];
export const CONTRACTOR_OUTCOMES = ['fixed', 'cannot_fix'] as const;
export type TContractorOutcome = (typeof CONTRACTOR_OUTCOMES)[number];

export const PROBLEM_TEXT_MAX = 2000;
export const PROBLEM_PHOTOS_MIN = 1;
export const PROBLEM_PHOTOS_MAX = 10;
/** A comment on a step (resolve, contractor's answer) and a won't-fix reason. */
export const PROBLEM_COMMENT_MAX = 2000;
export const CONTRACTOR_NAME_MAX = 120;
export const CONTRACTOR_ACCESS_NOTES_MAX = 1000;
export const CONTRACTOR_ANSWER_PHOTOS_MAX = 5;
export const CONTRACTOR_LINK_DAYS_DEFAULT = 14;
export const CONTRACTOR_LINK_DAYS_MAX = 90;

/** A person as the problem screens show them. */
export const ZProblemPerson = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
});
export type TProblemPerson = z.infer<typeof ZProblemPerson>;

/**
 * POST /problems. Photos are uploaded first (POST /uploads, images only) like a job's photos; the
 * request may carry `Idempotency-Key` (ZStepReplayHeaders) so a phone's offline queue can send it
 * again: the same key answers the first answer, and only one problem is made.
 */
export const ZReportProblemRequest = z
  .object({
    locationId: z.uuid(),
    roomId: z.uuid().nullable().default(null),
    /** The job (occurrence) it was found during, if any. */
    occurrenceId: z.uuid().nullable().default(null),
    kind: z.enum(PROBLEM_KINDS),
    severity: z.enum(PROBLEM_SEVERITIES),
    text: ZMultiline(PROBLEM_TEXT_MAX).pipe(z.string().min(1, { message: 'required' })),
    photoIds: z
      .array(z.uuid())
      .min(PROBLEM_PHOTOS_MIN, { message: 'required' })
      .max(PROBLEM_PHOTOS_MAX, { message: 'tooBig' }),
  })
  .strict();
export type TReportProblemRequest = z.input<typeof ZReportProblemRequest>;

/** The contractor a problem was sent to, as the members see it (never the token). */
export const ZContractorLink = z.object({
  id: z.uuid(),
  name: z.string(),
  channel: z.enum(CONTRACTOR_CHANNELS),
  address: z.string(),
  language: z.enum(LANGUAGES),
  accessNotes: z.string(),
  createdAt: ZIsoDateTime,
  expiresAt: ZIsoDateTime,
  revokedAt: ZIsoDateTime.nullable(),
  /** When the contractor first opened the link. */
  openedAt: ZIsoDateTime.nullable(),
  answeredAt: ZIsoDateTime.nullable(),
  /** active: may still be opened and answered. */
  status: z.enum(['active', 'answered', 'expired', 'revoked']),
});
export type TContractorLink = z.infer<typeof ZContractorLink>;

/** One step of the timeline. `actor` is a member; `contractorName` is set for a contractor's steps. */
export const ZProblemEvent = z.object({
  id: z.uuid(),
  type: z.enum(PROBLEM_EVENT_TYPES),
  actor: ZProblemPerson.nullable(),
  /** The API key the step came through (then `actor` is the key's creator); null otherwise. */
  apiKey: z.object({ name: z.string() }).nullable(),
  contractorName: z.string().nullable(),
  /** For assigned: who it was given to. */
  assignee: ZProblemPerson.nullable(),
  comment: z.string().nullable(),
  photos: z.array(ZStoredFile),
  createdAt: ZIsoDateTime,
});
export type TProblemEvent = z.infer<typeof ZProblemEvent>;

/** A problem as lists show it. */
export const ZProblemSummary = z.object({
  id: z.uuid(),
  location: z.object({ id: z.uuid(), title: z.string() }),
  room: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  occurrenceId: z.uuid().nullable(),
  kind: z.enum(PROBLEM_KINDS),
  severity: z.enum(PROBLEM_SEVERITIES),
  state: z.enum(PROBLEM_STATES),
  text: z.string(),
  reporter: ZProblemPerson.nullable(),
  assignee: ZProblemPerson.nullable(),
  /** The first photo reported, for a list's thumbnail. */
  cover: ZStoredFile.nullable(),
  photosCount: z.number().int(),
  /** When it was resolved or marked won't fix; null while open or in progress. */
  closedAt: ZIsoDateTime.nullable(),
  /** The won't-fix reason. */
  reason: z.string().nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TProblemSummary = z.infer<typeof ZProblemSummary>;

/** GET /problems/{id} and every step's answer: the problem, its photos, its timeline and its link. */
export const ZProblem = ZProblemSummary.extend({
  photos: z.array(ZStoredFile),
  events: z.array(ZProblemEvent),
  /** The latest contractor link, if it was ever sent to one. */
  contractorLink: ZContractorLink.nullable(),
});
export type TProblem = z.infer<typeof ZProblem>;

/** GET /problems: newest first by default; filters combine. */
export const ZProblemListQuery = ZListQuery.extend({
  sortBy: z.enum(['createdAt', 'updatedAt']).default('createdAt'),
  state: z.enum(PROBLEM_STATES).optional(),
  locationId: z.uuid().optional(),
  kind: z.enum(PROBLEM_KINDS).optional(),
  severity: z.enum(PROBLEM_SEVERITIES).optional(),
});
export type TProblemListQuery = z.input<typeof ZProblemListQuery>;
export const ZProblemPage = z.object({
  items: z.array(ZProblemSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TProblemPage = z.infer<typeof ZProblemPage>;

/** POST /problems/{id}/assign: a member of the workspace takes it on (→ in_progress). */
export const ZAssignProblemRequest = z.object({ userId: z.uuid() }).strict();
export type TAssignProblemRequest = z.infer<typeof ZAssignProblemRequest>;

/**
 * POST /problems/{id}/contractor: a link is made and sent in the contractor's language (→ in_progress).
 * A link sent before and still active is revoked: one problem has one live link.
 */
export const ZSendToContractorRequest = z
  .object({
    name: ZLine(CONTRACTOR_NAME_MAX, 1),
    channel: z.enum(CONTRACTOR_CHANNELS),
    /** An e-mail address for email, a phone number (+E.164) for sms and whatsapp. */
    address: z.string().trim().min(1, { message: 'required' }).max(254, { message: 'maxLength' }),
    language: z.enum(LANGUAGES),
    accessNotes: ZMultiline(CONTRACTOR_ACCESS_NOTES_MAX).default(''),
    expiresInDays: z
      .number()
      .int()
      .min(1, { message: 'tooSmall' })
      .max(CONTRACTOR_LINK_DAYS_MAX, { message: 'tooBig' })
      .default(CONTRACTOR_LINK_DAYS_DEFAULT),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.channel === 'email' && !ZEmail.safeParse(value.address).success)
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'invalidEmail' });
    if (value.channel !== 'email' && !PHONE_RE.test(value.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: 'invalidPhone' });
  });
export type TSendToContractorRequest = z.input<typeof ZSendToContractorRequest>;

export const ZResolveProblemRequest = z
  .object({ comment: ZMultiline(PROBLEM_COMMENT_MAX).nullable().default(null) })
  .strict();
export type TResolveProblemRequest = z.input<typeof ZResolveProblemRequest>;
export const ZWontFixProblemRequest = z
  .object({ reason: ZMultiline(PROBLEM_COMMENT_MAX).pipe(z.string().min(1, { message: 'required' })) })
  .strict();
export type TWontFixProblemRequest = z.input<typeof ZWontFixProblemRequest>;

/**
 * The contractor's page in the web app, which the link sent to them opens (PUBLIC_URL + this path).
 * It reads GET /api/public/problems/{token} and answers through POST /api/public/problems/{token}/answer.
 */
export const CONTRACTOR_PAGE_PATH = '/fix/';
export const contractorPagePath = (token: string) => `${CONTRACTOR_PAGE_PATH}${token}`;

/** The link's token in public paths: base64url of at least 128 random bits. */
export const ZContractorToken = z.string().regex(/^[\w-]{22,64}$/, { message: 'invalidValue' });

/** GET /public/problems/{token}: only what the contractor needs, nothing of other problems. */
export const ZPublicProblem = z.object({
  kind: z.enum(PROBLEM_KINDS),
  severity: z.enum(PROBLEM_SEVERITIES),
  text: z.string(),
  photos: z.array(ZStoredFile),
  location: z.object({ title: z.string(), address: z.string() }),
  room: z.object({ name: z.string() }).nullable(),
  accessNotes: z.string(),
  /** The language the owner chose for the contractor: the page is shown in it. */
  language: z.enum(LANGUAGES),
  contractorName: z.string(),
  expiresAt: ZIsoDateTime,
  /** The answer already given, if any: the page then shows it instead of the form. */
  answer: z
    .object({ outcome: z.enum(CONTRACTOR_OUTCOMES), comment: z.string(), answeredAt: ZIsoDateTime })
    .nullable(),
});
export type TPublicProblem = z.infer<typeof ZPublicProblem>;

/**
 * POST /public/problems/{token}/answer is multipart, like the guest complaint: the fields `outcome`
 * and `comment`, and up to CONTRACTOR_ANSWER_PHOTOS_MAX file parts named `photos`. These are the
 * non-file fields. One answer per link (a second is 409 problem_link_answered); an expired link is
 * 410 problem_link_expired, a revoked one 410 problem_link_revoked, an unknown one 404.
 */
export const ZContractorAnswerFields = z
  .object({
    outcome: z.enum(CONTRACTOR_OUTCOMES, { message: 'required' }),
    comment: ZMultiline(PROBLEM_COMMENT_MAX).default(''),
  })
  .strict();
export type TContractorAnswerFields = z.input<typeof ZContractorAnswerFields>;
export const ZContractorAnswerResponse = z.object({ received: z.literal(true) });
