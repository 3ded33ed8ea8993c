import { z } from 'zod';
import { ZIsoDateTime } from './common';
import { OCCURRENCE_STATES, ZLocalDate } from './tasks';
import { ZLine } from './validation';

/**
 * Bookings of a rental: stays and blocked dates read from the calendar feeds (iCal links
 * that Airbnb, Booking.com, Avito and others export) or entered by hand. Each active stay has one
 * turnover job: it starts at the check-out date's checkout time and is due by the next stay's
 * check-in (the location's check-in time on that date), or within the cleaning duration when no
 * stay follows or blocked dates lie between.
 */
export const BOOKING_KINDS = ['stay', 'blocked'] as const;
export type TBookingKind = (typeof BOOKING_KINDS)[number];
export const BOOKING_STATUSES = ['active', 'cancelled'] as const;
export type TBookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_FEED_STATUSES = ['ok', 'error'] as const;
export type TBookingFeedStatus = (typeof BOOKING_FEED_STATUSES)[number];
/**
 * Why the last fetch of a feed failed; the reply also carries the words (`lastErrorMessage`).
 * not_found: the address answered 404; http_error: another non-2xx status (`lastErrorDetail` holds
 * it); timeout; too_large: the body passed the size cap; not_ical: the body is not a calendar;
 * unreachable: DNS or connection failure; forbidden_address: the host resolves to a private,
 * loopback or link-local address (SSRF guard); too_many_redirects: more than 3.
 */
export const BOOKING_FEED_ERROR_CODES = [
  'not_found',
  'http_error',
  'timeout',
  'too_large',
  'not_ical',
  'unreachable',
  'forbidden_address',
  'too_many_redirects',
] as const;
export type TBookingFeedErrorCode = (typeof BOOKING_FEED_ERROR_CODES)[number];
/**
 * A warning left on a booking: its stay was cancelled or moved while its turnover job was already
 * started, so the job was left as it is.
 */
export const BOOKING_WARNINGS = ['turnover_started'] as const;
export type TBookingWarning = (typeof BOOKING_WARNINGS)[number];

export const BOOKING_FEED_NAME_MAX = 80;
export const BOOKING_FEED_URL_MAX = 2000;
export const BOOKING_SUMMARY_MAX = 200;
export const BOOKING_GUESTS_MAX = 100;
/** A manual booking spans at most this many nights. */
export const BOOKING_NIGHTS_MAX = 366;
/**
 * The years a booking's dates, a shown month or week may fall in. Outside them a date is a typo or a
 * feed's garbage (year 0000 is no date the database keeps, 9999-12-31 has no next week): the API
 * refuses it and a feed's event with such a date is skipped.
 */
export const BOOKING_YEAR_MIN = 2000;
export const BOOKING_YEAR_MAX = 2199;
/** True for a YYYY-MM-DD or YYYY-MM whose year is within the booking years. */
export const isBookingYear = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= BOOKING_YEAR_MIN && year <= BOOKING_YEAR_MAX;
};
/** A booking's local date: a real calendar date in the booking years. */
export const ZBookingDate = ZLocalDate.refine(isBookingYear, { message: 'bookingDateOutOfRange' });

/**
 * A calendar address. The server takes https only (a calendar link is a secret, never sent in clear);
 * plain http is accepted by the schema for a server's test/local setting (BOOKING_FEEDS_ALLOW_LOOPBACK),
 * where a feed on 127.0.0.1 may be http. Anything else is 400 `httpsUrl` from the server.
 */
export const ZBookingFeedUrl = z
  .string()
  .trim()
  .max(BOOKING_FEED_URL_MAX, { message: 'maxLength' })
  .pipe(z.url({ protocol: /^https?$/, hostname: /^[^\s@]+$/, message: 'httpsUrl' }))
  // A user name or password in the address would be a second secret shown in the masked form.
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), { message: 'httpsUrl' });

export const ZCreateBookingFeedRequest = z
  .object({
    name: ZLine(BOOKING_FEED_NAME_MAX, 1),
    url: ZBookingFeedUrl,
  })
  .strict();
