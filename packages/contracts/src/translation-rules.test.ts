import { describe, expect, it } from 'vitest';
import {
  copiedFromEnglish,
  flattenTranslations,
  glossaryViolations,
  isLanguageNeutral,
  missingKeys,
  placeholderMismatches,
  unsafeSingulars,
} from './translation-rules';

const en = flattenTranslations({
  title: 'Rooms',
  brand: 'CleanOps · {{count}} km',
  count_one: '{{count}} room',
  count_other: '{{count}} rooms',
  where: 'At {{place}}',
});

describe('the translation check', () => {
  it('asks each language for the plural forms Intl.PluralRules gives it', () => {
    const es = flattenTranslations({
      title: 'Estancias',
      brand: 'CleanOps · {{count}} km',
      count_one: '{{count}} estancia',
      count_other: '{{count}} estancias',
      where: 'En {{place}}',
      old: 'Sobra',
    });
    expect(missingKeys(en, es, 'es')).toEqual(['missing count_many', 'not in English old']);
    expect(
      missingKeys(
        en,
        flattenTranslations({ title: 'x', brand: 'x', count_one: 'x', count_other: 'x', where: 'x' }),
        'kk',
      ),
    ).toEqual([]);
  });

  it('lets brands, units and placeholders equal English, not words', () => {
    expect(isLanguageNeutral('CleanOps · {{count}} km')).toBe(true);
    expect(isLanguageNeutral('QR')).toBe(true);
    expect(isLanguageNeutral('Rooms')).toBe(false);
    expect(copiedFromEnglish(en, new Map([...en]))).toEqual([
      'title: Rooms',
      'count_one: {{count}} room',
      'count_other: {{count}} rooms',
      'where: At {{place}}',
    ]);
  });

  it('wants the count in a Russian "_one" (21 takes it too), not in a Spanish one', () => {
    const ru = new Map([['lost_one', 'Объект останется без команды']]);
    expect(unsafeSingulars(ru, 'ru')).toEqual(['lost_one: Объект останется без команды']);
    expect(unsafeSingulars(new Map([['lost_one', 'Una ubicación']]), 'es')).toEqual([]);
  });

  it('finds a dropped or misspelt placeholder', () => {
    const ru = new Map([
      ['where', 'В {{pleace}}'],
      ['count_many', 'Много помещений'],
    ]);
    expect(placeholderMismatches(en, ru)).toEqual(['where: В {{pleace}}']);
  });

  it('finds the terms the glossary replaced', () => {
    expect(
      glossaryViolations(
        new Map([
          ['a', 'Любая локация'],
          ['b', 'Геолокация'],
        ]),
        'ru',
      ),
    ).toEqual(['a: Любая локация (use объект)']);
    expect(glossaryViolations(new Map([['a', 'Código de la sala']]), 'es')).toHaveLength(1);
  });
});
