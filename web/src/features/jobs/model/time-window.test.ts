import 'dayjs/locale/ru';
import { describe, expect, it } from 'vitest';
import { dayjs } from './dates';
import { momentIn, timeWindow } from './time-window';

const ALMATY = 'Asia/Almaty';
// 2026-05-12 is a Tuesday; Almaty is UTC+5.
const now = new Date('2026-05-12T05:00:00.000Z');

describe('timeWindow', () => {
  it('shows today’s job as times in the location’s zone', () => {
    dayjs.locale('en');
    const window = timeWindow('2026-05-12T04:00:00.000Z', '2026-05-12T06:30:00.000Z', ALMATY, now, ALMATY);
    expect(window).toEqual({ start: '09:00', end: '11:30', zone: null });
  });

  it('adds the date for another day and for a deadline on a later day', () => {
    dayjs.locale('en');
    const window = timeWindow('2026-05-13T04:00:00.000Z', '2026-05-14T07:00:00.000Z', ALMATY, now, ALMATY);
    expect(window).toEqual({ start: 'Wed 13 May, 09:00', end: 'Thu 14 May, 12:00', zone: null });
  });

  it('a job without a deadline has no end', () => {
    expect(timeWindow('2026-05-12T04:00:00.000Z', null, ALMATY, now, ALMATY).end).toBeNull();
  });

  it('names the location’s city when its clock differs from the viewer’s', () => {
    dayjs.locale('en');
    const window = timeWindow('2026-05-12T04:00:00.000Z', null, 'America/New_York', now, ALMATY);
    expect(window.zone).toBe('New York');
    // "Today" is read in the location's zone: it is midnight of the 12th in New York.
    expect(window.start).toBe('00:00');
  });

  it('follows the interface language', () => {
    dayjs.locale('ru');
    try {
      expect(timeWindow('2026-05-12T04:00:00.000Z', '2026-05-12T06:30:00.000Z', ALMATY, now, ALMATY)).toEqual(
        {
          start: '09:00',
          end: '11:30',
          zone: null,
        },
      );
      // Russian weekdays as Russians write them: "ср", not dayjs's "срд".
      expect(momentIn('2026-05-13T04:00:00.000Z', ALMATY)).toBe('ср, 13 мая, 09:00');
    } finally {
      dayjs.locale('en');
    }
  });
});

describe('momentIn', () => {
  it('is the date and time in the location’s zone', () => {
    dayjs.locale('en');
    expect(momentIn('2026-05-12T20:15:00.000Z', ALMATY)).toBe('Wed 13 May, 01:15');
  });
});
