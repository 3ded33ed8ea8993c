import { isBookingYear, type TBookingKind } from '@cleanops/contracts';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';

/** One booking read from a feed: dates are the location's local dates, checkOut the leaving day. */
export interface ParsedBooking {
  uid: string;
  kind: TBookingKind;
  checkIn: string;
  checkOut: string;
  summary: string;
  guests: number | null;
}

export interface ParseOptions {
  /** The location's IANA zone: DATE-TIMEs are read as its local dates; floating times are its own. */
  timezone: string;
  now: Date;
  /** Recurring events are expanded up to this many months ahead (default 18). */
  horizonMonths?: number;
}

export class NotICalError extends Error {}

const DAY_MS = 86_400_000;
/** A recurring event older than this is not expanded from its first instance on. */
const PAST_DAYS = 60;
/** At most this many instances of one recurring event, and events of one feed. */
const MAX_INSTANCES = 1000;
const MAX_EVENTS = 5000;
const SUMMARY_MAX = 200;

/**
 * Blocked dates vs stays. A feed event is **blocked** when its summary says the dates are
 * not available ("Airbnb (Not available)", "Not available", "Blocked", "Unavailable", "Owner block",
 * "Закрыто", "Недоступно", "No disponible", "Қолжетімсіз") and it carries no reservation detail (a
 * "Reservation URL" or a guest count). Everything else is a **stay**: "Reserved", a guest's name, a
 * PMS booking. One exception: Booking.com exports every reservation as "CLOSED - Not available", the
 * same as the dates an owner closed, so its events cannot be told apart; they count as stays, because
 * a cleaning nobody needed costs less than a guest arriving to an unclean flat.
 */
const BLOCKED_RE =
  /not available|unavailable|\bblocked?\b|owner (?:block|stay)|недоступ|закрыт|заблокир|no disponible|bloquead|қолжетімсіз/i;
const BOOKING_COM_RE = /^closed\s*-\s*not available$/i;
const RESERVATION_HINT_RE = /reservation url|reservation id|confirmation code/i;

/**
 * The guest count where a feed gives it: an X-NUMBER-OF-GUESTS or X-GUESTS property, else a line
 * "Guests: 3" (or "Гостей: 3", "Adults: 2", "Huéspedes: 2", "Қонақтар: 2") in DESCRIPTION. Airbnb and
 * Booking.com give none.
 */
const GUESTS_RE = /(?:guests?|adults|гост(?:ей|и|ь)|huéspedes|қонақ(?:тар)?)\s*[:=]\s*(\d{1,3})/i;

export function bookingKindOf(summary: string, description: string, guests: number | null): TBookingKind {
  if (BOOKING_COM_RE.test(summary.trim())) return 'stay';
  if (!BLOCKED_RE.test(summary)) return 'stay';
  return RESERVATION_HINT_RE.test(description) || guests !== null ? 'stay' : 'blocked';
}