export type TCreateBookingFeedRequest = z.infer<typeof ZCreateBookingFeedRequest>;

/** PATCH: a new name, a new address (replacing the secret), or both. */
export const ZUpdateBookingFeedRequest = ZCreateBookingFeedRequest.partial().strict();
export type TUpdateBookingFeedRequest = z.infer<typeof ZUpdateBookingFeedRequest>;

/** A feed as shown after saving: the address masked (host and a masked tail), never whole. */
export const ZBookingFeed = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  name: z.string(),
  /** e.g. `https://www.airbnb.com/calendar/ical/…/****.ics`. */
  urlMasked: z.string(),
  lastFetchedAt: ZIsoDateTime.nullable(),
  /** null until the first fetch. */
  lastStatus: z.enum(BOOKING_FEED_STATUSES).nullable(),
  lastErrorCode: z.enum(BOOKING_FEED_ERROR_CODES).nullable(),
  /** The error in words, in the request's language ("The calendar address answered 404."). */
  lastErrorMessage: z.string().nullable(),
  /** The HTTP status of an http_error / not_found, else null. */
  lastHttpStatus: z.number().int().nullable(),
  /**
   * The last good read lacked this many of the feed's stays not yet checked out, more than half of
   * them: it was held as suspicious (an empty or cut-off answer) and nothing was cancelled. The next
   * good read decides: stays back in it stay; stays still missing from it are cancelled then.
   * null when the last good read was applied whole.
   */
  heldCancellations: z.number().int().nullable(),
  /** Events of the last good read that could not be read (a date that is no date) and were skipped. */
  skippedEvents: z.number().int(),
  /** Active bookings read from this feed. */
  activeBookings: z.number().int(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TBookingFeed = z.infer<typeof ZBookingFeed>;
export const ZBookingFeedList = z.array(ZBookingFeed);
export type TBookingFeedList = z.infer<typeof ZBookingFeedList>;

/** The reply of "fetch now": the feed with its new result and what changed. */
export const ZFetchBookingFeedResponse = z.object({
  feed: ZBookingFeed,
  /** The feed answered 304 (unchanged since the last fetch). */
  notModified: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  cancelled: z.number().int(),
  /** Stays this read would have cancelled but kept, the read being held as suspicious. */
  held: z.number().int(),
  /** Events this read skipped because they could not be read. */
  skipped: z.number().int(),
});
export type TFetchBookingFeedResponse = z.infer<typeof ZFetchBookingFeedResponse>;

/** The turnover job of a stay (its one occurrence). */
export const ZBookingTurnover = z.object({
  taskId: z.uuid(),
  occurrenceId: z.uuid(),
  startsAt: ZIsoDateTime,
  dueAt: ZIsoDateTime,
  /** The next stay checks in on the same local date as this one checks out. */
  sameDay: z.boolean(),
  state: z.enum(OCCURRENCE_STATES),
});
export type TBookingTurnover = z.infer<typeof ZBookingTurnover>;

export const ZBooking = z.object({
  id: z.uuid(),
  locationId: z.uuid(),
  /** null for a booking entered by hand. */
  feedId: z.uuid().nullable(),
  feedName: z.string().nullable(),
  /** The event's UID in its feed (for a manual booking, its own id). */
  uid: z.string(),
  kind: z.enum(BOOKING_KINDS),
  /** Local dates (YYYY-MM-DD); checkOut is the day the guest leaves (iCal's exclusive DTEND). */
  checkIn: ZLocalDate,
  checkOut: ZLocalDate,
  summary: z.string(),
  guests: z.number().int().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** Active stays only; null for blocked dates, cancelled stays whose job was removed, or stays past. */
  turnover: ZBookingTurnover.nullable(),
  warning: z.enum(BOOKING_WARNINGS).nullable(),
  /**
   * The other active stays of the rental this one shares nights with (a double booking), by
   * check-in; empty for none, and always for blocked dates and cancelled stays. The very same dates
   * from two feeds are one stay read twice (they share one cleaning), not an overlap.
   */
  overlapsWith: z.array(z.uuid()),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
});
export type TBooking = z.infer<typeof ZBooking>;

const manualBookingFields = {
  kind: z.enum(BOOKING_KINDS),
  checkIn: ZBookingDate,
  checkOut: ZBookingDate,
  summary: ZLine(BOOKING_SUMMARY_MAX),
  guests: z
    .number()
    .int()
    .min(1, { message: 'tooSmall' })
    .max(BOOKING_GUESTS_MAX, { message: 'tooBig' })
    .nullable(),
};

const DAY_MS = 86_400_000;
const datesRule = <T extends { checkIn?: string; checkOut?: string }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) => {
  if (!value.checkIn || !value.checkOut) return;
  if (value.checkOut <= value.checkIn) {
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'checkOutBeforeCheckIn' });
    return;
  }
  const nights = (Date.parse(value.checkOut) - Date.parse(value.checkIn)) / DAY_MS;
  if (nights > BOOKING_NIGHTS_MAX) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'tooLong' });
};

