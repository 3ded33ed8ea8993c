import { LANGUAGES, NOTIFICATION_EVENTS, STAFF_ROLES, type TLanguage } from '@cleanops/contracts';
import { glossaryViolations, isLanguageNeutral } from '@cleanops/contracts/translation-rules';
import { describe, expect, it } from 'vitest';
import type { CodePurpose } from '../modules/messaging/messaging.types';
import { renderCodeMessage, renderInviteMessage } from '../modules/messaging/templates';
import { renderNotification } from '../modules/notifications/notification-texts';
import { catalogues } from './messages';
import { TASK_TITLES } from './task-titles';

const OTHERS = LANGUAGES.filter((lng): lng is Exclude<TLanguage, 'en'> => lng !== 'en');
const CODE_PURPOSES: CodePurpose[] = ['login', 'change_email', 'change_phone', 'change_whatsapp'];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every e-mail/SMS text a person can get, by name, in one language (notifications, invitations, codes). */
function outgoingTexts(language: TLanguage): Map<string, string> {
  const texts = new Map<string, string>();
  for (const event of NOTIFICATION_EVENTS) {
    const rendered = renderNotification({
      event,
      language,
      timeZone: 'Asia/Almaty',
      data: {
        taskTitle: 'T',
        teamName: 'B',
        locationTitle: 'L',
        roomName: 'R',
        rating: 2,
        text: event === 'userNotAvailable' ? '2026-11-24T13:00:00.000Z' : 'X',
      },
    });
    texts.set(`${event}.subject`, rendered.subject);
    texts.set(`${event}.text`, rendered.text);
  }
  for (const role of STAFF_ROLES) {
    const invite = renderInviteMessage({
      inviter: 'I',
      role,
      locationTitle: 'L',
      url: 'https://x.example',
      channel: 'email',
      language,
    });
    texts.set(`invite.${role}.subject`, invite.subject);
    texts.set(`invite.${role}.text`, invite.text);
  }
  for (const purpose of CODE_PURPOSES) {
    const code = renderCodeMessage({ code: 'ABC123', purpose, language });
    texts.set(`code.${purpose}.subject`, code.subject);
    texts.set(`code.${purpose}.text`, code.text);
  }
  for (const [key, titles] of Object.entries(TASK_TITLES)) texts.set(`taskTitle.${key}`, titles[language]);
  return texts;
}

describe('server texts (the translation check)', () => {
  const english = catalogues.en;

  for (const lng of OTHERS) {
    it(`${lng}: every message is translated, with English's placeholders`, () => {
      const catalogue = catalogues[lng];
      const problems = Object.entries(english).flatMap(([key, text]) => {
        const own = catalogue[key as keyof typeof catalogue];
        if (!own?.trim()) return [`${key}: empty`];
        if (own === text && !isLanguageNeutral(text)) return [`${key}: left in English`];
        if (placeholders(own).join() !== placeholders(text).join()) return [`${key}: placeholders ${own}`];
        return [];
      });
      expect(problems).toEqual([]);
    });

    it(`${lng}: notifications, invitations, codes and turnover jobs are translated`, () => {
      const en = outgoingTexts('en');
      const own = outgoingTexts(lng);
      const copied = [...own].filter(([key, text]) => text === en.get(key) && !isLanguageNeutral(text));
      expect(copied).toEqual([]);
    });
  }

  for (const lng of LANGUAGES) {
    it(`${lng}: follows the glossary (docs/glossary.md), «» quotes in ru and kk`, () => {
      expect(glossaryViolations(new Map(Object.entries(catalogues[lng])), lng)).toEqual([]);
      expect(glossaryViolations(outgoingTexts(lng), lng)).toEqual([]);
    });
  }

  it('names the jobs the system makes (a turnover) in every language', () => {
    for (const titles of Object.values(TASK_TITLES))
      for (const lng of LANGUAGES) expect(titles[lng]?.trim(), lng).toBeTruthy();
  });

  it('calls the invited role by the name the app gives it (employee, not cleaner)', () => {
    const invite = (language: TLanguage) => outgoingTexts(language).get('invite.cleaner.text');
    expect(invite('en')).toContain('as an employee at L');
    expect(invite('ru')).toContain('ваша роль: сотрудник');
    expect(invite('kk')).toContain('рөліңіз: қызметкер');
    expect(invite('es')).toContain('como empleado en L');
  });

  it('names someone without a name once, not "Сотрудник Сотрудник"', () => {
    const text = renderNotification({
      event: 'userNotAvailable',
      language: 'ru',
      timeZone: 'Europe/Moscow',
      data: { text: '2026-11-24T13:00:00.000Z' },
    }).text;
    expect(text).toMatch(/^Кто-то: недоступен до 24 нояб\. 2026 г\., 16:00\.$/);
  });
});
