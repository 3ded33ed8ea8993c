import { describe, expect, it } from 'vitest';
import { ZIsoDateTime } from './common';
import { ZEmail, ZLine, ZMultiline, ZPersonName, ZPhone, ZSearch } from './validation';

describe('validation shared by the form and the server', () => {
  it('needs a phone with a leading plus and strips spaces and dashes', () => {
    expect(ZPhone.parse('+7 701 123-45-67')).toBe('+77011234567');
    expect(ZPhone.safeParse('87011234567').success).toBe(false);
  });

  it('keeps an e-mail trimmed and lower-cased, and refuses one without a domain', () => {
    expect(ZEmail.parse('  Name@Company.COM ')).toBe('name@company.com');
    expect(ZEmail.safeParse('name@company').error?.issues[0]?.message).toBe('invalidEmail');
    expect(ZEmail.safeParse(`${'a'.repeat(245)}@company.com`).error?.issues[0]?.message).toBe('invalidEmail');
  });

  it('accepts names in any script and refuses digits', () => {
    expect(ZPersonName('name').safeParse('Айгерім').success).toBe(true);
    expect(ZPersonName('name').safeParse('José María').success).toBe(true);
    expect(ZPersonName('name').safeParse('B0b').success).toBe(false);
  });

  it('refuses control characters in one-line texts, and all but tab and line breaks in longer ones', () => {
    const issue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues.map((i) => i.message);
    expect(ZLine(50, 2).parse('  Kitchen  ')).toBe('Kitchen');
    expect(issue(ZLine(50, 2).safeParse('Kit\u0000chen'))).toEqual(['controlCharacters']);
    expect(issue(ZLine(50, 2).safeParse('two\nlines'))).toEqual(['controlCharacters']);
    expect(issue(ZLine(50, 2).safeParse('a\u0085b'))).toEqual(['controlCharacters']);
    expect(issue(ZSearch.safeParse('a\u0000b'))).toEqual(['controlCharacters']);
    expect(ZMultiline(100).parse('Floors\n\tand windows\r\n')).toBe('Floors\n\tand windows');
    expect(issue(ZMultiline(100).safeParse('a\u0000b'))).toEqual(['controlCharacters']);
    expect(issue(ZMultiline(100).safeParse('\u001b[31mred'))).toEqual(['controlCharacters']);
    expect(ZLine(50).safeParse('Әсел 😀 José').success).toBe(true);
    expect(issue(ZLine(50).safeParse('half \ud83d'))).toEqual(['controlCharacters']);
    expect(issue(ZMultiline(50).safeParse('\ude00 half'))).toEqual(['controlCharacters']);
  });

  it('takes instants from 1970 to the end of 9999 in UTC', () => {
    expect(ZIsoDateTime.safeParse('2026-11-23T10:00:00+05:00').success).toBe(true);
    expect(ZIsoDateTime.safeParse('9999-12-31T23:59:59Z').success).toBe(true);
    expect(ZIsoDateTime.safeParse('0000-01-01T00:00:00Z').error?.issues[0]?.message).toBe('dateOutOfRange');
    expect(ZIsoDateTime.safeParse('9999-12-31T23:59:59-14:00').error?.issues[0]?.message).toBe(
      'dateOutOfRange',
    );
    expect(ZIsoDateTime.safeParse('yesterday').error?.issues).toHaveLength(1);
  });
});
