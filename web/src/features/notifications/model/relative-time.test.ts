import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('relative time', () => {
  it('says how long ago in the reader language', () => {
    expect(relativeTime(ago(10_000), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * MINUTE), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 60 * MINUTE), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 60 * MINUTE), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(5 * MINUTE), now, 'ru')).toBe('5 минут назад');
    expect(relativeTime(ago(2 * 60 * MINUTE), now, 'es')).toBe('hace 2 horas');
  });

  it('reads a clock slightly ahead of the server as now', () => {
    expect(relativeTime(ago(-20_000), now, 'en')).toBe('now');
  });

  it('gives the date after a week, with the year only when it is not this one', () => {
    // In the app's own date format (English as en-GB, day first), as every other date of the page.
    expect(relativeTime('2026-03-02T12:00:00Z', now, 'en')).toBe('2 Mar');
    expect(relativeTime('2025-12-30T12:00:00Z', now, 'en')).toBe('30 Dec 2025');
  });
});
