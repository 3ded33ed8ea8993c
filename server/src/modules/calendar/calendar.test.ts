import type { TCalendarFeedLink, TCalendarFeedStatus } from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, users } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';

type Headers = Record<string, string>;
const MADRID = 'Europe/Madrid';

let t: TestApp;
// A horizon of a year, so the next daylight-saving change in Madrid is always inside the feed.
beforeAll(async () => {
  t = await createTestApp({ TASK_HORIZON_DAYS: '366', PUBLIC_URL: 'https://app.example' });
});
afterAll(async () => t.close());

/** The first day-saving change in Madrid after a week from now, as its local date. */
function nextMadridChange(): Temporal.PlainDate {
  const from = Temporal.Now.zonedDateTimeISO(MADRID).add({ days: 7 });
  return from.getTimeZoneTransition('next')!.toPlainDate();
}

/** An instant given as a wall-clock time in a zone. */
const at = (date: Temporal.PlainDate, time: string, zone: string) =>
  new Date(date.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(zone).epochMilliseconds);

async function newLink(url: string, auth: Headers): Promise<TCalendarFeedLink> {
  const res = await t.app.inject({ method: 'POST', url, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TCalendarFeedLink;
}

const pathOf = (link: TCalendarFeedLink) => new URL(link.url).pathname;

async function read(link: TCalendarFeedLink) {
  const res = await t.app.inject({ url: pathOf(link) });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/**
 * The feed as a calendar app reads it: ical.js, with the feed's own VTIMEZONEs as its only zone data.
 * ical.js keeps zones in one registry for the process, so they are taken out again after the read.
 */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) {
    const tzid = zone.getFirstPropertyValue('tzid') as string;
    ICAL.TimezoneService.remove(tzid);
    ICAL.TimezoneService.register(new ICAL.Timezone(zone), tzid);
  }
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      tzid: v.getFirstProperty('dtstart')!.getParameter('tzid'),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      localHour: event.startDate.hour,
    };
  });
  for (const zone of zones) ICAL.TimezoneService.remove(zone.getFirstPropertyValue('tzid') as string);
  return { calendar, zones: zones.map((z) => z.getFirstPropertyValue('tzid')), events };
}

/**
 * A workspace in Madrid: a Spanish-speaking cleaner with a week of morning jobs across the next
 * daylight-saving change, a turnover of their team, a job in Almaty; a teammate's own job and a team
 * job the teammate took, which are not the cleaner's.
 */
async function workspace() {
  const owner = await newOwner(t);
  const team = await newTeam(t, owner.workspaceId);
  const cleaner = await newWorker(t, owner.workspaceId, [team.id], 'cleaner', { language: 'es' });
  const teammate = await newWorker(t, owner.workspaceId, [team.id]);
  const manager = await newWorker(t, owner.workspaceId, [team.id], 'manager', { language: 'ru' });
  const madrid = await newWorkPlace(t, owner.workspaceId, {
    title: 'Piso Sol',
    address: 'Calle Mayor 1, Madrid',
    timezone: MADRID,
    teamId: team.id,
    rooms: ['Cocina', 'Baño'],
  });
  const almaty = await newWorkPlace(t, owner.workspaceId, { title: 'Flat on Abay', timezone: 'Asia/Almaty' });
  const change = nextMadridChange();
  const week = [-3, -2, -1, 0, 1, 2, 3].map((d) => change.add({ days: d }));
  const daily = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: madrid.location.id,
    roomIds: madrid.rooms.map((r) => r.id),
    title: 'Cocina, baño; ventanas',
    kind: 'recurring',
    assigneeIds: [cleaner.id],
    occurrences: week.map((day) => ({ startsAt: at(day, '09:00', MADRID), dueAt: at(day, '11:30', MADRID) })),
  });
  const turnover = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: madrid.location.id,
    title: 'Уборка после выезда',
    origin: 'turnover',
    teamId: team.id,
    startsAt: at(change.add({ days: 5 }), '12:00', MADRID),
    dueAt: at(change.add({ days: 5 }), '14:00', MADRID),
  });
  await t.db.update(tasks).set({ titleKey: 'turnover' }).where(eq(tasks.id, turnover.task.id));
  const inAlmaty = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: almaty.location.id,
    title: 'Windows',
    assigneeIds: [cleaner.id],
    startsAt: at(change, '10:00', 'Asia/Almaty'),
  });
  const teammates = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: madrid.location.id,
    title: 'Balcony',
    assigneeIds: [teammate.id],
    startsAt: at(change, '15:00', MADRID),
  });
  const takenByTeammate = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: madrid.location.id,
    title: 'Terrace',
    teamId: team.id,
    occurrences: [{ startsAt: at(change, '16:00', MADRID), pickedBy: teammate.id }],
  });
  return {
    owner,
    cleaner,
    teammate,
    manager,
    madrid,
    change,
    daily,
    turnover,
    inAlmaty,
    teammates,
    takenByTeammate,
  };
}

