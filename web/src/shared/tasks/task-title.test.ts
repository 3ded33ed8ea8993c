import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type TLanguage } from '@cleanops/contracts/rules';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TitleTranslate, taskTitle } from './task-title';

const LOCALES = join(import.meta.dirname, '../../../public/locales');
const read = (lng: TLanguage, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Each language's `t` as a page has it: its own namespace first, common.json as the fallback. */
const translators = new Map<TLanguage, TitleTranslate>();
beforeAll(async () => {
  for (const lng of LANGUAGES) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      ns: ['jobs', 'common'],
      defaultNS: 'jobs',
      fallbackNS: 'common',
      resources: { [lng]: { jobs: read(lng, 'jobs'), common: read(lng, 'common') } },
      interpolation: { escapeValue: false },
    });
    translators.set(lng, (key, options) => instance.t(key, options));
  }
});

const READ_AS: Record<TLanguage, string> = {
  en: 'Cleaning after checkout',
  ru: 'Уборка после выезда',
  kk: 'Шығудан кейінгі жинау',
  es: 'Limpieza tras la salida',
};

describe('taskTitle', () => {
  it("shows a turnover's title in the reader's language, whatever language it was stored in", () => {
    const storedInSpanish = { title: 'Limpieza tras la salida', titleKey: 'turnover' as const };
    for (const lng of LANGUAGES) expect(taskTitle(storedInSpanish, translators.get(lng)!)).toBe(READ_AS[lng]);
  });

  it('shows a title a person typed as typed, in every language', () => {
    for (const lng of LANGUAGES) {
      const t = translators.get(lng)!;
      expect(taskTitle({ title: 'Уборка после выезда', titleKey: null }, t)).toBe('Уборка после выезда');
      // A copy kept on a phone from before titles had a kind says nothing of it.
      expect(taskTitle({ title: 'Deep clean' }, t)).toBe('Deep clean');
    }
  });
});
