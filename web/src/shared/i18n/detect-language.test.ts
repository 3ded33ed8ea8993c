import { describe, expect, it } from 'vitest';
import { pickLanguage, recognizeLanguage } from './detect-language';

const none = { stored: null, browser: [], query: null, cookie: null };

describe('recognizeLanguage', () => {
  it('maps kz and kk tags to Kazakh', () => {
    expect(recognizeLanguage('kz')).toBe('kk');
    expect(recognizeLanguage('kz-KZ')).toBe('kk');
    expect(recognizeLanguage('kk-KZ')).toBe('kk');
  });

  it('keeps the languages we serve and drops the rest', () => {
    expect(recognizeLanguage('es-MX')).toBe('es');
    expect(recognizeLanguage('en_GB')).toBe('en');
    expect(recognizeLanguage('RU')).toBe('ru');
    expect(recognizeLanguage('de-DE')).toBeNull();
    expect(recognizeLanguage('')).toBeNull();
  });
});

describe('pickLanguage (SPEC.md §1 order: stored, browser, query string, cookie)', () => {
  it('prefers the stored choice over everything else', () => {
    expect(pickLanguage({ stored: 'es', browser: ['en-US'], query: 'ru', cookie: 'kk' })).toBe('es');
  });

  it('uses the first browser language we serve', () => {
    expect(pickLanguage({ ...none, browser: ['de-DE', 'kk-KZ', 'en'] })).toBe('kk');
  });

  it('falls through to the query string, then the cookie', () => {
    expect(pickLanguage({ ...none, browser: ['fr'], query: 'en', cookie: 'es' })).toBe('en');
    expect(pickLanguage({ ...none, browser: ['fr'], cookie: 'kz' })).toBe('kk');
  });

  it('shows Russian when nothing is known', () => {
    expect(pickLanguage({ ...none, browser: ['de-DE', 'fr-FR'] })).toBe('ru');
    expect(pickLanguage(none)).toBe('ru');
  });
});
