import { describe, expect, it } from 'vitest';
import {
  isWellFormedCode,
  normalizeCode,
  normalizeLanguage,
  parseEmail,
  parsePhone,
  pickLanguage,
  recognizeLanguage,
  toAcceptLanguage,
} from './rules';
import { ZEmail, ZPhone } from './validation';

const none = { stored: null, browser: [], query: null, cookie: null };

describe('the language rules (SPEC.md §1)', () => {
  it('maps kz to Kazakh and unknown languages to Russian, and sends Kazakh as kz', () => {
    expect(normalizeLanguage('kz-KZ')).toBe('kk');
    expect(normalizeLanguage('KK_kz')).toBe('kk');
    expect(normalizeLanguage(' es-419 ')).toBe('es');
    expect(normalizeLanguage('de')).toBe('ru');
    expect(normalizeLanguage('de', 'en')).toBe('en');
    expect(toAcceptLanguage('kk')).toBe('kz');
    expect(toAcceptLanguage('es')).toBe('es');
  });

  it('recognises the languages we serve and drops the rest', () => {
    expect(recognizeLanguage('kz')).toBe('kk');
    expect(recognizeLanguage('es-MX')).toBe('es');
    expect(recognizeLanguage('en_GB')).toBe('en');
    expect(recognizeLanguage('RU')).toBe('ru');
    expect(recognizeLanguage('de-DE')).toBeNull();
    expect(recognizeLanguage(' ')).toBeNull();
  });

  it('takes the stored choice, then the browser, the query string and the cookie, else Russian', () => {
    expect(pickLanguage({ stored: 'es', browser: ['en-US'], query: 'ru', cookie: 'kk' })).toBe('es');
    expect(pickLanguage({ ...none, stored: 'xx', browser: ['de-DE', 'kk-KZ', 'en'] })).toBe('kk');
    expect(pickLanguage({ ...none, browser: ['fr'], query: 'en', cookie: 'es' })).toBe('en');
    expect(pickLanguage({ ...none, browser: ['fr'], cookie: 'kz' })).toBe('kk');
    expect(pickLanguage({ ...none, browser: ['de-DE', 'fr-FR'] })).toBe('ru');
    expect(pickLanguage(none)).toBe('ru');
  });
});

describe('the sign-in rules', () => {
  it('accepts 6 safe characters or 5 digits as a code, upper-casing what was typed', () => {
    expect(isWellFormedCode(normalizeCode(' ab3 def '))).toBe(true);
    expect(isWellFormedCode('12345')).toBe(true);
    expect(isWellFormedCode('AB0DEF')).toBe(false);
    expect(isWellFormedCode('1234')).toBe(false);
  });

  // The sign-in pages check with parseEmail and parsePhone, the server with ZEmail and ZPhone: a contact
  // the page lets through is one the server takes, written the same way.
  it.each([
    ['  Name@Company.COM ', 'name@company.com'],
    ["o'neil+tag@sub.example.kz", "o'neil+tag@sub.example.kz"],
    ['name@company', null],
    ['name..dots@company.com', null],
    ['.name@company.com', null],
    ['name@-company.com', null],
    ['имя@пример.рф', null],
    [`${'a'.repeat(240)}@company.com`, `${'a'.repeat(240)}@company.com`],
    [`${'a'.repeat(245)}@company.com`, null],
  ])('reads the e-mail %j as the server does', (raw, sent) => {
    expect(parseEmail(raw)).toBe(sent);
    expect(ZEmail.safeParse(raw).data ?? null).toBe(sent);
  });

  it.each([
    [' +7 (701) 123-45-67 ', '+77011234567'],
    ['+34 612 345 678', '+34612345678'],
    ['77011234567', null],
    ['+07011234567', null],
    ['+1234567', null],
    ['+1234567890123456', null],
  ])('reads the phone %j as the server does', (raw, sent) => {
    expect(parsePhone(raw)).toBe(sent);
    expect(ZPhone.safeParse(raw).data ?? null).toBe(sent);
  });
});
