import { z } from 'zod';
import { ZIsoDateTime, ZListQuery } from './common';
import { ZStoredFile } from './files';
import { ZTimezone } from './profile';
import { LOCATION_SORT_FIELDS, LOCATION_TYPES, RENTAL_STATES, type TLocationType } from './rules';
import { ZLine, ZSearch } from './validation';

/** The commercial kinds SPEC.md §1 names, plus the ones owners ask for most. */
export const COMMERCIAL_KINDS = [
  'restaurant',
  'cafe',
  'fitness_club',
  'shopping_centre',
  'office',
  'hotel',
  'other',
] as const;
export type TCommercialKind = (typeof COMMERCIAL_KINDS)[number];

/** SPEC.md §3 Notification settings: one flag per event of a location, plus the enabled switch. */
export const LOCATION_NOTIFICATION_EVENTS = [
  'taskAssigned',
  'taskAssignedTeam',
  'repeatedTaskAssigned',
  'repeatedTaskAssignedTeam',
  'inviteCreated',
  'taskStarted',
  'taskFinished',
  'taskPicked',
  'taskNotPicked',
  'inviteApproved',
  'complaintCreated',
  'userNotAvailable',
  'taskMessage',
  // A stay's turnover moved with its booking, or cancelled with it (a new one is taskAssignedTeam).
  'turnoverMoved',
  'turnoverCancelled',
  // Problems (DECISIONS.md §13): one reported, and each later step on it (assigned, sent, answered, closed).
  'problemReported',
  'problemUpdated',
  // A rental not Ready some hours before a check-in, and again at the check-in (DECISIONS.md §13).
  'checkInNotReady',
] as const;
export type TLocationNotificationEvent = (typeof LOCATION_NOTIFICATION_EVENTS)[number];
/**
 * Every event of the in-app feed: a location's events, then the workspace's own, which no location's
 * flags switch (weeklySummary: the owner's opt-in weekly figures).
 */
export const NOTIFICATION_EVENTS = [
  ...LOCATION_NOTIFICATION_EVENTS,
  'weeklySummary',
  // The owner's subscription (DECISIONS.md §11): a renewal granted or declined, the end 7 and 1 day ahead.
  'subscriptionGranted',
  'subscriptionDeclined',
  'subscriptionEnding',
  // Two stays of one rental overlap (a double booking): the owner and administrators hear it once per
  // pair. Not switchable per location: a double booking always needs someone to act.
  'bookingsOverlap',
  // Several turnovers made by one read of a rental's bookings, told to its team as one message.
  'turnoversAssigned',
  // A webhook endpoint paused by the server after days of failed deliveries (its address in `text`).
  'webhookPaused',
] as const;
export type TNotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** SPEC.md §3, §9: the creation form's defaults. */
export const LOCATION_DEFAULTS = {
  checkoutTime: '12:00',
  /** A stay's guests arrive at this local time; a turnover is due by the next one. */
  checkInTime: '14:00',
  cleaningDuration: 360,
  recleanAfter: 15,
  requirePhoto: false,
  requireReport: false,
  requireScan: false,
  state: 'clean',
  /** Hours before a check-in to warn that the rental is not Ready; 0 = never (DECISIONS.md §13). */
  checkInWarningHours: 3,
  /** Commercial only: the QR page tells guests when the room was last cleaned and by whom. */
  showLastCleaned: false,
  /** A guest's complaint joins an open one about the same room made this many minutes before; 0 = never. */
  complaintMergeMinutes: 30,
} as const;

export const TITLE_MAX = 120;
export const ADDRESS_MAX = 300;
/** Cleaning duration is in minutes (up to a day), reclean-after in days (up to a year). */
export const CLEANING_DURATION_MAX = 1440;
export const RECLEAN_AFTER_MAX = 365;
/** Two days: a warning earlier than that would come before most turnovers could even start. */
export const CHECK_IN_WARNING_HOURS_MAX = 48;
/** A day: reports further apart than that are not the same spill. */
export const COMPLAINT_MERGE_MINUTES_MAX = 1440;

export const ZLocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'invalidTime' });
const ZTitle = ZLine(TITLE_MAX, 2);
const ZAddress = ZLine(ADDRESS_MAX, 3);

