import type { TReadinessPeriod, TReadinessState } from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { localDate } from '../bookings/booking-turnovers';
import {
  currentAndNextStay,
  deriveReadiness,
  inPeriod,
  inspectionSinceCleaning,
  memoLocalInstant,
  type ReadinessSignals,
  readinessState,
} from './readiness-rules';

/** Almaty is UTC+5 all year: 14:00 local is 09:00Z, 12:00 local is 07:00Z. */
const ALMATY = { timezone: 'Asia/Almaty', checkInTime: '14:00', checkoutTime: '12:00' };
const stay = (id: string, checkIn: string, checkOut: string) => ({ id, checkIn, checkOut });

const CALM: ReadinessSignals = {
  blocked: false,
  occupied: false,
  lastInspection: null,
  cleaningInProgress: false,
  dirty: false,
};

describe('the order of the signals', () => {
  const cases: [string, Partial<ReadinessSignals>, TReadinessState][] = [
    ['nothing holds', {}, 'ready'],
    ['a passed inspection alone', { lastInspection: 'pass' }, 'ready'],
    ['dirty', { dirty: true }, 'dirty'],
    ['cleaning while dirty', { cleaningInProgress: true, dirty: true }, 'cleaning'],
    [
      'a failed inspection while cleaning again',
      { lastInspection: 'fail', cleaningInProgress: true },
      'inspection_failed',
    ],
    ['a failed inspection on a rental cleaned since', { lastInspection: 'fail' }, 'inspection_failed'],
    ['a failed inspection and dirty', { lastInspection: 'fail', dirty: true }, 'inspection_failed'],
    [
      'a guest in while it is dirty and failed',
      { occupied: true, lastInspection: 'fail', dirty: true },
      'occupied',
    ],
    ['a guest in while someone cleans', { occupied: true, cleaningInProgress: true }, 'occupied'],
    ['a later passed inspection while dirty', { lastInspection: 'pass', dirty: true }, 'dirty'],
    ['a blocking problem alone', { blocked: true }, 'blocked'],
    [
      'a blocking problem while a guest is in, it failed inspection and someone cleans',
      { blocked: true, occupied: true, lastInspection: 'fail', cleaningInProgress: true, dirty: true },
      'blocked',
    ],
  ];
  it.each(cases)('%s', (_, signals, state) => {
    expect(readinessState({ ...CALM, ...signals })).toBe(state);
  });
});

describe('a rental that asks for an inspection after each cleaning', () => {
  const cleanedAt = new Date('2027-03-12T10:00:00Z');
  const before = new Date('2027-03-12T09:00:00Z');
  const after = new Date('2027-03-12T11:00:00Z');
  const later = new Date('2027-03-12T13:00:00Z');
  // The latest inspection and the last cleaning as the board reads them, then the state.
  const cases: [
    string,
    { result: 'pass' | 'fail'; finishedAt: Date } | null,
    Partial<ReadinessSignals>,
    TReadinessState,
  ][] = [
    ['cleaned, not inspected yet', null, {}, 'awaiting_inspection'],
    ['inspected and passed', { result: 'pass', finishedAt: after }, {}, 'ready'],
    ['inspected and failed', { result: 'fail', finishedAt: after }, {}, 'inspection_failed'],
    [
      're-cleaned but not inspected again: still failed',
      { result: 'fail', finishedAt: after },
      { cleaningInProgress: false },
      'inspection_failed',
    ],
    ['failed, re-cleaned, then re-passed', { result: 'pass', finishedAt: later }, {}, 'ready'],
    [
      'passed before the last cleaning: awaits a new one',
      { result: 'pass', finishedAt: before },
      {},
      'awaiting_inspection',
    ],
    [
      'failed before the last cleaning: awaits a new one',
      { result: 'fail', finishedAt: before },
      {},
      'awaiting_inspection',
    ],
    ['dirty again while awaiting', null, { dirty: true }, 'dirty'],
    ['cleaning while awaiting', null, { cleaningInProgress: true }, 'cleaning'],
    ['a guest in while failed', { result: 'fail', finishedAt: after }, { occupied: true }, 'occupied'],
  ];
  it.each(cases)('%s', (_, latest, signals, state) => {
    const lastInspection = inspectionSinceCleaning(latest, cleanedAt);
    expect(readinessState({ ...CALM, inspectionRequired: true, lastInspection, ...signals })).toBe(state);
  });

  it('counts any inspection when the rental was never cleaned by a turnover', () => {
    expect(inspectionSinceCleaning({ result: 'fail', finishedAt: before }, null)).toBe('fail');
    expect(inspectionSinceCleaning(null, null)).toBeNull();
  });

  it('is ready without an inspection when the rental does not ask for one', () => {
    expect(readinessState({ ...CALM, inspectionRequired: false })).toBe('ready');
  });
});

