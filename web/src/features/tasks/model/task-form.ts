import {
  INTERVAL_MAX,
  type TCreateTaskRequest,
  type TTask,
  type TTaskFrequency,
  type TTaskKind,
  type TTaskSchedule,
  type TTaskScheduleInput,
  type TTaskType,
  type TUpdateTaskRequest,
  ZTaskSchedule,
} from '@cleanops/contracts';
import type { Dayjs } from 'dayjs';
import { dayjs, fromWallClock, toWallClock } from '@/shared/time/zoned-time';

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';
export const DEFAULT_START_TIME = '09:00';
/** Hourly tasks need an end time (DECISIONS.md §7); a working day is the likely one. */
export const DEFAULT_END_TIME = '18:00';

/** The schedule editor's values; dates and times are Dayjs for antd's pickers, read as the location's clock. */
export interface ScheduleFormValues {
  frequency: TTaskFrequency;
  interval: number | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  weekDays: number[];
  monthDay: number | null;
}
export type ScheduleField = keyof ScheduleFormValues;
export const SCHEDULE_FIELDS: readonly ScheduleField[] = [
  'frequency',
  'interval',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'weekDays',
  'monthDay',
];

/** A checklist line: an id when it came from a room's checklist or the stored task, none when written in. */
export interface ChecklistItemValues {
  id?: string;
  text: string;
}

/** What the task editor holds. `startsAt` and `dueAt` are the location's wall clock; no start means now. */
export interface TaskFormValues {
  title: string;
  description: string;
  type: TTaskType;
  locationId: string | null;
  roomIds: string[];
  kind: TTaskKind;
  startsAt: Dayjs | null;
  dueAt: Dayjs | null;
  schedule: ScheduleFormValues;
  teamIds: string[];
  assigneeIds: string[];
  checklist: ChecklistItemValues[];
  photosBefore: boolean;
  photosAfter: boolean;
  requirePhoto: boolean;
  requireScan: boolean;
  emergency: boolean;
}

const TOP_FIELDS = [
  'title',
  'description',
  'type',
  'locationId',
  'roomIds',
  'kind',
  'startsAt',
  'dueAt',
  'teamIds',
  'assigneeIds',
  'checklist',
  'photosBefore',
  'photosAfter',
  'requirePhoto',
  'requireScan',
  'emergency',
] as const satisfies readonly (keyof TaskFormValues)[];

/** A time of day as a Dayjs (the date part means nothing to a TimePicker). */
export function timeOfDay(hhmm: string): Dayjs {
  return dayjs(`2000-01-01T${hhmm}:00`);
}

/** A new schedule: daily at 09:00 from `today` (the location's date). */
export function defaultSchedule(today: Dayjs): ScheduleFormValues {
  return {
    frequency: 'daily',
    interval: 1,
    startDate: today.startOf('day'),
    endDate: null,
    startTime: timeOfDay(DEFAULT_START_TIME),
    endTime: null,
    weekDays: [],
    monthDay: today.date(),
  };
}

export function emptyTaskValues(today: Dayjs, kind: TTaskKind = 'one_time'): TaskFormValues {
  return {
    title: '',
    description: '',
    type: 'working',
    locationId: null,
    roomIds: [],
    kind,
    startsAt: null,
    dueAt: null,
    schedule: defaultSchedule(today),
    teamIds: [],
    assigneeIds: [],
    checklist: [],
    photosBefore: false,
    photosAfter: false,
    requirePhoto: false,
    requireScan: false,
    emergency: false,
  };
}

function toScheduleValues(schedule: TTaskSchedule): ScheduleFormValues {
  return {
    frequency: schedule.frequency,
    interval: schedule.interval,
    startDate: dayjs(schedule.startDate),
    endDate: schedule.endDate ? dayjs(schedule.endDate) : null,
    startTime: timeOfDay(schedule.startTime),
    endTime: schedule.endTime ? timeOfDay(schedule.endTime) : null,
    weekDays: [...schedule.weekDays].sort((a, b) => a - b),
    monthDay: schedule.monthDay,
  };
}

