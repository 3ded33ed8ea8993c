import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { ZStoredFile } from './files';
import { ZLocalTime } from './locations';
import { REPORT_COMMENT_MAX } from './rules';
import { ZPersonRef } from './teams';
import { ZLine, ZMultiline, ZSearch } from './validation';

/** SPEC.md §3 Task, DECISIONS.md §7. */
export const TASK_TYPES = ['working', 'inspect', 'learn'] as const;
export type TTaskType = (typeof TASK_TYPES)[number];
export const TASK_KINDS = ['one_time', 'recurring'] as const;
export type TTaskKind = (typeof TASK_KINDS)[number];
/**
 * Where a task came from: written by a person, made by a rental turning dirty (DECISIONS.md §7),
 * converted from a guest's complaint (DECISIONS.md §8), or made by the inspection flow (DECISIONS.md
 * §13): the inspection after a cleaning, and the re-clean a failed inspection asks for.
 */
export const TASK_ORIGINS = ['manual', 'turnover', 'complaint', 'inspection', 'reclean'] as const;
export type TTaskOrigin = (typeof TASK_ORIGINS)[number];
/**
 * A title the system wrote, kept as what it is rather than as words (a turnover's "Cleaning after
 * checkout"): every reader sees it in their own language. A task keeps it while its title is not
 * changed to a text of the owner's own (DECISIONS.md §7).
 */
export const TASK_TITLE_KEYS = ['turnover', 'inspection', 'reclean'] as const;
export type TTaskTitleKey = (typeof TASK_TITLE_KEYS)[number];
/** `titleKey` of a reply: the system's title shown in the reader's language instead of `title`, or null. */
export const ZTaskTitleKey = z.enum(TASK_TITLE_KEYS).nullable();
/** SPEC.md §9; new_daily means hourly. */
export const TASK_FREQUENCIES = ['new_daily', 'daily', 'weekly', 'monthly'] as const;
export type TTaskFrequency = (typeof TASK_FREQUENCIES)[number];
/** An occurrence's own state (DECISIONS.md §7). */
export const OCCURRENCE_STATES = ['pending', 'in_progress', 'completed', 'overdue'] as const;
export type TOccurrenceState = (typeof OCCURRENCE_STATES)[number];
export const PHOTO_PHASES = ['before', 'after'] as const;
export type TPhotoPhase = (typeof PHOTO_PHASES)[number];
export const INSPECTION_RESULTS = ['pass', 'fail'] as const;
export type TInspectionResult = (typeof INSPECTION_RESULTS)[number];
/** ISO week days: 1 = Monday … 7 = Sunday (weeks start on Monday, DECISIONS.md §7). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const TASK_TITLE_MAX = 120;
export const TASK_DESCRIPTION_MAX = 2000;
export const TASK_ROOMS_MAX = 100;
export const TASK_ASSIGNEES_MAX = 50;
export const TASK_TEAMS_MAX = 20;
export const TASK_CHECKLIST_MAX = 200;
export const CHECKLIST_ITEM_TEXT_MAX = 300;
export const OCCURRENCE_PHOTOS_MAX = 20;
/** Largest "every N" per frequency: hours, days, weeks, months. */
export const INTERVAL_MAX: Record<TTaskFrequency, number> = {
  new_daily: 23,
  daily: 365,
  weekly: 52,
  monthly: 12,
};
const INTERVAL_LIMIT = Math.max(...Object.values(INTERVAL_MAX));
const INTERVAL_DESCRIPTION = `Every N: at most ${INTERVAL_MAX.new_daily} hours (new_daily), ${INTERVAL_MAX.daily} days, ${INTERVAL_MAX.weekly} weeks or ${INTERVAL_MAX.monthly} months.`;

/** True for a date the calendar has: 2027-02-30 would otherwise roll into March (DECISIONS.md §7). */
function isCalendarDate(value: string): boolean {
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
}