describe('the stay in progress and the next one', () => {
  const stays = [stay('a', '2027-03-08', '2027-03-12'), stay('b', '2027-03-12', '2027-03-15')];
  const cases: [string, string, string | null, string | null][] = [
    ['before the first check-in', '2027-03-08T08:59:00Z', null, 'a'],
    ['at the first check-in time', '2027-03-08T09:00:00Z', 'a', 'b'],
    ['the morning of the same-day change', '2027-03-12T06:59:00Z', 'a', 'b'],
    ['between the checkout and the next check-in', '2027-03-12T07:00:00Z', null, 'b'],
    ['after the last checkout', '2027-03-15T07:00:00Z', null, null],
  ];
  it.each(cases)('%s', (_, now, current, next) => {
    const found = currentAndNextStay(stays, ALMATY, new Date(now));
    expect([found.current?.id ?? null, found.next?.id ?? null]).toEqual([current, next]);
  });

  it('places the dates at the rental’s times in its zone', () => {
    const { next } = currentAndNextStay(stays, ALMATY, new Date('2027-03-01T00:00:00Z'));
    expect([next?.checkInAt.toISOString(), next?.checkOutAt.toISOString()]).toEqual([
      '2027-03-08T09:00:00.000Z',
      '2027-03-12T07:00:00.000Z',
    ]);
  });

  it('places stays the same through its memo of the zone arithmetic', () => {
    const memo = memoLocalInstant();
    const now = new Date('2027-03-01T00:00:00Z');
    expect(currentAndNextStay(stays, ALMATY, now, memo)).toEqual(currentAndNextStay(stays, ALMATY, now));
    expect(memo('2027-03-08', '14:00', 'Asia/Almaty')).toEqual(new Date('2027-03-08T09:00:00Z'));
  });

  it('moves a check-in in a spring-forward gap forward, as the turnovers do', () => {
    const clock = { timezone: 'Europe/Madrid', checkInTime: '02:30', checkoutTime: '11:00' };
    const { next } = currentAndNextStay(
      [stay('a', '2027-03-28', '2027-03-30')],
      clock,
      new Date('2027-03-01'),
    );
    expect(next?.checkInAt.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });
});

describe('one rental at a moment', () => {
  it('is occupied during a stay and dirty after it, once the system marks it so', () => {
    const rental = {
      clock: ALMATY,
      stays: [stay('a', '2027-03-08', '2027-03-12')],
      lastInspection: null,
      cleaningInProgress: false,
      dirty: false,
    };
    expect(deriveReadiness(rental, new Date('2027-03-10T00:00:00Z')).state).toBe('occupied');
    expect(deriveReadiness({ ...rental, dirty: true }, new Date('2027-03-12T08:00:00Z'))).toMatchObject({
      state: 'dirty',
      currentStay: null,
      nextStay: null,
    });
  });
});

describe('the periods, on the rental’s local days', () => {
  // 2027-03-10T20:00Z is already 2027-03-11 01:00 in Almaty.
  const now = new Date('2027-03-10T20:00:00Z');
  const cases: [TReadinessPeriod, string | null, boolean][] = [
    ['all', null, true],
    ['today', null, false],
    ['today', '2027-03-11', true],
    ['today', '2027-03-10', false],
    ['tomorrow', '2027-03-12', true],
    ['tomorrow', '2027-03-11', false],
    ['week', '2027-03-11', true],
    ['week', '2027-03-17', true],
    ['week', '2027-03-18', false],
  ];
  it.each(cases)('%s keeps a next check-in on %s: %s', (period, checkIn, kept) => {
    expect(inPeriod(period, checkIn, localDate(now, 'Asia/Almaty'))).toBe(kept);
  });
});
