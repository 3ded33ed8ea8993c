import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TTaskSchedule } from '@cleanops/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleSpan, scheduleWords, type Translate, weekDaysWords } from './schedule-words';

const LOCALES = join(import.meta.dirname, '../../../../public/locales');
const translators = new Map<string, Translate>();

beforeAll(async () => {
  for (const lng of ['en', 'ru']) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      ns: ['tasks'],
      defaultNS: 'tasks',
      resources: { [lng]: { tasks: JSON.parse(readFileSync(join(LOCALES, lng, 'tasks.json'), 'utf8')) } },
      interpolation: { escapeValue: false },
    });
    translators.set(lng, (key, options) => instance.t(key, options));
  }
});

const en: Translate = (key, options) => translators.get('en')!(key, options);
const ru: Translate = (key, options) => translators.get('ru')!(key, options);

const base: TTaskSchedule = {
  frequency: 'daily',
  startDate: '2025-03-03',
  endDate: null,
  startTime: '09:00',
  endTime: null,
  interval: 1,
  weekDays: [],
  monthDay: null,
};

describe('schedule in words', () => {
  it('says each frequency with its time', () => {
    expect(
      scheduleWords(
        { ...base, frequency: 'new_daily', interval: 2, endTime: '18:00', weekDays: [1, 2, 3, 4, 5] },
        en,
      ),
    ).toBe('Every 2 hours from 09:00 to 18:00, Mon–Fri');
    expect(scheduleWords({ ...base, frequency: 'new_daily', endTime: '12:00' }, en)).toBe(
      'Every hour from 09:00 to 12:00',
    );
    expect(scheduleWords(base, en)).toBe('Every day at 09:00');
    expect(scheduleWords({ ...base, interval: 3, endTime: '11:30' }, en)).toBe(
      'Every 3 days from 09:00 to 11:30',
    );
    expect(scheduleWords({ ...base, frequency: 'weekly', weekDays: [3, 1] }, en)).toBe(
      'Every week on Mon, Wed at 09:00',
    );
    expect(scheduleWords({ ...base, frequency: 'monthly', interval: 3, monthDay: 31 }, en)).toBe(
      'Every 3 months on day 31 at 09:00',
    );
  });

  it('treats every day of the week as no days chosen', () => {
    expect(
      scheduleWords(
        { ...base, frequency: 'new_daily', endTime: '10:00', weekDays: [1, 2, 3, 4, 5, 6, 7] },
        en,
      ),
    ).toBe('Every hour from 09:00 to 10:00');
  });

  it('folds runs of three or more days into a range', () => {
    expect(weekDaysWords([6, 7], en)).toBe('Sat, Sun');
    expect(weekDaysWords([1, 2, 3, 5, 6, 7], en)).toBe('Mon–Wed, Fri–Sun');
    expect(weekDaysWords([1, 3, 4], en)).toBe('Mon, Wed, Thu');
  });

  it('uses the plural forms of the language', () => {
    expect(scheduleWords({ ...base, interval: 2 }, ru)).toBe('Каждые 2 дня в 09:00');
    expect(scheduleWords({ ...base, interval: 5 }, ru)).toBe('Каждые 5 дней в 09:00');
    expect(scheduleWords({ ...base, interval: 21 }, ru)).toBe('Каждый 21 день в 09:00');
  });

  it('gives the dates the schedule runs between', () => {
    expect(scheduleSpan(base, en)).toBe('From 3 Mar 2025');
    expect(scheduleSpan({ ...base, endDate: '2025-06-30' }, en)).toBe('3 Mar 2025 – 30 Jun 2025');
  });
});
