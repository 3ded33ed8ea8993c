import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, localStamp, offsetText, vtimezone, writeCalendar } from './ical-writer';

const octets = (s: string) => Buffer.byteLength(s);

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds a line at 75 octets without splitting a Cyrillic or Kazakh letter', () => {
    const line = `SUMMARY:${'Жинаудан кейінгі тексеру, '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes offsets as iCalendar does', () => {
    expect(offsetText(3_600e9)).toBe('+0100');
    expect(offsetText(-5 * 3_600e9)).toBe('-0500');
    expect(offsetText(5.5 * 3_600e9)).toBe('+0530');
    expect(offsetText(0)).toBe('+0000');
  });

  it('gives a zone without changes one standard observance', () => {
    const lines = vtimezone(
      'Asia/Almaty',
      new Date('2027-03-01T00:00:00Z'),
      new Date('2027-12-01T00:00:00Z'),
    );
    expect(lines.filter((l) => l.startsWith('BEGIN:')).slice(1)).toEqual(['BEGIN:STANDARD']);
    expect(lines).toContain('TZOFFSETTO:+0500');
  });

  it("writes New York's spring and autumn changes at their local times in the offset before them", () => {
    const lines = vtimezone(
      'America/New_York',
      new Date('2027-01-10T00:00:00Z'),
      new Date('2027-12-10T00:00:00Z'),
    ).join('\n');
    expect(lines).toContain(
      'BEGIN:DAYLIGHT\nDTSTART:20270314T020000\nTZOFFSETFROM:-0500\nTZOFFSETTO:-0400\nTZNAME:EDT',
    );
    expect(lines).toContain(
      'BEGIN:STANDARD\nDTSTART:20271107T020000\nTZOFFSETFROM:-0400\nTZOFFSETTO:-0500\nTZNAME:EST',
    );
  });

  it('writes a feed ical.js reads back to the same instants on both sides of a change', () => {
    const days = ['2027-03-27T08:00:00Z', '2027-03-28T07:00:00Z', '2027-03-29T07:00:00Z'];
    const text = writeCalendar({
      name: 'CleanOps: jobs at Piso Sol',
      zone: 'Europe/Madrid',
      now: new Date('2027-03-01T00:00:00Z'),
      events: days.map((day, i) => ({
        uid: `job-${i}@example.com`,
        start: new Date(day),
        end: new Date(new Date(day).getTime() + 3_600_000),
        zone: 'Europe/Madrid',
        summary: 'Limpieza; cocina, baño',
        location: 'Piso, Calle Mayor 1',
        description: 'Estancias: Cocina\nAbrir el trabajo: https://example.com/tasks/jobs/1',
        url: 'https://example.com/tasks/jobs/1',
        lastModified: new Date('2027-02-01T00:00:00Z'),
      })),
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(zone, 'Europe/Madrid');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const starts = events.map((e) => e.startDate.toJSDate().toISOString());
    // ical.js keeps zones in one registry for the process: taken out again once read.
    ICAL.TimezoneService.remove('Europe/Madrid');
    expect(starts).toEqual(days.map((d) => new Date(d).toISOString()));
    // Nine o'clock in Madrid every day, though the clocks went forward in between.
    expect(events.map((e) => e.startDate.hour)).toEqual([9, 9, 9]);
    expect(events[0]!.summary).toBe('Limpieza; cocina, baño');
    expect(events[0]!.description).toBe(
      'Estancias: Cocina\nAbrir el trabajo: https://example.com/tasks/jobs/1',
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('CleanOps: jobs at Piso Sol');
    expect(localStamp(new Date('2027-03-28T07:00:00Z'), 'Europe/Madrid')).toBe('20270328T090000');
  });
});