export const ZLocalDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'invalidDate', abort: true })
  .refine(isCalendarDate, { message: 'noSuchDate' });

/**
 * The repetition of a recurring task, read in its location's timezone (DECISIONS.md §7).
 * - new_daily (hourly): slots at startTime and every `interval` hours while earlier than endTime, on
 *   `weekDays` (empty = every day); each is due at the next slot or at endTime.
 * - daily: every `interval` days from startDate at startTime.
 * - weekly: on `weekDays` of every `interval`-th week (counted from startDate's week) at startTime.
 * - monthly: on `monthDay` of every `interval`-th month at startTime; 29–31 mean the last day of a
 *   shorter month.
 * For daily, weekly and monthly, an occurrence is due at endTime that day, or at the end of the
 * day without one. SPEC.md's "time" is startTime, "days" and "week days" are weekDays, "interval"
 * and "every-N" are interval.
 */
export const ZTaskSchedule = z
  .object({
    frequency: z.enum(TASK_FREQUENCIES),
    /** First day counted (local date). */
    startDate: ZLocalDate,
    /** Last day (inclusive); null = no end. */
    endDate: ZLocalDate.nullable().default(null),
    startTime: ZLocalTime,
    endTime: ZLocalTime.nullable().default(null),
    // Checked against the frequency's own maximum below; the documented maximum is the largest.
    interval: z
      .number()
      .int()
      .min(1, { message: 'tooSmall' })
      .default(1)
      .meta({ maximum: INTERVAL_LIMIT, description: INTERVAL_DESCRIPTION }),
    weekDays: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .default([])
      .refine((days) => new Set(days).size === days.length, { message: 'duplicate' }),
    monthDay: z.number().int().min(1).max(31).nullable().default(null),
  })
  .superRefine((s, ctx) => {
    const maximum = INTERVAL_MAX[s.frequency];
    if (s.interval > maximum) {
      // A too_big issue carries its maximum, which the API's message names ("Must be at most 12.").
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum,
        inclusive: true,
        path: ['interval'],
        message: 'tooBig',
        input: s.interval,
      });
    }
    if (s.frequency === 'new_daily' && s.endTime === null) {
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'required' });
    }
    // SPEC.md §5: start time and end time cannot be equal; start must be earlier than end.
    if (s.endTime !== null && s.endTime <= s.startTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: s.endTime === s.startTime ? 'timesEqual' : 'startAfterEnd',
      });
    }
    if (s.frequency === 'weekly' && s.weekDays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weekDays'], message: 'required' });
    }
    if (s.frequency === 'monthly' && s.monthDay === null) {
      ctx.addIssue({ code: 'custom', path: ['monthDay'], message: 'required' });
    }
    if (s.endDate !== null && s.endDate < s.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
    }
  });
export type TTaskSchedule = z.output<typeof ZTaskSchedule>;
export type TTaskScheduleInput = z.input<typeof ZTaskSchedule>;

/** A checklist line as a task holds it: copied from a room's checklists or written in. */
export const ZTaskChecklistItem = z.object({
  id: z.uuid(),
  text: z.string(),
  /** The room the line is about, when the system made it from a room's checklist (an inspection's). */
  roomId: z.uuid().nullable().optional(),
});
export type TTaskChecklistItem = z.infer<typeof ZTaskChecklistItem>;
const ZTaskChecklistItemInput = z.object({
  /** Kept when given (items copied from a library checklist); a new id otherwise. */
  id: z.uuid().optional(),
  text: ZLine(CHECKLIST_ITEM_TEXT_MAX, 1),
});

