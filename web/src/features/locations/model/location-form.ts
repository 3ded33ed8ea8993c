import {
  LOCATION_DEFAULTS,
  type TCommercialKind,
  type TCreateLocationRequest,
  TITLE_MAX,
  type TLocation,
  type TLocationType,
  type TRentalState,
  type TUpdateLocationRequest,
} from '@cleanops/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** What the wizard and the settings form hold; the time is a Dayjs for antd's TimePicker. */
export interface LocationFormValues {
  type?: TLocationType;
  commercialKind?: TCommercialKind | null;
  address?: string;
  latitude?: number | null;
  longitude?: number | null;
  title?: string;
  timezone?: string;
  checkoutTime?: Dayjs | null;
  checkInTime?: Dayjs | null;
  cleaningDuration?: number | null;
  recleanAfter?: number | null;
  requirePhoto?: boolean;
  requireReport?: boolean;
  requireScan?: boolean;
  /** Commercial only: a room's QR page says closed while a blocking problem is open. */
  closedWhileBlocked?: boolean;
  state?: TRentalState;
  /** Only the settings form edits it; the wizard creates a location without a team. */
  teamId?: string | null;
  /** The settings form's inspection after each cleaning (DECISIONS.md §13); the wizard leaves it off. */
  inspectAfterTurnover?: boolean;
  inspectorId?: string | null;
  inspectionChecklistId?: string | null;
  /** The settings form's warnings and guests card; the wizard keeps the defaults. */
  checkInWarningHours?: number | null;
  showLastCleaned?: boolean;
  complaintMergeMinutes?: number | null;
}

/** The inspection settings, compared apart like the team: the wizard does not ask them. */
const INSPECTION_FIELDS = ['inspectAfterTurnover', 'inspectorId', 'inspectionChecklistId'] as const;

export type LocationField = keyof LocationFormValues;

/** The wizard's four steps (DECISIONS.md §6) and the fields each one validates before the next. */
export const WIZARD_STEPS = [
  { key: 'type', fields: ['type', 'commercialKind'] },
  { key: 'address', fields: ['address', 'latitude', 'longitude'] },
  {
    key: 'settings',
    fields: [
      'title',
      'timezone',
      'checkoutTime',
      'checkInTime',
      'cleaningDuration',
      'recleanAfter',
      'requirePhoto',
      'requireReport',
      'requireScan',
      'closedWhileBlocked',
    ],
  },
  { key: 'state', fields: ['state'] },
] as const satisfies readonly { key: string; fields: readonly LocationField[] }[];

export const LOCATION_FIELDS: readonly LocationField[] = WIZARD_STEPS.flatMap((step) => step.fields);

/** The step holding a field, for jumping to a server error; -1 when no step does. */
export function stepOfField(field: string): number {
  return WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
}

export function parseLocalTime(value: string): Dayjs {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  return dayjs().hour(hours).minute(minutes).second(0).millisecond(0);
}

export const formatLocalTime = (value: Dayjs): string => value.format('HH:mm');

export function wizardInitialValues(timezone: string): LocationFormValues {
  return {
    type: 'rental',
    commercialKind: null,
    latitude: null,
    longitude: null,
    timezone,
    checkoutTime: parseLocalTime(LOCATION_DEFAULTS.checkoutTime),
    checkInTime: parseLocalTime(LOCATION_DEFAULTS.checkInTime),
    cleaningDuration: LOCATION_DEFAULTS.cleaningDuration,
    recleanAfter: LOCATION_DEFAULTS.recleanAfter,
    requirePhoto: LOCATION_DEFAULTS.requirePhoto,
    requireReport: LOCATION_DEFAULTS.requireReport,
    requireScan: LOCATION_DEFAULTS.requireScan,
    state: LOCATION_DEFAULTS.state,
  };
}

/**
 * The wizard's steps so far, kept in the tab's session storage under the person's id, so a reload
 * (or a phone reopening the tab) brings back every step; it is removed once the location is created
 * or the wizard cancelled. Times are stored as "HH:mm", the rest as typed.
 */
export interface WizardDraft {
  step: number;
  values: LocationFormValues;
}

export const wizardDraftKey = (userId: string) => `cleanops-location-draft:${userId}`;

export function serializeWizardDraft(step: number, values: LocationFormValues): string {
  const { checkoutTime, checkInTime, ...rest } = values;
  return JSON.stringify({
    step,
    values: {
      ...rest,
      checkoutTime: checkoutTime ? formatLocalTime(checkoutTime) : null,
      checkInTime: checkInTime ? formatLocalTime(checkInTime) : null,
    },
  });
}

/** The draft stored, or null when there is none or it cannot be read (an older shape, a hand edit). */
export function parseWizardDraft(text: string | null): WizardDraft | null {
  if (!text) return null;
  try {
    const { step, values } = JSON.parse(text) as { step: unknown; values: Record<string, unknown> };
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= WIZARD_STEPS.length)
      return null;
    if (!values || typeof values !== 'object') return null;
    const time = (value: unknown) =>
      typeof value === 'string' && /^\d{2}:\d{2}$/.test(value) ? parseLocalTime(value) : null;
    return {
      step,
      values: {
        ...(values as LocationFormValues),
        checkoutTime: time(values.checkoutTime),
        checkInTime: time(values.checkInTime),
      },
    };
  } catch {
    return null;
  }
}

