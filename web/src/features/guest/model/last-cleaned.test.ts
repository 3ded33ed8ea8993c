import { describe, expect, it } from 'vitest';
import { lastCleanedText } from './last-cleaned';

const t = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;
const NOW = new Date('2026-11-29T10:00:00Z');

describe('the last cleaning on a room’s QR page', () => {
  it('says today, in the place’s own time, with the first name', () => {
    const text = lastCleanedText(
      { at: '2026-11-29T08:20:00Z', by: 'Aida', timezone: 'Asia/Almaty' },
      NOW,
      'en',
      t,
    );
    expect(text).toBe('cleaned.today {"time":"13:20","date":"29 November","name":"Aida"}');
  });

  it('says yesterday, or the date for an older cleaning, and leaves out a missing name', () => {
    expect(lastCleanedText({ at: '2026-11-28T08:20:00Z', by: null, timezone: 'UTC' }, NOW, 'en', t)).toMatch(
      /^cleaned\.yesterdayNoName /,
    );
    expect(
      lastCleanedText({ at: '2026-11-20T08:20:00Z', by: 'Aida', timezone: 'UTC' }, NOW, 'en', t),
    ).toMatch(/^cleaned\.onDate .*"date":"20 November"/);
  });

  it('reads a local midnight by the place’s day, not the phone’s', () => {
    // 23:30 in UTC on the 28th is already the 29th in Almaty.
    expect(
      lastCleanedText({ at: '2026-11-28T23:30:00Z', by: 'Aida', timezone: 'Asia/Almaty' }, NOW, 'en', t),
    ).toMatch(/^cleaned\.today /);
  });
});