export const ZCreateManualBookingRequest = z
  .object({
    ...manualBookingFields,
    kind: manualBookingFields.kind.default('stay'),
    summary: manualBookingFields.summary.default(''),
    guests: manualBookingFields.guests.default(null),
  })
  .strict()
  .superRefine(datesRule);
export type TCreateManualBookingRequest = z.input<typeof ZCreateManualBookingRequest>;

/** PATCH of a manual booking; a feed's bookings are changed in their own calendar only (409). */
export const ZUpdateManualBookingRequest = z
  .object(manualBookingFields)
  .partial()
  .strict()
  .superRefine(datesRule);
export type TUpdateManualBookingRequest = z.infer<typeof ZUpdateManualBookingRequest>;

/** A month as YYYY-MM. */
export const ZYearMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalidMonth', abort: true })
  .refine(isBookingYear, { message: 'bookingDateOutOfRange' });

/** `month` defaults to the current month in the location's zone. */
export const ZBookingCalendarQuery = z.object({ month: ZYearMonth.optional() }).strict();
export type TBookingCalendarQuery = z.infer<typeof ZBookingCalendarQuery>;

/**
 * A location's month: every booking overlapping it (check-in on or before the month's last day and
 * check-out on or after its first; cancelled ones included so the screen can show them struck out),
 * sorted by check-in, with their turnovers.
 */
export const ZBookingCalendar = z.object({
  locationId: z.uuid(),
  month: ZYearMonth,
  timezone: z.string(),
  checkoutTime: z.string(),
  checkInTime: z.string(),
  bookings: z.array(ZBooking),
});
export type TBookingCalendar = z.infer<typeof ZBookingCalendar>;

/** The week to show; default the current week (Monday, in the first location's or UTC zone). */
export const ZTurnoversWeekQuery = z.object({ from: ZBookingDate.optional() }).strict();
export type TTurnoversWeekQuery = z.infer<typeof ZTurnoversWeekQuery>;

/** One turnover of the workspace in the week, with its stay and the next check-in. */
export const ZTurnoverOfWeek = z.object({
  location: z.object({ id: z.uuid(), title: z.string(), timezone: z.string() }),
  booking: z.object({
    id: z.uuid(),
    checkIn: ZLocalDate,
    checkOut: ZLocalDate,
    summary: z.string(),
    guests: z.number().int().nullable(),
    feedName: z.string().nullable(),
    /** The other active stays this one overlaps (ZBooking.overlapsWith). */
    overlapsWith: z.array(z.uuid()),
  }),
  /** The next active stay's check-in date, or null when none follows. */
  nextCheckIn: ZLocalDate.nullable(),
  turnover: ZBookingTurnover,
  /** Who picked or started the job, when someone has. */
  pickedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TTurnoverOfWeek = z.infer<typeof ZTurnoverOfWeek>;

/** Turnovers starting from Monday `from` (inclusive) to `to` (exclusive, 7 days later), by start. */
export const ZTurnoversWeek = z.object({
  from: ZLocalDate,
  to: ZLocalDate,
  items: z.array(ZTurnoverOfWeek),
});
export type TTurnoversWeek = z.infer<typeof ZTurnoversWeek>;