/** A name to start from: the address up to its first comma ("Abay 10, apt 5" → "Abay 10"). */
export function suggestTitle(address: string | undefined): string {
  const first = (address ?? '').split(',')[0]?.trim() ?? '';
  return first.slice(0, TITLE_MAX);
}

/**
 * Every field of a location the wizard and the settings form share, as the API spells it. The team
 * is not one of them: creating takes no team, so it is compared apart in `toUpdateRequest`.
 */
type LocationRecord = Required<Omit<TUpdateLocationRequest, 'teamId' | (typeof INSPECTION_FIELDS)[number]>>;

/**
 * The form's values as the API spells them. Checkout, check-in and reclean-after mean nothing to a commercial
 * place, so it keeps `fallback`'s (the defaults when creating, the stored ones when editing).
 */
function toRecord(values: LocationFormValues, fallback: LocationRecord): LocationRecord {
  const rental = values.type !== 'commercial';
  return {
    type: rental ? 'rental' : 'commercial',
    commercialKind: rental ? null : (values.commercialKind ?? null),
    title: (values.title ?? '').trim(),
    address: (values.address ?? '').trim(),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    timezone: values.timezone ?? fallback.timezone,
    checkoutTime:
      rental && values.checkoutTime ? formatLocalTime(values.checkoutTime) : fallback.checkoutTime,
    checkInTime: rental && values.checkInTime ? formatLocalTime(values.checkInTime) : fallback.checkInTime,
    cleaningDuration: values.cleaningDuration ?? fallback.cleaningDuration,
    recleanAfter: rental ? (values.recleanAfter ?? fallback.recleanAfter) : fallback.recleanAfter,
    requirePhoto: values.requirePhoto ?? false,
    requireReport: values.requireReport ?? false,
    requireScan: values.requireScan ?? false,
    // A rental has no QR page for guests: it keeps what it had.
    closedWhileBlocked: rental ? fallback.closedWhileBlocked : (values.closedWhileBlocked ?? false),
    // A rental warns before its check-ins; a commercial place may show its cleaning log on the door.
    checkInWarningHours: rental
      ? (values.checkInWarningHours ?? fallback.checkInWarningHours)
      : fallback.checkInWarningHours,
    showLastCleaned: rental ? false : (values.showLastCleaned ?? fallback.showLastCleaned),
    complaintMergeMinutes: values.complaintMergeMinutes ?? fallback.complaintMergeMinutes,
  };
}

export function toCreateRequest(values: LocationFormValues, browserZone: string): TCreateLocationRequest {
  const record = toRecord(values, {
    ...LOCATION_DEFAULTS,
    type: 'rental',
    commercialKind: null,
    title: '',
    address: '',
    latitude: null,
    longitude: null,
    timezone: browserZone,
    closedWhileBlocked: false,
  });
  return { ...record, state: record.type === 'rental' ? (values.state ?? 'clean') : 'clean' };
}

export function toFormValues(location: TLocation): LocationFormValues {
  return {
    type: location.type,
    commercialKind: location.commercialKind,
    address: location.address,
    latitude: location.latitude,
    longitude: location.longitude,
    title: location.title,
    timezone: location.timezone,
    checkoutTime: parseLocalTime(location.checkoutTime),
    checkInTime: parseLocalTime(location.checkInTime),
    cleaningDuration: location.cleaningDuration,
    recleanAfter: location.recleanAfter,
    requirePhoto: location.requirePhoto,
    requireReport: location.requireReport,
    requireScan: location.requireScan,
    closedWhileBlocked: location.closedWhileBlocked,
    teamId: location.team?.id ?? null,
    inspectAfterTurnover: location.inspectAfterTurnover,
    inspectorId: location.inspectorId,
    inspectionChecklistId: location.inspectionChecklistId,
    checkInWarningHours: location.checkInWarningHours,
    showLastCleaned: location.showLastCleaned,
    complaintMergeMinutes: location.complaintMergeMinutes,
  };
}

/**
 * PATCH body with only what changed. A change of type (or kind) always carries the kind, which
 * the server checks against the type.
 */
export function toUpdateRequest(location: TLocation, values: LocationFormValues): TUpdateLocationRequest {
  const stored: LocationRecord = {
    type: location.type,
    commercialKind: location.commercialKind,
    title: location.title,
    address: location.address,
    latitude: location.latitude,
    longitude: location.longitude,
    timezone: location.timezone,
    checkoutTime: location.checkoutTime,
    checkInTime: location.checkInTime,
    cleaningDuration: location.cleaningDuration,
    recleanAfter: location.recleanAfter,
    requirePhoto: location.requirePhoto,
    requireReport: location.requireReport,
    requireScan: location.requireScan,
    closedWhileBlocked: location.closedWhileBlocked,
    checkInWarningHours: location.checkInWarningHours,
    showLastCleaned: location.showLastCleaned,
    complaintMergeMinutes: location.complaintMergeMinutes,
  };
  const next = toRecord(values, stored);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof LocationRecord)[]) {
    if (next[key] !== stored[key]) changes[key] = next[key];
  }
  // `undefined` means the form has no team field (never sent); `null` means "No team" was chosen.
  if (values.teamId !== undefined && values.teamId !== (location.team?.id ?? null)) {
    changes.teamId = values.teamId;
  }
  for (const key of INSPECTION_FIELDS) {
    if (values[key] !== undefined && values[key] !== location[key]) changes[key] = values[key];
  }
  if ('type' in changes || 'commercialKind' in changes) {
    changes.type = next.type;
    changes.commercialKind = next.commercialKind;
  }
  return changes as TUpdateLocationRequest;
}
