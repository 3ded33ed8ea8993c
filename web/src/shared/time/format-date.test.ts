import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { describe, expect, it } from 'vitest';
import { formatDate, localDate, pickerFormat, sameDay, utcOffsetMinutes } from './format-date';

dayjs.extend(customParseFormat);

// Monday 23 November 2026, 18:00 in Almaty (UTC+5).
const AT = '2026-11-23T13:00:00.000Z';
const ALMATY = 'Asia/Almaty';
const NOW = new Date('2026-06-01T00:00:00.000Z');
const say = (language: string, style: Parameters<typeof formatDate>[1]) =>
  formatDate(AT, style, { language, timeZone: ALMATY, now: NOW });

describe('formatDate (dates in the language of the page)', () => {
  it('writes Russian weekdays and months as Russians do, not dayjs’s "пнд"', () => {
    expect(say('ru', 'weekdayDayTime')).toBe('пн, 23 нояб., 18:00');
    expect(say('ru', 'full')).toBe('понедельник, 23 ноября 2026 г.');
    expect(say('ru', 'long')).toBe('23 ноября 2026 г.');
  });

  it('uses each language’s own order and words', () => {
    expect(say('en', 'dateTime')).toBe('23 Nov 2026, 18:00');
    expect(say('es', 'full')).toBe('lunes, 23 de noviembre de 2026');
    expect(say('kk', 'long')).toBe('2026 ж. 23 қараша');
    expect(say('kk', 'time')).toBe('18:00');
  });

  it('leaves out the current year and keeps another', () => {
    expect(say('ru', 'day')).toBe('23 нояб.');
    expect(formatDate(AT, 'day', { language: 'ru', timeZone: ALMATY, now: new Date('2027-01-10') })).toBe(
      '23 нояб. 2026 г.',
    );
  });

  it('reads the clock of the zone it is given', () => {
    expect(formatDate(AT, 'time', { language: 'ru', timeZone: 'Europe/Madrid' })).toBe('14:00');
    expect(sameDay(AT, '2026-11-23T19:30:00.000Z', ALMATY)).toBe(false);
    expect(sameDay(AT, '2026-11-23T18:30:00.000Z', ALMATY)).toBe(true);
  });

  it('names the calendar date an instant falls on in each zone', () => {
    expect(localDate('2026-11-29T19:30:00.000Z', ALMATY)).toBe('2026-11-30');
    expect(localDate('2026-11-29T19:30:00.000Z', 'America/Los_Angeles')).toBe('2026-11-29');
  });

  it('writes a time on the device’s clock as Intl does in every language, midnight and noon included', () => {
    for (const at of [
      '2026-11-23T00:05:00',
      '2026-11-23T09:07:00',
      '2026-11-23T12:00:00',
      '2026-11-23T23:59:00',
    ]) {
      const local = new Date(at);
      for (const [language, tag] of [
        ['en', 'en-GB'],
        ['ru', 'ru-RU'],
        ['kk', 'kk-KZ'],
        ['es', 'es-ES'],
      ] as const) {
        const intl = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
        expect(formatDate(local, 'time', { language })).toBe(intl.format(local));
      }
    }
    expect(formatDate(new Date('2026-11-23T09:07:00'), 'time')).toBe('09:07');
  });

  it('shows nothing for a date that is not one', () => {
    expect(formatDate('soon', 'long', { language: 'en' })).toBe('');
  });
});

describe('utcOffsetMinutes', () => {
  it("reads a zone's offset from UTC at the instant, summer time included", () => {
    expect(utcOffsetMinutes('2026-11-27T04:00:00Z', 'Asia/Almaty')).toBe(300);
    expect(utcOffsetMinutes('2026-11-27T04:00:00Z', 'Europe/Moscow')).toBe(180);
    expect(utcOffsetMinutes('2026-01-15T12:00:00Z', 'Europe/Madrid')).toBe(60);
    expect(utcOffsetMinutes('2026-07-01T12:00:00Z', 'Europe/Madrid')).toBe(120);
    expect(utcOffsetMinutes('2026-07-01T12:00:00.999Z', 'UTC')).toBe(0);
    // Around midnight UTC the zone's calendar day differs: the offset still comes out whole.
    expect(utcOffsetMinutes('2026-03-01T23:30:00Z', 'Asia/Kamchatka')).toBe(720);
  });
});

describe('pickerFormat', () => {
  it('types and shows dates in the local order, never ISO', () => {
    expect(pickerFormat('dateTime', 'ru')).toBe('DD.MM.YYYY HH:mm');
    expect(pickerFormat('date', 'kk')).toBe('DD.MM.YYYY');
    expect(pickerFormat('dateTime', 'es')).toBe('DD/MM/YYYY HH:mm');
    // English shows the month by name (05/12/2026 reads as May 12 to some) and still takes 05/12/2026.
    expect(pickerFormat('date', 'en')).toEqual(['D MMM YYYY', 'DD/MM/YYYY']);
  });

  it('shows an English date unambiguously and reads it back', () => {
    const [shown] = pickerFormat('dateTime', 'en') as string[];
    const at = dayjs('2026-12-05T18:00:00');
    expect(at.locale('en').format(shown)).toBe('5 Dec 2026 18:00');
    const typed = dayjs('5 Dec 2026 18:00', shown, 'en', true);
    expect(typed.isValid() && typed.format('YYYY-MM-DD HH:mm')).toBe('2026-12-05 18:00');
  });

  it('reads back what it shows', () => {
    const typed = dayjs('23.11.2026 18:00', pickerFormat('dateTime', 'ru'), true);
    expect(typed.isValid() && typed.format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 18:00');
  });
});
