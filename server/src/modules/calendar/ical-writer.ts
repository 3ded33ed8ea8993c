import { Temporal } from 'temporal-polyfill';

/**
 * An iCalendar (RFC 5545) writer for the calendar feeds: only what a published, read-only feed of
 * timed events needs. Times are written in the location's zone with a VTIMEZONE built from the
 * zone's real transitions, so a client that does not know the zone's name still places every job
 * right, on both sides of a daylight-saving change.
 */

export interface FeedEvent {
  uid: string;
  start: Date;
  end: Date;
  zone: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  lastModified: Date;
}

export interface Feed {
  name: string;
  /** The zone a client shows the calendar in when it asks (X-WR-TIMEZONE); null: the client's own. */
  zone: string | null;
  events: FeedEvent[];
  /** DTSTAMP of every event: when this copy of the feed was made. */
  now: Date;
}

const MAX_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets of UTF-8 (RFC 5545 §3.1): each further part starts with one
 * space, and a character is never split between two parts.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Every part after the first loses one octet to its leading space.
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > room) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

const two = (n: number) => String(n).padStart(2, '0');

function stamp(d: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}) {
  return `${String(d.year).padStart(4, '0')}${two(d.month)}${two(d.day)}T${two(d.hour)}${two(d.minute)}${two(d.second)}`;
}

/** A UTC DATE-TIME: 20270328T010000Z. */
export function utcStamp(date: Date): string {
  return `${stamp({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  })}Z`;
}

const zoned = (date: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(zone);

/** The wall-clock time of an instant in a zone, as a local DATE-TIME: 20270328T030000. */
export function localStamp(date: Date, zone: string): string {
  return stamp(zoned(date, zone).toPlainDateTime());
}

/** A UTC offset as iCalendar writes it: +0100, -0500, +053000 when it has seconds. */
export function offsetText(offsetNanoseconds: number): string {
  const total = Math.round(offsetNanoseconds / 1e9);
  const sign = total < 0 ? '-' : '+';
  const abs = Math.abs(total);
  const seconds = abs % 60;
  const hhmm = `${two(Math.floor(abs / 3600))}${two(Math.floor((abs % 3600) / 60))}`;
  return `${sign}${hhmm}${seconds ? two(seconds) : ''}`;
}

function zoneAbbreviation(epochMs: number, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(
    new Date(epochMs),
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}

/**
 * The zone's VTIMEZONE for the instants from `from` to `to`: the offset in force at `from`, then one
 * observance per transition up to `to`. Each observance's DTSTART is the local time of the change in
 * the offset before it, as RFC 5545 reads it. A change to a larger offset is DAYLIGHT, to a smaller
 * one STANDARD; a zone without changes in the window has one STANDARD observance.
 */
export function vtimezone(zone: string, from: Date, to: Date): string[] {
  const start = zoned(from, zone);
  const changes: { at: Temporal.ZonedDateTime; before: number; after: number }[] = [];
  let cursor = start;
  for (;;) {
    const next = cursor.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds > to.getTime()) break;
    changes.push({
      at: next,
      before: next.subtract({ nanoseconds: 1 }).offsetNanoseconds,
      after: next.offsetNanoseconds,
    });
    cursor = next;
  }
  const first = changes[0];
  const initialKind = first && first.after < first.before ? 'DAYLIGHT' : 'STANDARD';
  const observance = (kind: string, dtstart: string, fromOffset: number, toOffset: number, at: number) => [
    `BEGIN:${kind}`,
    `DTSTART:${dtstart}`,
    `TZOFFSETFROM:${offsetText(fromOffset)}`,
    `TZOFFSETTO:${offsetText(toOffset)}`,
    `TZNAME:${escapeText(zoneAbbreviation(at, zone))}`,
    `END:${kind}`,
  ];
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...observance(
      initialKind,
      stamp(start.startOfDay().toPlainDateTime()),
      start.offsetNanoseconds,
      start.offsetNanoseconds,
      start.epochMilliseconds,
    ),
  ];
  for (const change of changes) {
    const wallBefore = change.at.toInstant().toZonedDateTimeISO('UTC').toPlainDateTime().add({
      nanoseconds: change.before,
    });
    lines.push(
      ...observance(
        change.after > change.before ? 'DAYLIGHT' : 'STANDARD',
        stamp(wallBefore),
        change.before,
        change.after,
        change.at.epochMilliseconds,
      ),
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The whole feed as one iCalendar object: CRLF line ends, every line folded. */
export function writeCalendar(feed: Feed): string {
  const zones = new Map<string, { from: number; to: number }>();
  for (const event of feed.events) {
    const span = zones.get(event.zone) ?? { from: event.start.getTime(), to: event.end.getTime() };
    span.from = Math.min(span.from, event.start.getTime());
    span.to = Math.max(span.to, event.end.getTime());
    zones.set(event.zone, span);
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CleanOps//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    ...(feed.zone ? [`X-WR-TIMEZONE:${feed.zone}`] : []),
    // How often a client should read it again; Google and Outlook choose for themselves.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  // A day on each side, so an observance starts before the first job of the zone.
  for (const [zone, span] of [...zones].sort(([a], [b]) => a.localeCompare(b)))
    lines.push(...vtimezone(zone, new Date(span.from - DAY_MS), new Date(span.to + DAY_MS)));
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(feed.now)}`,
      `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
      `DTSTART;TZID=${event.zone}:${localStamp(event.start, event.zone)}`,
      `DTEND;TZID=${event.zone}:${localStamp(event.end, event.zone)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      `URL:${event.url}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