function guestsOf(event: ICAL.Component, description: string): number | null {
  for (const name of ['x-number-of-guests', 'x-guests']) {
    const value = Number(String(event.getFirstPropertyValue(name) ?? '').trim());
    if (Number.isInteger(value) && value > 0 && value <= 100) return value;
  }
  const match = GUESTS_RE.exec(description);
  const count = match ? Number(match[1]) : 0;
  return count > 0 && count <= 100 ? count : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDateOf = (t: ICAL.Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;

/**
 * The location's local date of an iCal time: a DATE as it is; a DATE-TIME in UTC, in its TZID (an
 * IANA name, as every feed we know writes it), or floating (read in the location's zone), converted
 * to the location's zone. An unknown TZID is read as the location's own.
 */
function localDateOf(time: ICAL.Time, tzid: string | null, zone: string): string {
  if (time.isDate) return isoDateOf(time);
  const wall = { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute };
  let instant: Temporal.Instant;
  if (time.zone?.tzid === 'UTC' || tzid === 'UTC') {
    instant = Temporal.PlainDateTime.from(wall).toZonedDateTime('UTC').toInstant();
  } else {
    let from = zone;
    try {
      if (tzid) from = Temporal.ZonedDateTime.from({ ...wall, timeZone: tzid }).timeZoneId;
    } catch {
      from = zone;
    }
    instant = Temporal.PlainDateTime.from(wall)
      .toZonedDateTime(from, { disambiguation: 'compatible' })
      .toInstant();
  }
  return instant.toZonedDateTimeISO(zone).toPlainDate().toString();
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Instance {
  start: ICAL.Time;
  end: ICAL.Time;
}

/** A feed's bookings, and how many of its events could not be read and were left out. */
export interface ParsedFeed {
  bookings: ParsedBooking[];
  skipped: number;
}

const DATE_VALUE_RE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;
const DATE_PROPERTY_RE = /^(DTSTART|DTEND|RECURRENCE-ID|EXDATE|RDATE)(?:;[^:]*)?:(.*)$/i;

/** A DATE or DATE-TIME value the calendar has (ical.js would roll 2026-13-45 into 2027 instead). */
function isRealDateValue(value: string, bookingYears: boolean): boolean {
  const match = DATE_VALUE_RE.exec(value.trim());
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((n) => Number(n ?? 0));
  if (month! < 1 || month! > 12 || hour! > 23 || minute! > 59 || second! > 60) return false;
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  if (day! < 1 || day! > daysInMonth) return false;
  return !bookingYears || isBookingYear(match[1]!);
}

/**
 * Whether an event's date lines hold dates the calendar has: DTSTART, DTEND and RECURRENCE-ID in the
 * booking years, EXDATE and RDATE (a period's start) real dates. Read from the unfolded text, before
 * ical.js normalises them.
 */
function hasValidDates(lines: string[]): boolean {
  for (const line of lines) {
    const match = DATE_PROPERTY_RE.exec(line);
    if (!match) continue;
    const name = match[1]!.toUpperCase();
    const list = name === 'EXDATE' || name === 'RDATE';
    for (const value of list ? match[2]!.split(',') : [match[2]!]) {
      if (!isRealDateValue(value.split('/')[0]!, !list)) return false;
    }
  }
  return true;
}

/**
 * The calendar's lines split into its own (VCALENDAR, VTIMEZONE, ...) and each VEVENT's, unfolded, so
 * each event is parsed on its own: one broken event is skipped, not the whole feed.
 */
function splitEvents(body: string): { shell: string[]; events: string[][] } {
  const lines: string[] = [];
  for (const raw of body.split(/\r\n|\n|\r/)) {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && lines.length)
      lines[lines.length - 1] += raw.slice(1);
    else if (raw.length) lines.push(raw);
  }
  const shell: string[] = [];
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (!current && /^BEGIN:VEVENT$/i.test(line.trim())) current = [];
    if (current) {
      current.push(line);
      if (/^END:VEVENT$/i.test(line.trim())) {
        events.push(current);
        current = null;
      }
    } else shell.push(line);
  }
  // An event cut off by the end of the body is one more that could not be read.
  if (current) events.push(current);
  return { shell, events };
}

/**
 * Reads an iCal body into bookings: every VEVENT with DATE or DATE-TIME (+TZID)
 * DTSTART/DTEND (DURATION, or one day for a DATE without an end); STATUS:CANCELLED dropped (so its
 * booking is cancelled by the sync); RRULE/RDATE/EXDATE expanded from 60 days back to the horizon,
 * each instance a booking of its own (uid `UID#YYYY-MM-DD`), a RECURRENCE-ID overriding its
 * instance. A leading byte order mark is ignored. An event that cannot be read (a date that is no
 * date, such as `banana` or 2026-13-45, or out of the booking years) is skipped and counted. Throws
 * NotICalError for a body that is not a calendar.
 */
export function readBookingFeed(rawBody: string, options: ParseOptions): ParsedFeed {
  const body = rawBody.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(body))
    throw new NotICalError('the body does not start with BEGIN:VCALENDAR');
  const { shell, events } = splitEvents(body);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(`${shell.join('\r\n')}\r\n`) as unknown[]);
  } catch (error) {
    throw new NotICalError(error instanceof Error ? error.message : String(error));
  }
  if (calendar.name !== 'vcalendar') throw new NotICalError('no VCALENDAR');
  const today = options.now.toISOString().slice(0, 10);
  const horizon = Temporal.PlainDate.from(today)
    .add({ months: options.horizonMonths ?? 18 })
    .toString();
  const earliest = addDays(today, -PAST_DAYS);

  let skipped = 0;
  const vevents: ICAL.Component[] = [];
  for (const lines of events) {
    const closed = /^END:VEVENT$/i.test(lines.at(-1)!.trim());
    if (!closed || !hasValidDates(lines)) {
      skipped++;
      continue;
    }
    try {
      const wrapped = new ICAL.Component(
        ICAL.parse(`BEGIN:VCALENDAR\r\n${lines.join('\r\n')}\r\nEND:VCALENDAR\r\n`) as unknown[],
      );
      const vevent = wrapped.getFirstSubcomponent('vevent');
      if (vevent) vevents.push(vevent);
    } catch {
      skipped++;
    }
  }
  const byKey = new Map<string, ParsedBooking>();
  /** Instances a RECURRENCE-ID replaced or cancelled: the master's expansion must not bring them back. */
  const overridden = new Set<string>();

  const read = (vevent: ICAL.Component, uid: string, instance: Instance) => {
    const summary = String(vevent.getFirstPropertyValue('summary') ?? '')
      .trim()
      .slice(0, SUMMARY_MAX);
    const description = String(vevent.getFirstPropertyValue('description') ?? '');
    const startTz = vevent.getFirstProperty('dtstart')?.getParameter('tzid');
    const endTz = vevent.getFirstProperty('dtend')?.getParameter('tzid') ?? startTz;
    const checkIn = localDateOf(
      instance.start,
      typeof startTz === 'string' ? startTz : null,
      options.timezone,
    );
    let checkOut = localDateOf(instance.end, typeof endTz === 'string' ? endTz : null, options.timezone);
    // A same-day event (a DATE-TIME stay of a few hours) still leaves on its check-in date + 1.
    if (checkOut <= checkIn) checkOut = addDays(checkIn, 1);
    const guests = guestsOf(vevent, description);
    return { uid, kind: bookingKindOf(summary, description, guests), checkIn, checkOut, summary, guests };
  };

  /** One event into `byKey`; an event ical.js cannot read throws, and is skipped by the caller. */
  const readEvent = (vevent: ICAL.Component) => {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
    if (!uid) return;
    const event = new ICAL.Event(vevent);
    if (!event.startDate) return;
    const cancelled = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
    const duration = event.endDate ? event.endDate.subtractDate(event.startDate) : null;
    const endOf = (start: ICAL.Time): ICAL.Time => {
      const end = start.clone();
      if (duration && duration.toSeconds() > 0) end.addDuration(duration);
      else end.day += 1;
      return end;
    };

    if (vevent.hasProperty('recurrence-id')) {
      const key = `${uid}#${isoDateOf(event.recurrenceId)}`;
      overridden.add(key);
      if (cancelled) byKey.delete(key);
      else byKey.set(key, read(vevent, key, { start: event.startDate, end: endOf(event.startDate) }));
      return;
    }
    if (cancelled) return;
    if (!event.isRecurring()) {
      byKey.set(uid, read(vevent, uid, { start: event.startDate, end: endOf(event.startDate) }));
      return;
    }
    // Gathered first: an expansion that fails half-way leaves none of its instances behind.
    const instances: ParsedBooking[] = [];
    const expansion = event.iterator();
    for (let n = 0; n < MAX_INSTANCES * 10; n++) {
      const start = expansion.next();
      if (!start) break;
      const date = isoDateOf(start);
      if (date > horizon) break;
      const key = `${uid}#${date}`;
      if (overridden.has(key)) continue;
      const end = endOf(start);
      if (isoDateOf(end) < earliest) continue;
      instances.push(read(vevent, key, { start, end }));
      if (byKey.size + instances.length >= MAX_EVENTS) break;
    }
    for (const instance of instances) byKey.set(instance.uid, instance);
  };

  for (const vevent of vevents) {
    if (byKey.size >= MAX_EVENTS) break;
    try {
      readEvent(vevent);
    } catch {
      skipped++;
    }
  }
  const bookings = [...byKey.values()].sort(
    (a, b) => a.checkIn.localeCompare(b.checkIn) || a.uid.localeCompare(b.uid),
  );
  return { bookings, skipped };
}

/** The bookings of `readBookingFeed`, without the count of skipped events. */
export function parseBookingFeed(body: string, options: ParseOptions): ParsedBooking[] {
  return readBookingFeed(body, options).bookings;
}
