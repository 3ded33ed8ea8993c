import { describe, expect, it } from 'vitest';
import { dayWord } from './readiness-lines';

describe('dayWord', () => {
  // 18:00 UTC on 29 November is 23:00 in Almaty (UTC+5) and 10:00 in Los Angeles (UTC−8).
  const now = '2026-11-29T18:00:00.000Z';

  it('counts days on the location’s clock, not the viewer’s or UTC', () => {
    // 19:30 UTC is still the 29th in UTC, but already 00:30 on the 30th in Almaty.
    expect(dayWord('2026-11-29T19:30:00.000Z', now, 'Asia/Almaty')).toBe('tomorrow');
    expect(dayWord('2026-11-29T19:30:00.000Z', now, 'America/Los_Angeles')).toBe('today');
    expect(dayWord('2026-11-29T18:30:00.000Z', now, 'Asia/Almaty')).toBe('today');
  });

  it('says nothing special of a day past tomorrow or before today', () => {
    expect(dayWord('2026-12-01T09:00:00.000Z', now, 'Asia/Almaty')).toBe('other');
    expect(dayWord('2026-11-28T09:00:00.000Z', now, 'Asia/Almaty')).toBe('other');
  });

  it('crosses a month’s end', () => {
    expect(dayWord('2026-12-01T09:00:00.000Z', '2026-11-30T09:00:00.000Z', 'Asia/Almaty')).toBe('tomorrow');
  });
});
