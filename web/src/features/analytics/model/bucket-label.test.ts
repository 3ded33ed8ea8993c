import { describe, expect, it } from 'vitest';
import { bucketLabel, rangeLabel } from './bucket-label';

describe('chart buckets and ranges in the language of the page', () => {
  it('reads a bucket as the local day the API named, whatever the browser zone', () => {
    expect(bucketLabel('2026-03-29', 'day', 'en')).toMatch(/^29 Mar/);
    expect(bucketLabel('2026-03-29T23:00', 'hour', 'ru')).toBe('23:00');
    expect(bucketLabel('2026-11-01', 'month', 'es')).toMatch(/nov/i);
  });

  it('writes a range once when it is one day, with a dash otherwise', () => {
    expect(rangeLabel('2026-11-23', '2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(rangeLabel('2026-11-01', '2026-11-30', 'en')).toBe('1 Nov 2026 – 30 Nov 2026');
  });

  it('names Kazakh months even where Intl knows only their numbers', () => {
    expect(rangeLabel('2026-11-01', '2026-11-01', 'kk')).not.toMatch(/M11/);
    expect(bucketLabel('2026-11-01', 'month', 'kk')).not.toMatch(/M11/);
  });
});