let w: Awaited<ReturnType<typeof workspace>>;
beforeAll(async () => {
  w = await workspace();
});

describe("a person's calendar", () => {
  it('says there is no address until one is made, and then since when, never the address itself', async () => {
    const before = await t.app.inject({ url: '/api/profile/calendar-feed', headers: w.teammate.auth });
    expect(before.json()).toEqual({ active: false, createdAt: null });
    const link = await newLink('/api/profile/calendar-feed', w.teammate.auth);
    expect(link.url).toMatch(/^https:\/\/app\.example\/api\/calendar\/[\w-]{43}\.ics$/);
    expect(link.webcalUrl).toBe(link.url.replace('https:', 'webcal:'));
    const after = await t.app.inject({ url: '/api/profile/calendar-feed', headers: w.teammate.auth });
    expect(after.json()).toEqual({ active: true, createdAt: link.createdAt } satisfies TCalendarFeedStatus);
    expect(after.body).not.toContain(link.url.split('/').at(-1)!.slice(0, 20));
  });

  it('parses back with ical.js to exactly their jobs, at the right instants across the daylight-saving change', async () => {
    const res = await read(await newLink('/api/profile/calendar-feed', w.cleaner.auth));
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const { events, zones } = parse(res.body);
    expect(zones.sort()).toEqual(['Asia/Almaty', MADRID]);

    const mine = [...w.daily.occurrences, w.turnover.occurrence, w.inAlmaty.occurrence];
    expect(events.map((e) => e.uid).sort()).toEqual(mine.map((o) => `${o.id}@app.example`).sort());
    const byUid = new Map(events.map((e) => [e.uid.split('@')[0], e]));
    for (const job of w.daily.occurrences) {
      const event = byUid.get(job.id)!;
      expect(event.tzid).toBe(MADRID);
      expect(event.start).toBe(job.startsAt.toISOString());
      expect(event.end).toBe(job.dueAt!.toISOString());
      expect(event.localHour).toBe(9);
      expect(event.summary).toBe('Cocina, baño; ventanas');
      expect(event.location).toBe('Piso Sol, Calle Mayor 1, Madrid');
      expect(event.description).toBe(
        `Estancias: Baño, Cocina\nAbrir el trabajo: https://app.example/tasks/jobs/${job.id}`,
      );
    }
    // The same nine o'clock is an hour apart in UTC on the two sides of the change.
    const utcHours = new Set(w.daily.occurrences.map((o) => o.startsAt.getUTCHours()));
    expect(utcHours.size).toBe(2);
    // The system's title in the subscriber's language; a job without a due time lasts an hour.
    expect(byUid.get(w.turnover.occurrence.id)!.summary).toBe('Limpieza tras la salida');
    const almaty = byUid.get(w.inAlmaty.occurrence.id)!;
    expect(almaty.tzid).toBe('Asia/Almaty');
    expect(almaty.localHour).toBe(10);
    expect(new Date(almaty.end).getTime() - new Date(almaty.start).getTime()).toBe(3_600_000);
  });

  it('is well formed for any client: CRLF, lines of at most 75 octets, the properties RFC 5545 requires', async () => {
    const { body } = await read(await newLink('/api/profile/calendar-feed', w.cleaner.auth));
    expect(body.endsWith('\r\n')).toBe(true);
    const lines = body.slice(0, -2).split('\r\n');
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n]/);
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    const { calendar } = parse(body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    for (const vevent of calendar.getAllSubcomponents('vevent'))
      for (const name of ['uid', 'dtstamp', 'dtstart', 'dtend', 'summary'])
        expect(vevent.hasProperty(name), name).toBe(true);
  });

  it('follows the person: their language as it is now', async () => {
    const link = await newLink('/api/profile/calendar-feed', w.cleaner.auth);
    await t.db.update(users).set({ language: 'kk' }).where(eq(users.id, w.cleaner.id));
    const { events } = parse((await read(link)).body);
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, w.cleaner.id));
    expect(events.find((e) => e.uid.startsWith(w.turnover.occurrence.id))!.summary).toBe(
      'Шығудан кейінгі жинау',
    );
  });

  it('refuses the old address at once when a new one is made, and serves the new one', async () => {
    const old = await newLink('/api/profile/calendar-feed', w.cleaner.auth);
    await read(old);
    const fresh = await newLink('/api/profile/calendar-feed', w.cleaner.auth);
    expect(fresh.url).not.toBe(old.url);
    const refused = await t.app.inject({ url: pathOf(old) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'not_found' });
    await read(fresh);
  });

  it('stops when its person leaves the workspace', async () => {
    const leaver = await newWorker(t, w.owner.workspaceId, []);
    const link = await newLink('/api/profile/calendar-feed', leaver.auth);
    await read(link);
    await t.db.update(users).set({ workspaceId: null }).where(eq(users.id, leaver.id));
    expect((await t.app.inject({ url: pathOf(link) })).statusCode).toBe(404);
  });
});

