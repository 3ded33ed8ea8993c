import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { taskTitle } from '@/shared/tasks/task-title';
import { createTranslate, type Messages } from './translate';

const LOCALES = join(import.meta.dirname, '../../../../public/locales');
const guest = (lng: string) => JSON.parse(readFileSync(join(LOCALES, lng, 'guest.json'), 'utf8')) as Messages;

describe('the guest page translations', () => {
  it('reads nested keys and fills in values', () => {
    const t = createTranslate('en', guest('en'), null);
    expect(t('form.send')).toBe('Send');
    expect(t('stars.of', { value: 2, max: 5 })).toBe('2 of 5 stars');
    expect(t('form.photosCount', { count: 3, max: 5 })).toBe('3 of 5');
  });

  it('chooses the plural form the language asks for', () => {
    expect(createTranslate('en', guest('en'), null)('form.tooMany', { count: 1 })).toContain('1 minute.');
    expect(createTranslate('en', guest('en'), null)('form.tooMany', { count: 4 })).toContain('4 minutes.');
    const ru = createTranslate('ru', guest('ru'), null);
    expect(ru('form.tooMany', { count: 1 })).toContain('1 минуту');
    expect(ru('form.tooMany', { count: 3 })).toContain('3 минуты');
    expect(ru('form.tooMany', { count: 5 })).toContain('5 минут');
  });

  it('falls back to the fallback language, then to the key', () => {
    const t = createTranslate('es', null, guest('ru'));
    expect(t('form.send')).toBe(createTranslate('ru', guest('ru'), null)('form.send'));
    expect(createTranslate('en', null, null)('form.send')).toBe('form.send');
  });

  it("names a turnover in the page's language, as the app does (common.json)", () => {
    for (const lng of ['en', 'ru', 'kk', 'es']) {
      const common = JSON.parse(readFileSync(join(LOCALES, lng, 'common.json'), 'utf8')) as Messages;
      const t = createTranslate(lng as 'en', guest(lng), null);
      expect(taskTitle({ title: 'Limpieza tras la salida', titleKey: 'turnover' }, t)).toBe(
        (common.taskTitles as Messages).turnover,
      );
    }
  });
});