const locationFields = {
  title: ZTitle,
  address: ZAddress,
  type: z.enum(LOCATION_TYPES),
  /** Required for a commercial location, null for a rental one. */
  commercialKind: z.enum(COMMERCIAL_KINDS).nullable(),
  latitude: z.number().min(-90, { message: 'tooSmall' }).max(90, { message: 'tooBig' }).nullable(),
  longitude: z.number().min(-180, { message: 'tooSmall' }).max(180, { message: 'tooBig' }).nullable(),
  timezone: ZTimezone,
  checkoutTime: ZLocalTime,
  checkInTime: ZLocalTime,
  cleaningDuration: z
    .number()
    .int()
    .min(1, { message: 'tooSmall' })
    .max(CLEANING_DURATION_MAX, { message: 'tooBig' }),
  recleanAfter: z
    .number()
    .int()
    .min(1, { message: 'tooSmall' })
    .max(RECLEAN_AFTER_MAX, { message: 'tooBig' }),
  requirePhoto: z.boolean(),
  requireReport: z.boolean(),
  requireScan: z.boolean(),
  /**
   * Commercial locations: a room's QR page says the room is closed while a blocks_use problem of it
   * (or of the whole location) is open or in progress.
   */
  closedWhileBlocked: z.boolean(),
  checkInWarningHours: z
    .number()
    .int()
    .min(0, { message: 'tooSmall' })
    .max(CHECK_IN_WARNING_HOURS_MAX, { message: 'tooBig' }),
  showLastCleaned: z.boolean(),
  complaintMergeMinutes: z
    .number()
    .int()
    .min(0, { message: 'tooSmall' })
    .max(COMPLAINT_MERGE_MINUTES_MAX, { message: 'tooBig' }),
};

/**
 * A rental's inspection after each cleaning (DECISIONS.md §13): off by default; done by the chosen
 * member, or the team's head when none is chosen; with the items of one checklist of the workspace.
 */
const inspectionFields = {
  inspectAfterTurnover: z.boolean(),
  inspectorId: z.uuid().nullable(),
  inspectionChecklistId: z.uuid().nullable(),
};

/** The wizard's steps (DECISIONS.md §6), each validated before the next: the web form uses these. */
export const ZLocationTypeStep = z.object({
  type: locationFields.type,
  commercialKind: locationFields.commercialKind,
});
export const ZLocationAddressStep = z.object({
  address: locationFields.address,
  latitude: locationFields.latitude,
  longitude: locationFields.longitude,
});
export const ZLocationSettingsStep = z.object({
  title: locationFields.title,
  timezone: locationFields.timezone,
  checkoutTime: locationFields.checkoutTime,
  checkInTime: locationFields.checkInTime.default(LOCATION_DEFAULTS.checkInTime),
  cleaningDuration: locationFields.cleaningDuration,
  recleanAfter: locationFields.recleanAfter,
  requirePhoto: locationFields.requirePhoto,
  requireReport: locationFields.requireReport,
  requireScan: locationFields.requireScan,
  checkInWarningHours: locationFields.checkInWarningHours.default(LOCATION_DEFAULTS.checkInWarningHours),
  showLastCleaned: locationFields.showLastCleaned.default(LOCATION_DEFAULTS.showLastCleaned),
  complaintMergeMinutes: locationFields.complaintMergeMinutes.default(
    LOCATION_DEFAULTS.complaintMergeMinutes,
  ),
});
export const ZLocationStateStep = z.object({ state: z.enum(RENTAL_STATES) });

const commercialKindRule = <T extends { type?: TLocationType; commercialKind?: TCommercialKind | null }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if (value.type === 'commercial' && !value.commercialKind)
    ctx.addIssue({ code: 'custom', path: ['commercialKind'], message: 'required' });
  if (value.type === 'rental' && value.commercialKind)
    ctx.addIssue({ code: 'custom', path: ['commercialKind'], message: 'invalidValue' });
};

