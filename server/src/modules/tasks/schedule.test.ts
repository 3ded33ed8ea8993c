import { type TTaskSchedule, type TTaskScheduleInput, ZTaskSchedule } from '@cleanops/contracts';
import { DateTime } from 'luxon';
import { type Options, RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { type OccurrenceSlot, occurrenceSlots } from './schedule';

const DAY = 86_400_000;
const schedule = (input: TTaskScheduleInput): TTaskSchedule => ZTaskSchedule.parse(input);
const iso = (slots: OccurrenceSlot[]) =>
  slots.map((s) => ({ startsAt: s.startsAt.toISOString(), dueAt: s.dueAt.toISOString() }));

/*
 * The second implementation, sharing no code with schedule.ts: rrule expands the schedule into local
 * wall-clock times ("floating": Dates whose UTC fields are the local time, no tzid), and luxon turns
 * each into an instant in the zone.
 */

/** A floating date-time: `YYYY-MM-DD` and `HH:mm` read as UTC. */
const floating = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

/**
 * A wall time in the zone → epoch ms, per RFC 5545 §3.3.5: a time in a spring-forward gap means the
 * same time with the offset before the gap (luxon shifts it forward by the gap, checked below); a time
 * that occurs twice means the first. luxon alone resolves the latter by the zone's offset today, so
 * the earliest of its possible offsets is taken.
 */
function luxonInstant(wall: Date, zone: string): number {
  const local = DateTime.fromObject(
    {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
    },
    { zone },
  );
  if (!local.isValid) throw new Error(`luxon: ${local.invalidReason}`);
  return Math.min(local.toMillis(), ...local.getPossibleOffsets().map((d) => d.toMillis()));
}

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** The schedule as an RRULE over floating times. */
function toRRule(s: TTaskSchedule): RRule {
  const [hour = 0, minute = 0] = s.startTime.split(':').map(Number);
  const options: Partial<Options> = {
    dtstart: floating(s.startDate, s.startTime),
    until: s.endDate === null ? null : floating(s.endDate, '23:59'),
    interval: s.interval,
    wkst: RRule.MO,
    byhour: hour,
    byminute: minute,
    bysecond: 0,
    byweekday: s.weekDays.length > 0 ? s.weekDays.map((d) => RRULE_DAYS[d - 1] ?? RRule.MO) : null,
  };
  switch (s.frequency) {
    case 'new_daily': {
      // FREQ=DAILY;BYHOUR=<start + kN while HH:mm < endTime>;BYMINUTE=<start minute>.
      const end = s.endTime ?? '24:00';
      const hours: number[] = [];
      for (
        let h = hour;
        `${String(h).padStart(2, '0')}:${String(minute).padStart(2, '0')}` < end;
        h += s.interval
      ) {
        hours.push(h);
      }
      return new RRule({ ...options, freq: RRule.DAILY, interval: 1, byhour: hours });
    }
    case 'daily':
      return new RRule({ ...options, freq: RRule.DAILY });
    case 'weekly':
      return new RRule({ ...options, freq: RRule.WEEKLY });
    case 'monthly': {
      // Day d ≤ 28 exists in every month; for 29–31, BYMONTHDAY=28..d;BYSETPOS=-1 picks the last of those
      // the month has, which is min(d, the month's last day).
      const day = s.monthDay ?? 1;
      if (day <= 28) return new RRule({ ...options, freq: RRule.MONTHLY, bymonthday: day });
      const days = Array.from({ length: day - 27 }, (_, i) => 28 + i);
      return new RRule({ ...options, freq: RRule.MONTHLY, bymonthday: days, bysetpos: -1 });
    }
  }
}

/** What occurrenceSlots should answer, computed with rrule and luxon. */
function expected(s: TTaskSchedule, zone: string, from: Date, to: Date) {
  const walls = toRRule(s).between(
    new Date(from.getTime() - 3 * DAY),
    new Date(to.getTime() + 3 * DAY),
    true,
  );
  const slots: { startsAt: number; dueAt: number }[] = [];
  walls.forEach((wall, i) => {
    const date = wall.toISOString().slice(0, 10);
    const startsAt = luxonInstant(wall, zone);
    if (s.frequency === 'new_daily') {
      // Due at the day's next later slot before the end time, else at the end time; a slot a gap
      // pushes to or past the end time is not made.
      const end = luxonInstant(floating(date, s.endTime ?? '00:00'), zone);
      if (startsAt >= end) return;
      let dueAt = end;
      for (let j = i + 1; walls[j]?.toISOString().startsWith(date); j++) {
        const at = luxonInstant(walls[j] as Date, zone);
        if (at > startsAt && at < end) {
          dueAt = at;
          break;
        }
      }
      slots.push({ startsAt, dueAt });
      return;
    }
    // Due at the end time, or at local midnight starting the next day; when a gap pushes the start to
    // or past it, after the planned length.
    const endWall =
      s.endTime !== null ? floating(date, s.endTime) : new Date(floating(date, '00:00').getTime() + DAY);
    const due = luxonInstant(endWall, zone);
    slots.push({ startsAt, dueAt: due > startsAt ? due : startsAt + (endWall.getTime() - wall.getTime()) });
  });
  return (
    slots
      // A gap folding two wall times onto one instant gives one job.
      .filter((slot, i) => i === 0 || slot.startsAt !== slots[i - 1]?.startsAt)
      .filter((slot) => slot.startsAt >= from.getTime() && slot.startsAt < to.getTime())
      .map((slot) => ({
        startsAt: new Date(slot.startsAt).toISOString(),
        dueAt: new Date(slot.dueAt).toISOString(),
      }))
  );
}

describe('the second implementation', () => {
  it('luxon moves a time in a spring-forward gap forward by the gap', () => {
    // Madrid, 2027-03-28: 02:00 CET becomes 03:00 CEST; 02:30 → 03:30 CEST = 01:30Z.
    const gap = DateTime.fromObject(
      { year: 2027, month: 3, day: 28, hour: 2, minute: 30 },
      { zone: 'Europe/Madrid' },
    );
    expect(gap.toUTC().toISO()).toBe('2027-03-28T01:30:00.000Z');
    expect(luxonInstant(floating('2027-03-28', '02:30'), 'Europe/Madrid')).toBe(
      Date.parse('2027-03-28T01:30Z'),
    );
  });

  it('luxon sees both instants of a repeated time, and the first is taken', () => {
    // Madrid, 2027-10-31: 03:00 CEST becomes 02:00 CET; 02:30 is 00:30Z (CEST) and 01:30Z (CET).
    const twice = DateTime.fromObject(
      { year: 2027, month: 10, day: 31, hour: 2, minute: 30 },
      { zone: 'Europe/Madrid' },
    );
    expect(twice.getPossibleOffsets().map((d) => d.toUTC().toISO())).toEqual([
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T01:30:00.000Z',
    ]);
    expect(luxonInstant(floating('2027-10-31', '02:30'), 'Europe/Madrid')).toBe(
      Date.parse('2027-10-31T00:30Z'),
    );
  });

  it('BYSETPOS=-1 over BYMONTHDAY=28..31 gives the last day of a shorter month', () => {
    const rule = toRRule(
      schedule({ frequency: 'monthly', startDate: '2028-01-01', startTime: '09:00', monthDay: 31 }),
    );
    const days = rule.between(floating('2028-01-01', '00:00'), floating('2028-05-01', '00:00'), true);
    expect(days.map((d) => d.toISOString().slice(0, 10))).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });
});

const ZONES = ['Europe/Madrid', 'Asia/Almaty', 'Europe/Moscow', 'America/New_York'];
const YEARS: [Date, Date][] = [
  [new Date('2027-01-01T00:00:00Z'), new Date('2028-01-01T00:00:00Z')],
  [new Date('2028-01-01T00:00:00Z'), new Date('2029-01-01T00:00:00Z')],
];
const CASES: [string, TTaskScheduleInput][] = [
  // Hourly (new_daily).
  [
    'hourly every 1h 00:00–06:00',
    { frequency: 'new_daily', startDate: '2026-06-01', startTime: '00:00', endTime: '06:00' },
  ],
  [
    'hourly every 1h 01:30–03:30 on Sundays',
    { frequency: 'new_daily', startDate: '2027-01-01', startTime: '01:30', endTime: '03:30', weekDays: [7] },
  ],
  [
    'hourly every 2h 08:00–20:00 Mon–Fri',
    {
      frequency: 'new_daily',
      startDate: '2027-02-10',
      startTime: '08:00',
      endTime: '20:00',
      interval: 2,
      weekDays: [1, 2, 3, 4, 5],
    },
  ],
  [
    'hourly every 3h 07:30–22:15 Sat, Sun',
    {
      frequency: 'new_daily',
      startDate: '2027-01-01',
      startTime: '07:30',
      endTime: '22:15',
      interval: 3,
      weekDays: [6, 7],
    },
  ],
  [
    'hourly every 3h 00:15–23:59',
    { frequency: 'new_daily', startDate: '2026-01-01', startTime: '00:15', endTime: '23:59', interval: 3 },
  ],
  [
    'hourly every 23h 09:00–18:00, bounded',
    {
      frequency: 'new_daily',
      startDate: '2027-03-01',
      endDate: '2028-11-30',
      startTime: '09:00',
      endTime: '18:00',
      interval: 23,
    },
  ],
  // Daily.
  ['daily 02:30', { frequency: 'daily', startDate: '2026-12-30', startTime: '02:30' }],
  [
    'daily 02:30–03:00',
    { frequency: 'daily', startDate: '2027-01-01', startTime: '02:30', endTime: '03:00' },
  ],
  [
    'daily every 3 days 09:00–17:00',
    { frequency: 'daily', startDate: '2026-12-30', startTime: '09:00', endTime: '17:00', interval: 3 },
  ],
  [
    'daily 23:30, bounded',
    { frequency: 'daily', startDate: '2027-03-10', endDate: '2028-11-05', startTime: '23:30' },
  ],
  [
    'daily every 7 days since 2020',
    { frequency: 'daily', startDate: '2020-02-29', startTime: '06:00', endTime: '07:00', interval: 7 },
  ],
  // Weekly.
  [
    'weekly Mon/Wed/Fri from a Wednesday',
    { frequency: 'weekly', startDate: '2027-01-06', startTime: '09:00', weekDays: [1, 3, 5] },
  ],
  [
    'weekly Mon/Wed/Fri every 2 weeks from a Thursday',
    {
      frequency: 'weekly',
      startDate: '2027-01-07',
      startTime: '09:00',
      endTime: '12:00',
      weekDays: [5, 1, 3],
      interval: 2,
    },
  ],
  [
    'weekly Sun every 3 weeks 02:30',
    { frequency: 'weekly', startDate: '2026-11-15', startTime: '02:30', weekDays: [7], interval: 3 },
  ],
  [
    'weekly Tue every 52 weeks, bounded',
    {
      frequency: 'weekly',
      startDate: '2025-05-01',
      endDate: '2028-08-01',
      startTime: '10:00',
      weekDays: [2],
      interval: 52,
    },
  ],
  // Monthly.
  [
    'monthly 15th',
    { frequency: 'monthly', startDate: '2027-01-20', startTime: '08:00', endTime: '18:00', monthDay: 15 },
  ],
  [
    'monthly 15th every 2 months',
    { frequency: 'monthly', startDate: '2026-12-01', startTime: '08:00', monthDay: 15, interval: 2 },
  ],
  ['monthly 29th', { frequency: 'monthly', startDate: '2027-01-01', startTime: '02:30', monthDay: 29 }],
  [
    'monthly 29th every 2 months from February',
    { frequency: 'monthly', startDate: '2027-02-10', startTime: '12:00', monthDay: 29, interval: 2 },
  ],
  ['monthly 30th', { frequency: 'monthly', startDate: '2027-01-30', startTime: '00:00', monthDay: 30 }],
  [
    'monthly 30th every 2 months',
    {
      frequency: 'monthly',
      startDate: '2026-11-30',
      startTime: '07:45',
      endTime: '08:15',
      monthDay: 30,
      interval: 2,
    },
  ],
  ['monthly 31st', { frequency: 'monthly', startDate: '2027-01-31', startTime: '09:00', monthDay: 31 }],
  [
    'monthly 31st every 2 months from December',
    { frequency: 'monthly', startDate: '2027-12-05', startTime: '23:00', monthDay: 31, interval: 2 },
  ],
  [
    'monthly 31st every 12 months, bounded',
    {
      frequency: 'monthly',
      startDate: '2026-02-01',
      endDate: '2028-02-29',
      startTime: '09:00',
      monthDay: 31,
      interval: 12,
    },
  ],
];

describe('occurrenceSlots equals rrule + luxon over a year', () => {
  it.each(CASES.flatMap(([name, input]) => ZONES.map((zone) => [name, zone, input] as const)))(
    '%s in %s',
    (_name, zone, input) => {
      const s = schedule(input);
      let count = 0;
      for (const [from, to] of YEARS) {
        const actual = iso(occurrenceSlots(s, zone, from, to));
        expect(actual).toEqual(expected(s, zone, from, to));
        for (const slot of actual) expect(slot.dueAt > slot.startsAt).toBe(true);
        count += actual.length;
      }
      expect(count).toBeGreaterThan(0);
    },
  );

  it('answers a year the same at once as month by month', () => {
    const s = schedule({
      frequency: 'new_daily',
      startDate: '2027-01-01',
      startTime: '01:30',
      endTime: '03:30',
    });
    const months = Array.from({ length: 12 }, (_, m) =>
      occurrenceSlots(s, 'Europe/Madrid', new Date(Date.UTC(2027, m, 1)), new Date(Date.UTC(2027, m + 1, 1))),
    );
    const year = occurrenceSlots(
      s,
      'Europe/Madrid',
      new Date('2027-01-01T00:00Z'),
      new Date('2028-01-01T00:00Z'),
    );
    expect(iso(months.flat())).toEqual(iso(year));
  });
});

describe('occurrenceSlots by hand', () => {
  const madrid = 'Europe/Madrid';
  const on = (s: TTaskScheduleInput, zone: string, from: string, to: string) =>
    iso(occurrenceSlots(schedule(s), zone, new Date(from), new Date(to)));

  it('moves a daily time in the spring gap forward and takes the first of a repeated one', () => {
    const daily: TTaskScheduleInput = { frequency: 'daily', startDate: '2027-01-01', startTime: '02:30' };
    // CET (+1) before 2027-03-28, CEST (+2) after; 02:30 on the 28th does not exist: 03:30 CEST.
    expect(on(daily, madrid, '2027-03-27T00:00Z', '2027-03-30T00:00Z').map((s) => s.startsAt)).toEqual([
      '2027-03-27T01:30:00.000Z',
      '2027-03-28T01:30:00.000Z',
      '2027-03-29T00:30:00.000Z',
    ]);
    // 2027-10-31: 02:30 occurs at 00:30Z (CEST) and 01:30Z (CET); the first counts. Due at local midnight.
    expect(on(daily, madrid, '2027-10-31T00:00Z', '2027-10-31T12:00Z')).toEqual([
      { startsAt: '2027-10-31T00:30:00.000Z', dueAt: '2027-10-31T23:00:00.000Z' },
    ]);
  });

  it('keeps the planned length when the gap pushes a daily, weekly or monthly start past the end time', () => {
    // 02:30 → 03:30 CEST (01:30Z), but 03:00 CEST is 01:00Z: due 30 minutes after the moved start.
    const daily: TTaskScheduleInput = {
      frequency: 'daily',
      startDate: '2027-01-01',
      startTime: '02:30',
      endTime: '03:00',
    };
    const planned = [{ startsAt: '2027-03-28T01:30:00.000Z', dueAt: '2027-03-28T02:00:00.000Z' }];
    expect(on(daily, madrid, '2027-03-28T00:00Z', '2027-03-29T00:00Z')).toEqual(planned);
    // 2027-03-28 is a Sunday: the same for a weekly one.
    const weekly: TTaskScheduleInput = { ...daily, frequency: 'weekly', weekDays: [7] };
    expect(on(weekly, madrid, '2027-03-28T00:00Z', '2027-03-29T00:00Z')).toEqual(planned);
    const monthly: TTaskScheduleInput = { ...daily, frequency: 'monthly', monthDay: 28, startTime: '02:00' };
    // 02:00 → 03:00 CEST (01:00Z), due an hour later, where 03:00 itself would have been the same instant.
    expect(on(monthly, madrid, '2027-03-01T00:00Z', '2027-04-01T00:00Z')).toEqual([
      { startsAt: '2027-03-28T01:00:00.000Z', dueAt: '2027-03-28T02:00:00.000Z' },
    ]);
  });

  it('does not make an hourly slot the gap pushes to or past the end time', () => {
    // New York, 2027-03-14: 02:00 EST becomes 03:00 EDT. 01:30 (06:30Z) is made and lasts until 03:00
    // EDT (07:00Z); 02:30 → 03:30 EDT is past the end time 03:00 and is not made.
    const hourly: TTaskScheduleInput = {
      frequency: 'new_daily',
      startDate: '2027-01-01',
      startTime: '01:30',
      endTime: '03:00',
    };
    expect(on(hourly, 'America/New_York', '2027-03-14T00:00Z', '2027-03-15T00:00Z')).toEqual([
      { startsAt: '2027-03-14T06:30:00.000Z', dueAt: '2027-03-14T07:00:00.000Z' },
    ]);
    // The day before, both slots are made.
    expect(on(hourly, 'America/New_York', '2027-03-13T00:00Z', '2027-03-14T00:00Z')).toHaveLength(2);
  });

  it('runs hourly slots through the spring gap and the autumn overlap', () => {
    const hourly: TTaskScheduleInput = {
      frequency: 'new_daily',
      startDate: '2027-01-01',
      startTime: '00:00',
      endTime: '06:00',
    };
    // 02:00 and 03:00 both fall on 03:00 CEST (01:00Z): one job, due at 04:00 CEST.
    expect(on(hourly, madrid, '2027-03-27T12:00Z', '2027-03-28T12:00Z')).toEqual([
      { startsAt: '2027-03-27T23:00:00.000Z', dueAt: '2027-03-28T00:00:00.000Z' },
      { startsAt: '2027-03-28T00:00:00.000Z', dueAt: '2027-03-28T01:00:00.000Z' },
      { startsAt: '2027-03-28T01:00:00.000Z', dueAt: '2027-03-28T02:00:00.000Z' },
      { startsAt: '2027-03-28T02:00:00.000Z', dueAt: '2027-03-28T03:00:00.000Z' },
      { startsAt: '2027-03-28T03:00:00.000Z', dueAt: '2027-03-28T04:00:00.000Z' },
    ]);
    // 02:00 is the first one (CEST, 00:00Z) and lasts until 03:00 CET (02:00Z).
    expect(on(hourly, madrid, '2027-10-30T12:00Z', '2027-10-31T12:00Z')).toEqual([
      { startsAt: '2027-10-30T22:00:00.000Z', dueAt: '2027-10-30T23:00:00.000Z' },
      { startsAt: '2027-10-30T23:00:00.000Z', dueAt: '2027-10-31T00:00:00.000Z' },
      { startsAt: '2027-10-31T00:00:00.000Z', dueAt: '2027-10-31T02:00:00.000Z' },
      { startsAt: '2027-10-31T02:00:00.000Z', dueAt: '2027-10-31T03:00:00.000Z' },
      { startsAt: '2027-10-31T03:00:00.000Z', dueAt: '2027-10-31T04:00:00.000Z' },
      { startsAt: '2027-10-31T04:00:00.000Z', dueAt: '2027-10-31T05:00:00.000Z' },
    ]);
  });

  it('stops hourly slots before an end time with minutes', () => {
    // Almaty is UTC+5: 07:30, 10:30, 13:30, 16:30, 19:30; 22:30 is past 22:15, the last is due then.
    const s: TTaskScheduleInput = {
      frequency: 'new_daily',
      startDate: '2027-01-01',
      startTime: '07:30',
      endTime: '22:15',
      interval: 3,
    };
    const slots = on(s, 'Asia/Almaty', '2027-06-01T00:00Z', '2027-06-02T00:00Z');
    expect(slots.map((slot) => slot.startsAt.slice(11, 16))).toEqual([
      '02:30',
      '05:30',
      '08:30',
      '11:30',
      '14:30',
    ]);
    expect(slots.at(-1)?.dueAt).toBe('2027-06-01T17:15:00.000Z');
  });

  it('takes the last day of a shorter month for day 29–31', () => {
    const s: TTaskScheduleInput = {
      frequency: 'monthly',
      startDate: '2027-12-31',
      startTime: '09:00',
      monthDay: 31,
    };
    expect(
      on(s, 'Europe/Moscow', '2027-12-01T00:00Z', '2028-05-01T00:00Z').map((slot) => slot.startsAt),
    ).toEqual([
      '2027-12-31T06:00:00.000Z',
      '2028-01-31T06:00:00.000Z',
      '2028-02-29T06:00:00.000Z',
      '2028-03-31T06:00:00.000Z',
      '2028-04-30T06:00:00.000Z',
    ]);
    const feb2027: TTaskScheduleInput = {
      frequency: 'monthly',
      startDate: '2027-01-01',
      startTime: '09:00',
      monthDay: 30,
    };
    expect(on(feb2027, 'Europe/Moscow', '2027-02-01T00:00Z', '2027-03-01T00:00Z')[0]?.startsAt).toBe(
      '2027-02-28T06:00:00.000Z',
    );
  });

  it('counts weeks from the week of the start date', () => {
    // Starts on Thursday 2027-01-07: that week has only its Friday; the next counted week is the one of 01-18.
    const s: TTaskScheduleInput = {
      frequency: 'weekly',
      startDate: '2027-01-07',
      startTime: '09:00',
      weekDays: [1, 3, 5],
      interval: 2,
    };
    expect(
      on(s, 'UTC', '2027-01-01T00:00Z', '2027-01-25T00:00Z').map((slot) => slot.startsAt.slice(0, 10)),
    ).toEqual(['2027-01-08', '2027-01-18', '2027-01-20', '2027-01-22']);
  });

  it('counts days from a start date years back', () => {
    // 2020-01-01 … 2026-01-01 is 2192 days, 2 past a multiple of 3: the occurrences are 12-30, 01-02, 01-05.
    const s: TTaskScheduleInput = {
      frequency: 'daily',
      startDate: '2020-01-01',
      startTime: '09:00',
      interval: 3,
    };
    expect(
      on(s, 'UTC', '2025-12-29T00:00Z', '2026-01-06T00:00Z').map((slot) => slot.startsAt.slice(0, 10)),
    ).toEqual(['2025-12-30', '2026-01-02', '2026-01-05']);
  });

  it('keeps to the start and end dates', () => {
    const s: TTaskScheduleInput = {
      frequency: 'daily',
      startDate: '2027-05-10',
      endDate: '2027-05-12',
      startTime: '23:30',
    };
    expect(on(s, 'Europe/Moscow', '2027-01-01T00:00Z', '2028-01-01T00:00Z')).toEqual([
      { startsAt: '2027-05-10T20:30:00.000Z', dueAt: '2027-05-10T21:00:00.000Z' },
      { startsAt: '2027-05-11T20:30:00.000Z', dueAt: '2027-05-11T21:00:00.000Z' },
      { startsAt: '2027-05-12T20:30:00.000Z', dueAt: '2027-05-12T21:00:00.000Z' },
    ]);
  });

  it('answers starts in [from, to) only', () => {
    // Moscow is UTC+3: 09:00 is 06:00Z.
    const s: TTaskScheduleInput = {
      frequency: 'daily',
      startDate: '2027-01-01',
      startTime: '09:00',
      endTime: '10:00',
    };
    const starts = (from: string, to: string) =>
      on(s, 'Europe/Moscow', from, to).map((slot) => slot.startsAt);
    expect(starts('2027-05-10T06:00Z', '2027-05-12T06:00Z')).toEqual([
      '2027-05-10T06:00:00.000Z',
      '2027-05-11T06:00:00.000Z',
    ]);
    expect(starts('2027-05-10T06:00:00.001Z', '2027-05-12T06:00:00.001Z')).toEqual([
      '2027-05-11T06:00:00.000Z',
      '2027-05-12T06:00:00.000Z',
    ]);
    expect(starts('2027-05-10T07:00Z', '2027-05-10T07:00Z')).toEqual([]);
    expect(on(s, 'Europe/Moscow', '2027-05-10T07:00Z', 'not a date')).toEqual([]);
    const hourly: TTaskScheduleInput = {
      frequency: 'new_daily',
      startDate: '2027-01-01',
      startTime: '08:00',
      endTime: '12:00',
    };
    expect(on(hourly, 'UTC', '2027-05-10T09:30Z', '2027-05-10T11:00Z')).toEqual([
      { startsAt: '2027-05-10T10:00:00.000Z', dueAt: '2027-05-10T11:00:00.000Z' },
    ]);
  });
});
