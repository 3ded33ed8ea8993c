import type { TInspectionResult, TOccurrenceDetail } from '@cleanops/contracts';

/**
 * The steps of a job in the order a cleaner meets them on the spot (DECISIONS.md §7 flow): take it,
 * start, prove presence by scanning, photograph the room as found, study or work through the list,
 * judge (inspections), photograph the result, report and finish.
 */
export const JOB_STEPS = [
  'pick',
  'start',
  'scan',
  'photosBefore',
  'learn',
  'checklist',
  'inspect',
  'photosAfter',
  'finish',
] as const;
export type TJobStep = (typeof JOB_STEPS)[number];

/**
 * done: nothing left to do; todo: can be done now; waiting: needs the job started first;
 * missing: the server refused to finish because of this step.
 */
export type TStepStatus = 'done' | 'todo' | 'waiting' | 'missing';

export interface JobStep {
  key: TJobStep;
  status: TStepStatus;
  /** The server's (already localised) reason, when finishing was refused for this step. */
  message?: string;
  /** The first step not done yet: the one to look at now. */
  current: boolean;
}

type Detail = Pick<
  TOccurrenceDetail,
  | 'type'
  | 'team'
  | 'pickedBy'
  | 'startedAt'
  | 'state'
  | 'requireScan'
  | 'photosBefore'
  | 'photosAfter'
  | 'requirePhoto'
  | 'rooms'
  | 'scans'
  | 'photos'
  | 'checklist'
  | 'result'
>;

/**
 * The report alone (no buttons) for a finished job and for a viewer who may neither take nor work on
 * it, e.g. a colleague after someone else took the team task.
 */
export function isReadOnly(detail: Pick<TOccurrenceDetail, 'state' | 'can'>): boolean {
  return detail.state === 'completed' || (!detail.can.work && !detail.can.pick);
}

/**
 * What the page opens with. An owner may work on any job (complete_task) but mostly opens one from
 * the all-tasks list to see how it went: unless the job is theirs, they get the report first and a
 * button to switch to the steps. Staff who may work on it get the steps.
 */
export function initialView(
  detail: Pick<TOccurrenceDetail, 'state' | 'can' | 'assignees' | 'pickedBy' | 'startedBy'>,
  viewer: { id: string | undefined; isOwner: boolean },
): 'steps' | 'report' {
  if (isReadOnly(detail)) return 'report';
  if (!viewer.isOwner) return 'steps';
  const mine =
    detail.assignees.some((person) => person.id === viewer.id) ||
    detail.pickedBy?.id === viewer.id ||
    detail.startedBy?.id === viewer.id;
  return mine ? 'steps' : 'report';
}

export function unscannedRooms(detail: Pick<TOccurrenceDetail, 'rooms' | 'scans'>) {
  const scanned = new Set(detail.scans.map((s) => s.roomId));
  return detail.rooms.filter((room) => !scanned.has(room.id));
}

/** The after-photo step also carries "at least one photo" when only requirePhoto is set. */
export function afterStepSatisfied(detail: Pick<Detail, 'photosAfter' | 'photos'>): boolean {
  return detail.photosAfter ? detail.photos.some((p) => p.phase === 'after') : detail.photos.length > 0;
}

function shows(step: TJobStep, detail: Detail): boolean {
  switch (step) {
    case 'pick':
      return detail.team !== null;
    case 'scan':
      return detail.requireScan && detail.rooms.length > 0;
    case 'photosBefore':
      return detail.photosBefore;
    case 'learn':
      return detail.type === 'learn';
    case 'checklist':
      return detail.checklist.length > 0;
    case 'inspect':
      // With a checklist the items decide the result (DECISIONS.md §13): no separate choice.
      return detail.type === 'inspect' && detail.checklist.length === 0;
    case 'photosAfter':
      return detail.photosAfter || detail.requirePhoto;
    default:
      return true;
  }
}

function isDone(step: TJobStep, detail: Detail, result: TInspectionResult | null): boolean {
  const completed = detail.state === 'completed';
  switch (step) {
    case 'pick':
      return detail.pickedBy !== null;
    case 'start':
      return detail.startedAt !== null;
    case 'scan':
      return unscannedRooms(detail).length === 0;
    case 'photosBefore':
      return detail.photos.some((p) => p.phase === 'before');
    case 'checklist':
      return detail.checklist.every((item) => item.done);
    case 'inspect':
      return (result ?? detail.result) !== null;
    case 'photosAfter':
      return afterStepSatisfied(detail);
    case 'learn':
    case 'finish':
      return completed;
  }
}

/**
 * The steps this job shows and how far each is. `result` is the pass/fail chosen on the page and not
 * sent yet (it goes with the finish call); `missing` comes from a refused finish (missing-fields.ts).
 */
export function jobSteps(
  detail: Detail,
  result: TInspectionResult | null = null,
  missing: Partial<Record<TJobStep, string>> = {},
): JobStep[] {
  const started = detail.startedAt !== null;
  const steps = JOB_STEPS.filter((key) => shows(key, detail)).map((key): Omit<JobStep, 'current'> => {
    if (isDone(key, detail, result)) return { key, status: 'done' };
    const message = missing[key];
    if (message) return { key, status: 'missing', message };
    // Taking and starting are what a job begins with; everything else waits for the start.
    const open = key === 'pick' || key === 'start' || started;
    return { key, status: open ? 'todo' : 'waiting' };
  });
  const current = steps.find((s) => s.status !== 'done')?.key;
  return steps.map((step) => ({ ...step, current: step.key === current }));
}
