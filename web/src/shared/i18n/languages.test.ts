import * as contracts from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION } from '../config/regions';
import { FALLBACK_LANGUAGE, LANGUAGES, normalizeLanguage, toAcceptLanguage } from './languages';

const TAGS = [
  null,
  undefined,
  '',
  ' ',
  'en',
  'EN-us',
  'kk',
  'kz-KZ',
  'KK_kz',
  'ru',
  'ru-RU',
  'es-419',
  'de',
  'x',
  'pt_BR',
  ' es ',
];

describe('the language rules are the contract rules', () => {
  it('keeps the constants', () => {
    expect([...LANGUAGES]).toEqual([...contracts.LANGUAGES]);
    expect(FALLBACK_LANGUAGE).toBe(contracts.FALLBACK_LANGUAGE);
    expect(DEFAULT_REGION).toBe(contracts.DEFAULT_REGION);
  });

  it.each(TAGS)('normalizes %j as the contract does', (tag) => {
    expect(normalizeLanguage(tag)).toBe(contracts.normalizeLanguage(tag));
    expect(normalizeLanguage(tag, 'en')).toBe(contracts.normalizeLanguage(tag, 'en'));
  });

  it.each([...LANGUAGES])('sends %s as the contract does', (language) => {
    expect(toAcceptLanguage(language)).toBe(contracts.toAcceptLanguage(language));
  });
});
