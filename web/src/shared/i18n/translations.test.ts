import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOG_ACTIONS, OTHER_LOG_ACTIONS } from '@cleanops/contracts';
import {
  copiedFromEnglish,
  flattenTranslations,
  glossaryViolations,
  missingKeys,
  placeholderMismatches,
  type TranslationTree,
  unsafeSingulars,
} from '@cleanops/contracts/translation-rules';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces';

const LOCALES = join(import.meta.dirname, '../../../public/locales');
const OTHERS = ['kk', 'ru', 'es'] as const;

/** Texts that are rightly the English word in that language ("<ns>:<key>"). */
const SAME_AS_ENGLISH: Record<(typeof OTHERS)[number], string[]> = {
  kk: [],
  ru: [],
  es: [
    'locations:kinds.hotel',
    'locations:rooms.materials_one',
    'layout:menu.chats',
    // Spanish writes "webhook" and the millisecond's symbol as English does.
    'integrations:webhooks.title',
    'integrations:webhooks.deliveries.durationMs',
  ],
};
/** A unit beside the number input of the task editor's interval ("Раз в [21] день"). */
const unitOnly = (ns: string) => (key: string) => ns === 'tasks' && key.startsWith('editor.intervalUnits.');

const read = (lng: string, ns: string) =>
  flattenTranslations(JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as TranslationTree);

describe('translations', () => {
  it('has exactly the four interface languages, each with every namespace', () => {
    expect(readdirSync(LOCALES).sort()).toEqual(['en', 'es', 'kk', 'ru']);
    for (const lng of readdirSync(LOCALES)) {
      expect(readdirSync(join(LOCALES, lng)).sort(), lng).toEqual(
        NAMESPACES.map((ns) => `${ns}.json`).sort(),
      );
    }
  });

  for (const ns of NAMESPACES) {
    describe(ns, () => {
      const english = read('en', ns);

      it('English has every plural form English needs and no empty text', () => {
        expect(missingKeys(english, english, 'en'), 'en missing').toEqual([]);
        expect([...english].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      });

      for (const lng of OTHERS) {
        it(`${lng}: every key (with the plural forms ${lng} needs), none empty, none left in English`, () => {
          const other = read(lng, ns);
          expect(missingKeys(english, other, lng), `${lng}/${ns} missing`).toEqual([]);
          expect(
            [...other].filter(([, text]) => !text.trim()).map(([key]) => key),
            `${lng}/${ns} empty`,
          ).toEqual([]);
          const allowed = new Set(SAME_AS_ENGLISH[lng]);
          expect(
            copiedFromEnglish(english, other).filter((found) => !allowed.has(`${ns}:${found.split(':')[0]}`)),
            `${lng}/${ns} identical to English`,
          ).toEqual([]);
          expect(placeholderMismatches(english, other), `${lng}/${ns} placeholders`).toEqual([]);
          expect(unsafeSingulars(other, lng, unitOnly(ns)), `${lng}/${ns} "_one" without the count`).toEqual(
            [],
          );
        });
      }

      for (const lng of ['en', ...OTHERS] as const) {
        it(`${lng}: follows the glossary (docs/glossary.md)`, () => {
          expect(glossaryViolations(read(lng, ns), lng), `${lng}/${ns}`).toEqual([]);
        });
      }
    });
  }

  it('names a job’s states with the same words on every screen', () => {
    const STATES = ['pending', 'in_progress', 'completed', 'overdue'];
    for (const lng of ['en', ...OTHERS]) {
      const words = (ns: string, prefix: string) => {
        const texts = read(lng, ns);
        return STATES.map((state) => texts.get(`${prefix}.${state}`));
      };
      const jobs = words('jobs', 'state');
      expect(words('tasks', 'states'), lng).toEqual(jobs);
      expect(words('guest', 'staff.state'), lng).toEqual(jobs);
    }
  });

  it('keeps distinct concepts in distinct words: the staff account type and the employee role, two columns', () => {
    for (const lng of ['en', ...OTHERS]) {
      const admin = read(lng, 'admin');
      const common = read(lng, 'common');
      // GLOSSARY.md: "employee" is the cleaner role's label; a staff account is another thing.
      expect(admin.get('users.types.staff'), lng).not.toBe(common.get('roles.cleaner'));
      expect(admin.get('renewals.columns.period'), lng).not.toBe(admin.get('renewals.columns.requested'));
    }
  });

  it('labels every action the server logs, and describes each SPEC.md §9 action, in every language', () => {
    for (const lng of ['en', ...OTHERS]) {
      const admin = read(lng, 'admin');
      for (const action of [...LOG_ACTIONS, ...OTHER_LOG_ACTIONS])
        expect(admin.get(`logs.actions.${action}`), `${lng} ${action}`).toBeTruthy();
      for (const action of LOG_ACTIONS)
        expect(admin.get(`logs.descriptions.${action}Plain`), `${lng} ${action}`).toBeTruthy();
    }
  });
});