/** The stored task as the editor shows it; `today` is the location's date, for a schedule to start from. */
export function toTaskFormValues(task: TTask, today: Dayjs): TaskFormValues {
  const zone = task.location.timezone;
  return {
    title: task.title,
    description: task.description ?? '',
    type: task.type,
    locationId: task.location.id,
    roomIds: task.rooms.map((room) => room.id),
    kind: task.kind,
    startsAt: task.startsAt ? toWallClock(task.startsAt, zone) : null,
    dueAt: task.dueAt ? toWallClock(task.dueAt, zone) : null,
    schedule: task.schedule ? toScheduleValues(task.schedule) : defaultSchedule(today),
    teamIds: task.team ? [task.team.id] : [],
    assigneeIds: task.assignees.map((person) => person.id),
    checklist: task.checklist.map(({ id, text }) => ({ id, text })),
    photosBefore: task.photosBefore,
    photosAfter: task.photosAfter,
    requirePhoto: task.requirePhoto,
    requireScan: task.requireScan,
    emergency: task.emergency,
  };
}

/**
 * The schedule as the API spells it. Week days mean something to weekly and hourly tasks only, the
 * month day to monthly ones: what the other frequencies left behind in the form is not sent.
 */
export function toScheduleInput(values: ScheduleFormValues): TTaskScheduleInput {
  const withDays = values.frequency === 'weekly' || values.frequency === 'new_daily';
  return {
    frequency: values.frequency,
    startDate: values.startDate ? values.startDate.format(DATE) : '',
    endDate: values.endDate ? values.endDate.format(DATE) : null,
    startTime: values.startTime ? values.startTime.format(TIME) : '',
    endTime: values.endTime ? values.endTime.format(TIME) : null,
    interval: values.interval ?? Number.NaN,
    weekDays: withDays ? [...values.weekDays].sort((a, b) => a - b) : [],
    monthDay: values.frequency === 'monthly' ? values.monthDay : null,
  };
}

/** A problem with one field: a message key (the server's, DECISIONS.md §9) and its numbers. */
export interface FieldIssue {
  key: string;
  vars?: Record<string, number>;
}

/**
 * What is wrong with the schedule, per field, by the contracts' own ZTaskSchedule, so the browser
 * refuses exactly what the server would, with the same message keys (timesEqual, startAfterEnd,
 * endBeforeStart…). Missing fields get stand-ins for the check, so "end equals start" shows even
 * while the start date is still empty.
 */
export function scheduleIssues(values: ScheduleFormValues): Partial<Record<ScheduleField, FieldIssue>> {
  const issues: Partial<Record<ScheduleField, FieldIssue>> = {};
  if (!values.startDate) issues.startDate = { key: 'required' };
  if (!values.startTime) issues.startTime = { key: 'required' };
  if (values.interval === null || values.interval === undefined) issues.interval = { key: 'required' };
  const input = toScheduleInput(values);
  const parsed = ZTaskSchedule.safeParse({
    ...input,
    startDate: input.startDate || '2000-01-01',
    endDate: input.startDate ? input.endDate : null,
    startTime: input.startTime || '00:00',
    endTime: input.startTime ? input.endTime : null,
    interval: Number.isNaN(input.interval) ? 1 : input.interval,
  });
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ScheduleField | undefined;
    if (!field || issues[field]) continue;
    if (issue.code === 'invalid_type') issues[field] = { key: 'required' };
    else if (field === 'interval' && issue.message === 'tooBig') {
      issues[field] = { key: 'tooBig', vars: { max: INTERVAL_MAX[values.frequency] } };
    } else if (issue.code === 'too_big')
      issues[field] = { key: 'tooBig', vars: { max: Number(issue.maximum) } };
    else if (issue.code === 'too_small')
      issues[field] = { key: 'tooSmall', vars: { min: Number(issue.minimum) } };
    else issues[field] = { key: issue.message };
  }
  return issues;
}

/** A one-time job is due after it starts (the contracts' checkKind): the same key as the server's. */
export function dueIssue(startsAt: Dayjs | null, dueAt: Dayjs | null, now: Dayjs): FieldIssue | null {
  if (!dueAt) return null;
  return dueAt.isAfter(startsAt ?? now) ? null : { key: 'startAfterEnd' };
}

/** Trimmed lines; an empty line is dropped rather than refused. Ids go back so copied items stay recognisable. */
function checklistBody(items: readonly ChecklistItemValues[] | undefined) {
  return (items ?? []).flatMap((item) => {
    const text = (item.text ?? '').trim();
    if (!text) return [];
    return item.id ? [{ id: item.id, text }] : [{ text }];
  });
}

