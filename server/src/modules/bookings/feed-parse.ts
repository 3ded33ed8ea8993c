import type { TBookingKind } from '@cleanops/contracts';
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
 * Blocked dates vs stays (issue 15). A feed event is **blocked** when its summary says the dates are
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

/**
 * Reads an iCal body into bookings (issue 15): every VEVENT with DATE or DATE-TIME (+TZID)
 * DTSTART/DTEND (DURATION, or one day for a DATE without an end); STATUS:CANCELLED dropped (so its
 * booking is cancelled by the sync); RRULE/RDATE/EXDATE expanded from 60 days back to the horizon,
 * each instance a booking of its own (uid `UID#YYYY-MM-DD`), a RECURRENCE-ID overriding its
 * instance. Throws NotICalError for a body that is not a calendar.
 */
export function parseBookingFeed(body: string, options: ParseOptions): ParsedBooking[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(body))
    throw new NotICalError('the body does not start with BEGIN:VCALENDAR');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(body) as unknown[]);
  } catch (error) {
    throw new NotICalError(error instanceof Error ? error.message : String(error));
  }
  if (calendar.name !== 'vcalendar') throw new NotICalError('no VCALENDAR');
  const today = options.now.toISOString().slice(0, 10);
  const horizon = Temporal.PlainDate.from(today)
    .add({ months: options.horizonMonths ?? 18 })
    .toString();
  const earliest = addDays(today, -PAST_DAYS);

  const vevents = calendar.getAllSubcomponents('vevent');
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

  for (const vevent of vevents) {
    if (byKey.size >= MAX_EVENTS) break;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
    if (!uid) continue;
    const event = new ICAL.Event(vevent);
    if (!event.startDate) continue;
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
      continue;
    }
    if (cancelled) continue;
    if (!event.isRecurring()) {
      byKey.set(uid, read(vevent, uid, { start: event.startDate, end: endOf(event.startDate) }));
      continue;
    }
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
      byKey.set(key, read(vevent, key, { start, end }));
      if (byKey.size >= MAX_EVENTS) break;
    }
  }
  return [...byKey.values()].sort((a, b) => a.checkIn.localeCompare(b.checkIn) || a.uid.localeCompare(b.uid));
}
