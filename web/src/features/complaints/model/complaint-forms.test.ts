import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultTaskTitle,
  type Translate,
  toConvertRequest,
  toCreateComplaintRequest,
} from './complaint-forms';

const LOCALES = join(import.meta.dirname, '../../../../public/locales');
const LANGUAGES = ['en', 'kk', 'ru', 'es'] as const;
const translators = new Map<string, Translate>();

beforeAll(async () => {
  for (const lng of LANGUAGES) {
    const instance = i18next.createInstance();
    await instance.init({
      lng,
      ns: ['complaints'],
      defaultNS: 'complaints',
      resources: {
        [lng]: { complaints: JSON.parse(readFileSync(join(LOCALES, lng, 'complaints.json'), 'utf8')) },
      },
      interpolation: { escapeValue: false },
    });
    translators.set(lng, (key, options) => instance.t(key, options));
  }
});

const t = (lng: string): Translate => translators.get(lng)!;

describe('the complaint count', () => {
  it('uses the plural form each language needs', () => {
    const count = (lng: string, n: number) => t(lng)('page.count', { count: n });
    expect([1, 3, 5].map((n) => count('en', n))).toEqual(['1 complaint', '3 complaints', '5 complaints']);
    expect([1, 3, 5, 21, 12].map((n) => count('ru', n))).toEqual([
      '1 жалоба',
      '3 жалобы',
      '5 жалоб',
      '21 жалоба',
      '12 жалоб',
    ]);
    expect([1, 3].map((n) => count('es', n))).toEqual(['1 queja', '3 quejas']);
    expect([1, 3].map((n) => count('kk', n))).toEqual(['1 шағым', '3 шағым']);
  });
});

describe('converting a complaint', () => {
  it('starts from the title the server would give, in the reader language', () => {
    const text = `The shower drain is blocked and the water   stands\nall over the bathroom floor again`;
    expect(defaultTaskTitle({ rating: 2, text }, t('en'))).toBe(
      '2★ complaint: The shower drain is blocked and the water stands all over…',
    );
    expect(defaultTaskTitle({ rating: 1, text: 'Грязно' }, t('ru'))).toBe('Жалоба на 1★: Грязно');
    expect(defaultTaskTitle({ rating: 3, text: '  ' }, t('es'))).toBe('Queja de 3★');
  });

  it('sends the due time as the instant the location clocks show it', () => {
    const body = toConvertRequest(
      {
        title: '  Fix the drain ',
        teamId: null,
        assigneeIds: [],
        dueAt: dayjs('2026-03-12T10:00:00'),
        emergency: true,
      },
      'Europe/Moscow',
    );
    expect(body).toEqual({
      title: 'Fix the drain',
      teamId: null,
      assigneeIds: [],
      dueAt: '2026-03-12T07:00:00.000Z',
      emergency: true,
    });
  });
});

describe('typing in a review', () => {
  it('sends the room, the photos and the date only when one was picked', () => {
    const room = '0b4f2b1e-7f43-4a40-9a38-0d8a3f3e9c01';
    const values = { roomId: room, source: '2gis' as const, rating: 4, text: ' Nice ', createdAt: null };
    expect(toCreateComplaintRequest(values, ['p1'])).toEqual({
      roomId: room,
      source: '2gis',
      rating: 4,
      text: 'Nice',
      photoIds: ['p1'],
    });
    const dated = toCreateComplaintRequest({ ...values, createdAt: dayjs('2026-03-01T09:30:00Z') }, []);
    expect(dated.createdAt).toBe('2026-03-01T09:30:00.000Z');
  });
});