/** POST /tasks. `zone` is the location's time zone: the picked times are its clock. */
export function toCreateTaskRequest(values: TaskFormValues, zone: string): TCreateTaskRequest {
  const oneTime = values.kind === 'one_time';
  return {
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim() || null,
    type: values.type,
    kind: values.kind,
    locationId: values.locationId ?? '',
    roomIds: values.roomIds ?? [],
    startsAt: oneTime && values.startsAt ? fromWallClock(values.startsAt, zone) : null,
    dueAt: oneTime && values.dueAt ? fromWallClock(values.dueAt, zone) : null,
    schedule: oneTime ? null : toScheduleInput(values.schedule),
    teamIds: values.teamIds ?? [],
    assigneeIds: values.assigneeIds ?? [],
    checklist: checklistBody(values.checklist),
    photosBefore: values.photosBefore,
    photosAfter: values.photosAfter,
    requirePhoto: values.requirePhoto,
    requireScan: values.requireScan,
    emergency: values.emergency,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;
const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));
const sameSchedule = (a: TTaskSchedule, b: TTaskSchedule) =>
  JSON.stringify({ ...a, weekDays: [...a.weekDays].sort() }) ===
  JSON.stringify({ ...b, weekDays: [...b.weekDays].sort() });

/**
 * PATCH body with only what changed (DECISIONS.md §7: kind and location stay). An existing task has
 * at most one team; the order of rooms or people is no change, the order of checklist lines is.
 */
export function toUpdateTaskRequest(task: TTask, values: TaskFormValues): TUpdateTaskRequest {
  const next = toCreateTaskRequest({ ...values, kind: task.kind }, task.location.timezone);
  const changes: TUpdateTaskRequest = {};
  if (next.title !== task.title) changes.title = next.title;
  if (next.description !== task.description) changes.description = next.description;
  if (next.type !== task.type) changes.type = next.type;
  if (
    !sameSet(
      next.roomIds,
      task.rooms.map((room) => room.id),
    )
  )
    changes.roomIds = next.roomIds;
  if (task.kind === 'one_time') {
    // An emptied start is no change: the job's start is already fixed.
    if (next.startsAt && !sameInstant(next.startsAt, task.startsAt)) changes.startsAt = next.startsAt;
    if (!sameInstant(next.dueAt ?? null, task.dueAt)) changes.dueAt = next.dueAt ?? null;
  } else if (next.schedule) {
    const parsed = ZTaskSchedule.safeParse(next.schedule);
    // An invalid schedule still goes out, for the server to name what is wrong.
    if (!parsed.success) changes.schedule = next.schedule as TTaskSchedule;
    else if (!task.schedule || !sameSchedule(parsed.data, task.schedule)) changes.schedule = parsed.data;
  }
  const assigneeIds = next.assigneeIds ?? [];
  if (
    !sameSet(
      assigneeIds,
      task.assignees.map((person) => person.id),
    )
  )
    changes.assigneeIds = assigneeIds;
  const teamId = next.teamIds?.[0] ?? null;
  if (teamId !== (task.team?.id ?? null)) changes.teamId = teamId;
  const checklist = next.checklist ?? [];
  const stored = task.checklist.map(({ id, text }) => ({ id, text }));
  if (JSON.stringify(checklist) !== JSON.stringify(stored)) changes.checklist = checklist;
  for (const key of ['photosBefore', 'photosAfter', 'requirePhoto', 'requireScan', 'emergency'] as const) {
    if (next[key] !== task[key]) changes[key] = next[key];
  }
  return changes;
}

/**
 * The form field a server error belongs to (`body.schedule.endTime` → ['schedule', 'endTime'],
 * `body.checklist.2.text` → ['checklist', 2, 'text']); null when none on the form holds it.
 */
export function formFieldOfPath(path: string): (string | number)[] | null {
  const parts = path.split('.').filter(Boolean);
  if (parts[0] === 'body') parts.shift();
  const [head, ...rest] = parts;
  if (!head) return null;
  switch (head) {
    case 'schedule': {
      const field = rest[0] as ScheduleField | undefined;
      // "A schedule is required" (or "not allowed") is about the kind chosen.
      return field && SCHEDULE_FIELDS.includes(field) ? ['schedule', field] : ['kind'];
    }
    case 'teamId':
      return ['teamIds'];
    case 'checklist': {
      const index = Number(rest[0]);
      return rest.length > 0 && Number.isInteger(index) ? ['checklist', index, 'text'] : ['checklist'];
    }
    default:
      return (TOP_FIELDS as readonly string[]).includes(head) ? [head] : null;
  }
}