export const ZCreateLocationRequest = z
  .object({
    ...locationFields,
    commercialKind: locationFields.commercialKind.default(null),
    checkInTime: locationFields.checkInTime.default(LOCATION_DEFAULTS.checkInTime),
    latitude: locationFields.latitude.default(null),
    longitude: locationFields.longitude.default(null),
    state: z.enum(RENTAL_STATES).default('clean'),
    closedWhileBlocked: locationFields.closedWhileBlocked.default(false),
    checkInWarningHours: locationFields.checkInWarningHours.default(LOCATION_DEFAULTS.checkInWarningHours),
    showLastCleaned: locationFields.showLastCleaned.default(LOCATION_DEFAULTS.showLastCleaned),
    complaintMergeMinutes: locationFields.complaintMergeMinutes.default(
      LOCATION_DEFAULTS.complaintMergeMinutes,
    ),
  })
  .strict()
  .superRefine(commercialKindRule)
  .superRefine((value, ctx) => {
    // A rental's guests rent the whole place: a cleaning log on its door is not theirs to read.
    if (value.type === 'rental' && value.showLastCleaned)
      ctx.addIssue({ code: 'custom', path: ['showLastCleaned'], message: 'commercialOnly' });
  });
export type TCreateLocationRequest = z.input<typeof ZCreateLocationRequest>;

/** PATCH: any subset; a change of type must bring a matching commercialKind (checked by the server). */
export const ZUpdateLocationRequest = z
  .object({ ...locationFields, ...inspectionFields, teamId: z.uuid().nullable() })
  .partial()
  .strict();
export type TUpdateLocationRequest = z.infer<typeof ZUpdateLocationRequest>;

export const ZLocation = z.object({
  id: z.uuid(),
  title: z.string(),
  address: z.string(),
  type: z.enum(LOCATION_TYPES),
  commercialKind: z.enum(COMMERCIAL_KINDS).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string(),
  checkoutTime: z.string(),
  /** HH:mm in the location's zone; a turnover is due by the next stay's check-in. */
  checkInTime: z.string(),
  cleaningDuration: z.number().int(),
  recleanAfter: z.number().int(),
  requirePhoto: z.boolean(),
  requireReport: z.boolean(),
  requireScan: z.boolean(),
  /** Commercial: the QR page shows a room as closed while a blocking problem is open. */
  closedWhileBlocked: z.boolean(),
  /** Finishing a cleaning here makes an inspection job (DECISIONS.md §13). */
  inspectAfterTurnover: z.boolean(),
  /** Who inspects; null: the team's head. */
  inspectorId: z.uuid().nullable(),
  /** The checklist an inspection here uses; null: none (the inspector records pass or fail). */
  inspectionChecklistId: z.uuid().nullable(),
  /** Rentals: hours before a check-in to warn when the rental is not Ready; 0 = off. */
  checkInWarningHours: z.number().int(),
  /** Commercial only (always false for a rental): the QR page shows the room's last cleaning. */
  showLastCleaned: z.boolean(),
  /** Minutes within which a guest's complaint joins an open one about the same room; 0 = never. */
  complaintMergeMinutes: z.number().int(),
  /** Rental state; a commercial location is always 'clean'. */
  state: z.enum(RENTAL_STATES),
  stateChangedAt: ZIsoDateTime,
  /** The attached team (null until one is attached). */
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  roomsCount: z.number().int(),
  /** Signed, short-lived link to the printable sheet of every room's QR code (PDF). */
  qrSheetUrl: z.string(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TLocation = z.infer<typeof ZLocation>;

export const ZLocationListQuery = ZListQuery.extend({
  sortBy: z.enum(LOCATION_SORT_FIELDS).default('createdAt'),
  type: z.enum(LOCATION_TYPES).optional(),
  state: z.enum(RENTAL_STATES).optional(),
  /** Matches title or address, case-insensitive. */
  search: ZSearch,
});
export type TLocationListQuery = z.input<typeof ZLocationListQuery>;
export const ZLocationPage = z.object({
  items: z.array(ZLocation),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TLocationPage = z.infer<typeof ZLocationPage>;

export const ZSetLocationStateRequest = z.object({ state: z.enum(RENTAL_STATES) }).strict();
export type TSetLocationStateRequest = z.infer<typeof ZSetLocationStateRequest>;

export const ZNotificationSettings = z
  .object({
    enabled: z.boolean(),
    events: z
      .object(
        Object.fromEntries(LOCATION_NOTIFICATION_EVENTS.map((e) => [e, z.boolean()])) as Record<
          TLocationNotificationEvent,
          z.ZodBoolean
        >,
      )
      .strict(),
  })
  .strict();
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/** Client instructions: documents attached to a location (DECISIONS.md §6). */
export const ZClientInstructionsResponse = z.array(ZStoredFile);