const ZTaskTitle = ZLine(TASK_TITLE_MAX, 2);
const ZUniqueIds = (max: number) =>
  z
    .array(z.uuid())
    .max(max, { message: 'tooBig' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' });

const taskFields = {
  title: ZTaskTitle,
  description: ZMultiline(TASK_DESCRIPTION_MAX).nullable(),
  type: z.enum(TASK_TYPES),
  /** Rooms or zones of the task's location; at least one. */
  roomIds: ZUniqueIds(TASK_ROOMS_MAX).refine((ids) => ids.length > 0, { message: 'required' }),
  /** One-time: when the job may start (default now) and when it is due (none = no deadline). */
  startsAt: ZIsoDateTime.nullable(),
  dueAt: ZIsoDateTime.nullable(),
  /** Recurring only. */
  schedule: ZTaskSchedule.nullable(),
  /** Employees assigned directly; any of them may do it. */
  assigneeIds: ZUniqueIds(TASK_ASSIGNEES_MAX),
  checklist: z.array(ZTaskChecklistItemInput).max(TASK_CHECKLIST_MAX, { message: 'tooBig' }),
  photosBefore: z.boolean(),
  photosAfter: z.boolean(),
  requireScan: z.boolean(),
  requirePhoto: z.boolean(),
  emergency: z.boolean(),
};

function checkKind(
  t: { kind?: TTaskKind; schedule?: TTaskSchedule | null; startsAt?: string | null; dueAt?: string | null },
  ctx: z.RefinementCtx,
) {
  if (t.kind === 'recurring' && !t.schedule) {
    ctx.addIssue({ code: 'custom', path: ['schedule'], message: 'required' });
  }
  if (t.kind === 'one_time' && t.schedule) {
    ctx.addIssue({ code: 'custom', path: ['schedule'], message: 'notAllowed' });
  }
  if (t.startsAt && t.dueAt && Date.parse(t.dueAt) <= Date.parse(t.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['dueAt'], message: 'startAfterEnd' });
  }
}

/** POST /tasks. Several teams give one task per team (SPEC.md §4). */
export const ZCreateTaskRequest = z
  .object({
    ...taskFields,
    kind: z.enum(TASK_KINDS),
    locationId: z.uuid(),
    description: taskFields.description.default(null),
    type: taskFields.type.default('working'),
    startsAt: taskFields.startsAt.default(null),
    dueAt: taskFields.dueAt.default(null),
    schedule: taskFields.schedule.default(null),
    assigneeIds: taskFields.assigneeIds.default([]),
    teamIds: ZUniqueIds(TASK_TEAMS_MAX).default([]),
    checklist: taskFields.checklist.default([]),
    photosBefore: z.boolean().default(false),
    photosAfter: z.boolean().default(false),
    requireScan: z.boolean().default(false),
    requirePhoto: z.boolean().default(false),
    emergency: z.boolean().default(false),
  })
  .strict()
  .superRefine(checkKind);
export type TCreateTaskRequest = z.input<typeof ZCreateTaskRequest>;

/**
 * PATCH /tasks/{id}: kind and location stay. Editing a recurring task changes its future
 * occurrences only (DECISIONS.md §7); a started or finished one keeps what it had.
 */
export const ZUpdateTaskRequest = z
  .object({ ...taskFields, teamId: z.uuid().nullable() })
  .partial()
  .strict()
  .superRefine(checkKind);
export type TUpdateTaskRequest = z.infer<typeof ZUpdateTaskRequest>;

const ZRef = z.object({ id: z.uuid(), name: z.string() });
export const ZTaskLocationRef = z.object({ id: z.uuid(), title: z.string(), timezone: z.string() });

/** A task definition. */
export const ZTask = z.object({
  id: z.uuid(),
  /** As stored: a system title (titleKey) is stored in the owner's language when it was made. */
  title: z.string(),
  titleKey: ZTaskTitleKey,
  description: z.string().nullable(),
  type: z.enum(TASK_TYPES),
  kind: z.enum(TASK_KINDS),
  origin: z.enum(TASK_ORIGINS),
  location: ZTaskLocationRef,
  rooms: z.array(ZRef),
  startsAt: ZIsoDateTime.nullable(),
  dueAt: ZIsoDateTime.nullable(),
  schedule: ZTaskSchedule.nullable(),
  assignees: z.array(ZPersonRef),
  team: ZRef.nullable(),
  checklist: z.array(ZTaskChecklistItem),
  photosBefore: z.boolean(),
  photosAfter: z.boolean(),
  requireScan: z.boolean(),
  requirePhoto: z.boolean(),
  emergency: z.boolean(),
  /** The complaint this task was converted from. */
  complaint: z.object({ id: z.uuid(), rating: z.number().int(), text: z.string() }).nullable(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TTask = z.infer<typeof ZTask>;
/** POST /tasks answers every task it made (one per team). */
export const ZCreateTaskResponse = z.object({ items: z.array(ZTask) });
export type TCreateTaskResponse = z.infer<typeof ZCreateTaskResponse>;

/** GET /tasks: the definitions (the "regular" column, R: read_regular_column). */
export const ZTaskListQuery = ZListQuery.extend({
  sortBy: z.enum(['title', 'createdAt']).default('createdAt'),
  kind: z.enum(TASK_KINDS).optional(),
  type: z.enum(TASK_TYPES).optional(),
  locationId: z.uuid().optional(),
  search: ZSearch,
});
export type TTaskListQuery = z.input<typeof ZTaskListQuery>;
export const ZTaskPage = z.object({
  items: z.array(ZTask),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TTaskPage = z.infer<typeof ZTaskPage>;

/** `a,b,c` in a query string (also accepts the key repeated) → a list of ids. */
const ZIdListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.uuid()).max(100, { message: 'tooBig' }));
const ZBooleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /occurrences: the all-tasks view and, with mine=true, a staff member's own work. */
export const ZOccurrenceListQuery = ZListQuery.extend({
  sortBy: z.enum(['startsAt', 'dueAt']).default('startsAt'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  locationId: z.uuid().optional(),
  roomIds: ZIdListParam.optional(),
  employeeIds: ZIdListParam.optional(),
  /** Occurrences starting in [from, to). */
  from: ZIsoDateTime.optional(),
  to: ZIsoDateTime.optional(),
  state: z.enum(OCCURRENCE_STATES).optional(),
  type: z.enum(TASK_TYPES).optional(),
  kind: z.enum(TASK_KINDS).optional(),
  /** Only work assigned to me, to my teams (not picked by someone else) or picked by me; emergency first. */
  mine: ZBooleanParam.optional(),
});
export type TOccurrenceListQuery = z.input<typeof ZOccurrenceListQuery>;

/** One concrete job in a list. `state` already counts as overdue a job whose due time has passed. */
export const ZOccurrence = z.object({
  id: z.uuid(),
  taskId: z.uuid(),
  title: z.string(),
  titleKey: ZTaskTitleKey,
  type: z.enum(TASK_TYPES),
  kind: z.enum(TASK_KINDS),
  origin: z.enum(TASK_ORIGINS),
  emergency: z.boolean(),
  location: ZTaskLocationRef,
  rooms: z.array(ZRef),
  team: ZRef.nullable(),
  assignees: z.array(ZPersonRef),
  pickedBy: ZPersonRef.nullable(),
  startedBy: ZPersonRef.nullable(),
  finishedBy: ZPersonRef.nullable(),
  state: z.enum(OCCURRENCE_STATES),
  startsAt: ZIsoDateTime,
  dueAt: ZIsoDateTime.nullable(),
  startedAt: ZIsoDateTime.nullable(),
  finishedAt: ZIsoDateTime.nullable(),
  /** The recurring task's schedule (the regular column); null for a one-time task. */
  schedule: ZTaskSchedule.nullable(),
  photosCount: z.number().int(),
});
export type TOccurrence = z.infer<typeof ZOccurrence>;
export const ZOccurrencePage = z.object({
  items: z.array(ZOccurrence),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOccurrencePage = z.infer<typeof ZOccurrencePage>;

/** How long the note on a failed inspection item may be. */
export const INSPECTION_NOTE_MAX = 1000;
/**
 * A line of a job's checklist. On an inspection, `done` means the item was judged; `failed` says it
 * did not pass, with the inspector's note and the id of the photo (one of the job's photos) that show
 * why (DECISIONS.md §13). The three are absent on an item never failed.
 */
export const ZOccurrenceChecklistItem = z.object({
  id: z.uuid(),
  text: z.string(),
  done: z.boolean(),
  failed: z.boolean().optional(),
  note: z.string().nullable().optional(),
  photoId: z.uuid().nullable().optional(),
  /** The room the item belongs to, when it came from a room's checklist. */
  roomId: z.uuid().nullable().optional(),
});
export type TOccurrenceChecklistItem = z.infer<typeof ZOccurrenceChecklistItem>;
/**
 * A job's photo: the file, and when it was taken (the phone's time of taking, sent as the attach step's
 * X-Device-Time, kept between the job's start and the server's now), not when it reached the server.
 */
export const ZTakenPhoto = ZStoredFile.extend({ takenAt: ZIsoDateTime });
export type TTakenPhoto = z.infer<typeof ZTakenPhoto>;
export const ZOccurrencePhoto = ZTakenPhoto.extend({ phase: z.enum(PHOTO_PHASES) });
export type TOccurrencePhoto = z.infer<typeof ZOccurrencePhoto>;

/** GET /occurrences/{id} and every step of the job flow: the job with its report. */
export const ZOccurrenceDetail = ZOccurrence.extend({
  description: z.string().nullable(),
  /**
   * What the job asks for before it is finished: the task's own rules joined by its location's
   * (require photo, scan, report; not for learn jobs). A finish without them is 409
   * occurrence_incomplete naming each (`photosBefore`, `photosAfter`, `photos`, `scan`, `report`…).
   */
  photosBefore: z.boolean(),
  photosAfter: z.boolean(),
  requireScan: z.boolean(),
  requirePhoto: z.boolean(),
  /** A comment (the report) is required to finish: the location's "Write a report" rule. */
  requireReport: z.boolean(),
  /** The task's items before the start; the job's own ticked copy after it. */
  checklist: z.array(ZOccurrenceChecklistItem),
  /** Rooms scanned on this job, each with when. */
  scans: z.array(z.object({ roomId: z.uuid(), at: ZIsoDateTime })),
  /**
   * For a phone without signal: per room still to scan, the SHA-256 (hex) of
   * `<job id>:<room code>`, so the device can check a typed or scanned code without being told the
   * code itself. Only for a viewer who may work on an open job that asks for a scan; else empty.
   */
  roomChecks: z.array(z.object({ roomId: z.uuid(), check: z.string() })),
  photos: z.array(ZOccurrencePhoto),
  /** Inspect tasks: pass or fail. */
  result: z.enum(INSPECTION_RESULTS).nullable(),
  comment: z.string().nullable(),
  /** What the viewer may do on this job now. */
  can: z.object({ pick: z.boolean(), work: z.boolean() }),
});
export type TOccurrenceDetail = z.infer<typeof ZOccurrenceDetail>;

/** POST /occurrences/{id}/scan: what the camera read (the room's URL) or the code typed under the QR. */
export const ZScanRequest = z.object({ code: ZLine(2048, 1) }).strict();
export type TScanRequest = z.infer<typeof ZScanRequest>;
/** The short code printed under a room's QR code, for typing when the camera cannot read it. */
export const ROOM_CODE_LENGTH = 6;
/**
 * POST /occurrences/{id}/checklist: tick or untick an item; on an inspection job, `failed: true`
 * marks it failed instead (with `done: true`), which needs a note and an uploaded photo (`fileId`,
 * attached to the job as an after photo). Unticking clears a failure.
 */
export const ZChecklistTickRequest = z
  .object({
    itemId: z.uuid(),
    done: z.boolean(),
    failed: z.boolean().optional(),
    note: ZMultiline(INSPECTION_NOTE_MAX).nullable().optional(),
    fileId: z.uuid().nullable().optional(),
  })
  .strict();
export type TChecklistTickRequest = z.infer<typeof ZChecklistTickRequest>;
export const ZAddOccurrencePhotoRequest = z
  .object({ fileId: z.uuid(), phase: z.enum(PHOTO_PHASES) })
  .strict();
export type TAddOccurrencePhotoRequest = z.infer<typeof ZAddOccurrencePhotoRequest>;
export const ZFinishOccurrenceRequest = z
  .object({
    comment: ZMultiline(REPORT_COMMENT_MAX).nullable().default(null),
    /**
     * Required for inspect tasks without a checklist. With one, the items decide it: any failed item
     * makes it fail, all passed make it pass; a `pass` sent with a failed item is refused.
     */
    result: z.enum(INSPECTION_RESULTS).nullable().default(null),
  })
  .strict();
export type TFinishOccurrenceRequest = z.input<typeof ZFinishOccurrenceRequest>;

/**
 * What a job step (pick, start, scan, tick, add or remove a photo, finish) and a clock in or out may
 * carry so that a phone's offline queue can send it late, and again (the rules are in
 * docs/decisions/0020-offline-step-replays.md). Both are optional: without them a step is applied now, as always.
 * - `Idempotency-Key`: a UUID the device makes once per step and keeps with it in its queue. A key
 *   already applied answers the first answer again (same status and body, header
 *   `Idempotent-Replayed: true`) without doing the step twice; the same key with another step or
 *   body is 422 idempotency_key_reused. A refused step keeps no key: sent again, it is checked again.
 * - `X-Device-Time`: when the step happened on the device (ISO 8601 with offset). It is kept as the
 *   step's time, clamped to what the server knows to be possible: never later than the server's
 *   now, never earlier than the job's (or shift's) previous step (for a clock-in, the person's last
 *   clock-out), nor than DEVICE_TIME_WINDOW_MS before now.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How far back a device's time for a step or a clock in or out may reach (48 hours). */
export const DEVICE_TIME_WINDOW_MS = 48 * 3_600_000;
export const DEVICE_TIME_HEADER = 'x-device-time';
/** A replayed answer says so in this header ('true'). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
/** How long the server remembers a key: a queue older than this must not be replayed blindly. */
export const IDEMPOTENCY_KEY_TTL_DAYS = 7;
export const ZStepReplayHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.uuid().optional(),
  [DEVICE_TIME_HEADER]: ZIsoDateTime.optional(),
});
export type TStepReplayHeaders = z.infer<typeof ZStepReplayHeaders>;

/** GET /photo-reports: finished jobs with photos, by employee and date. */
export const ZPhotoReportQuery = ZListQuery.extend({
  employeeId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  from: ZIsoDateTime.optional(),
  to: ZIsoDateTime.optional(),
});
export type TPhotoReportQuery = z.input<typeof ZPhotoReportQuery>;
export const ZPhotoReport = z.object({
  occurrenceId: z.uuid(),
  title: z.string(),
  titleKey: ZTaskTitleKey,
  location: z.object({ id: z.uuid(), title: z.string() }),
  rooms: z.array(ZRef),
  employee: ZPersonRef.nullable(),
  finishedAt: ZIsoDateTime,
  before: z.array(ZTakenPhoto),
  after: z.array(ZTakenPhoto),
});
export type TPhotoReport = z.infer<typeof ZPhotoReport>;
export const ZPhotoReportPage = z.object({
  items: z.array(ZPhotoReport),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPhotoReportPage = z.infer<typeof ZPhotoReportPage>;

/** GET /tasks/assignees (create_task): the people a task may be assigned to, by name. */
export const ZTaskAssignees = z.object({ items: z.array(ZPersonRef) });
export type TTaskAssignees = z.infer<typeof ZTaskAssignees>;
