import { describe, expect, it } from 'vitest';
import { formatCount, formatHours, formatMinutes, formatRating, formatShare } from './format-figures';
import { csvFigure } from './metrics';

/** Intl writes a narrow no-break space in Russian groups and before %; compare on plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('analytics figures in the language of the page', () => {
  it('groups thousands and writes decimals as each language does', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(plain(formatCount(1234567, 'ru'))).toBe('1 234 567');
    expect(formatCount(1234567, 'es')).toBe('1.234.567');
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4.25, 'ru')).toBe('4,3');
  });

  it('writes shares as percentages and a missing figure as a dash', () => {
    expect(formatShare(0.875, 'en')).toBe('88%');
    expect(plain(formatShare(0.875, 'ru'))).toBe('88 %');
    expect(formatShare(null, 'kk')).toBe('—');
    expect(formatCount(undefined, 'es')).toBe('—');
  });

  it('gives minutes below an hour and hours above', () => {
    expect(formatMinutes(45, 'en')).toMatch(/^45 min/);
    expect(plain(formatMinutes(90, 'ru'))).toBe('1,5 ч');
    expect(formatHours(12.5, 'en')).toMatch(/^12\.5 hr/);
  });
});

describe('figures as CSV cells', () => {
  it('rounds a working time as the page does: whole minutes, hours to two decimals', () => {
    expect(csvFigure('minutes', 1.4496833333333334)).toBe(1);
    expect(csvFigure('hours', 1.4496833333333334)).toBe(1.45);
    expect(csvFigure('share', 0.6666)).toBe(66.7);
    expect(csvFigure('minutes', null)).toBeNull();
  });
});