describe("a location's calendar", () => {
  it("lists every job and turnover of the location, titled in its maker's language of that day", async () => {
    const url = `/api/locations/${w.madrid.location.id}/calendar-feed`;
    const link = await newLink(url, w.manager.auth);
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, w.manager.id));
    const { events, calendar } = parse((await read(link)).body);
    const expected = [
      ...w.daily.occurrences,
      w.turnover.occurrence,
      w.teammates.occurrence,
      w.takenByTeammate.occurrence,
    ];
    expect(events.map((e) => e.uid.split('@')[0]).sort()).toEqual(expected.map((o) => o.id).sort());
    expect(events.find((e) => e.uid.startsWith(w.turnover.occurrence.id))!.summary).toBe(
      'Уборка после выезда',
    );
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(MADRID);
    const status = await t.app.inject({ url, headers: w.manager.auth });
    expect(status.json()).toMatchObject({ active: true });
    // Each person's address is their own: another one's status is untouched.
    const other = await t.app.inject({ url, headers: w.cleaner.auth });
    expect(other.json()).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 for a location that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/locations/00000000-0000-4000-8000-000000000000/calendar-feed',
      headers: w.manager.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the public address', () => {
  it('answers 404 to an unknown token and 400 to something that is not a token, never 500', async () => {
    const unknown = await t.app.inject({ url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    for (const file of ['short.ics', `${'A'.repeat(43)}.txt`, `${'A'.repeat(43)}`, '%00.ics']) {
      const res = await t.app.inject({ url: `/api/calendar/${file}` });
      expect(res.statusCode, file).toBe(400);
    }
  });

  it('limits how often one address may be asked from one IP, so tokens cannot be probed in bulk', async () => {
    const ask = () => t.app.inject({ url: `/api/calendar/${'B'.repeat(43)}.ics`, remoteAddress: '10.9.8.7' });
    for (let i = 0; i < 60; i++) expect((await ask()).statusCode).toBe(404);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });
});
