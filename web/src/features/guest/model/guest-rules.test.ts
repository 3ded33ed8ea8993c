import * as contracts from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import { pickLanguage as appPickLanguage } from '@/shared/i18n/detect-language';
import * as rules from './guest-rules';

const TAGS = [
  null,
  '',
  ' ',
  'en',
  'en-GB',
  'EN',
  'kk',
  'kk-KZ',
  'kz',
  'ru',
  'ru-RU',
  'es',
  'es-419',
  'de',
  'fr-CA',
  'zh_Hans',
  'english',
];

describe('the guest page rules are the contracts rules', () => {
  it('has the same limits', () => {
    expect(rules.COMPLAINT_TEXT_MAX).toBe(contracts.COMPLAINT_TEXT_MAX);
    expect(rules.COMPLAINT_PHOTOS_MAX).toBe(contracts.COMPLAINT_PHOTOS_MAX);
    expect(rules.RATING_MIN).toBe(contracts.RATING_MIN);
    expect(rules.RATING_MAX).toBe(contracts.RATING_MAX);
    expect(rules.IMAGE_MAX_BYTES).toBe(contracts.IMAGE_MAX_BYTES);
    expect(rules.LANGUAGES).toEqual(contracts.LANGUAGES);
  });

  it('maps language tags as the app does', () => {
    for (const tag of TAGS) {
      expect(rules.normalizeLanguage(tag), String(tag)).toBe(contracts.normalizeLanguage(tag));
      expect(rules.normalizeLanguage(tag, 'en'), String(tag)).toBe(contracts.normalizeLanguage(tag, 'en'));
    }
    for (const lng of contracts.LANGUAGES)
      expect(rules.toAcceptLanguage(lng)).toBe(contracts.toAcceptLanguage(lng));
  });

  it('picks the language the app would pick', () => {
    for (const stored of TAGS) {
      for (const browser of [[], ['de-DE', 'es-ES'], ['kk'], ['fr']]) {
        for (const query of [null, 'en', 'xx']) {
          for (const cookie of [null, 'es', 'kz']) {
            const sources = { stored, browser, query, cookie };
            expect(rules.pickLanguage(sources), JSON.stringify(sources)).toBe(appPickLanguage(sources));
          }
        }
      }
    }
  });
});
