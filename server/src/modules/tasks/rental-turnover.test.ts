import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checklists,
  type LocationRow,
  locations,
  occurrences,
  roomChecklists,
  rooms,
  tasks,
  teamMembers,
  teams,
  users,
} from '../../db/schema';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readOutbox } from '../messaging/outbox.driver';
import { deliverDueNotifications } from '../notifications/deliver-notifications';
import { markRentalCleanAfterTurnover, markStaleRentalsDirty } from './rental-turnover';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * A rental with a team, two rooms and their checklists (the kitchen's attached twice over a shared
 * list), owned by someone who reads Spanish.
 */
async function newRental(extra: Partial<LocationRow> = {}) {
  const owner = await factories.newOwner(t);
  await t.db.update(users).set({ language: 'es' }).where(eq(users.id, owner.id));
  const cleaner = await factories.newStaff(t, owner.workspaceId, 'cleaner');
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId: owner.workspaceId, name: `Crew ${randomUUID()}` })
    .returning();
  await t.db.insert(teamMembers).values({ teamId: team!.id, userId: cleaner.id });
  const [location] = await t.db
    .insert(locations)
    .values({
      workspaceId: owner.workspaceId,
      title: 'Flat 12',
      address: 'Abay 12',
      type: 'rental',
      timezone: 'Asia/Almaty',
      teamId: team!.id,
      cleaningDuration: 90,
      requireScan: true,
      ...extra,
    })
    .returning();
  const roomRows = await t.db
    .insert(rooms)
    .values(
      ['Kitchen', 'Bathroom'].map((name) => ({
        workspaceId: owner.workspaceId,
        locationId: location!.id,
        name,
        qrToken: randomBytes(16).toString('base64url'),
      })),
    )
    .returning();
  const kitchen = roomRows.find((r) => r.name === 'Kitchen')!;
  const bathroom = roomRows.find((r) => r.name === 'Bathroom')!;
  const [basics, kitchenList] = await t.db
    .insert(checklists)
    .values([
      { workspaceId: owner.workspaceId, name: 'Basics', items: [{ id: randomUUID(), text: 'Floor' }] },
      { workspaceId: owner.workspaceId, name: 'Kitchen', items: [{ id: randomUUID(), text: 'Stove' }] },
    ])
    .returning();
  await t.db.insert(roomChecklists).values([
    { roomId: kitchen.id, checklistId: kitchenList!.id, position: 0 },
    { roomId: kitchen.id, checklistId: basics!.id, position: 1 },
    { roomId: bathroom.id, checklistId: basics!.id, position: 0 },
  ]);
  return { owner, cleaner, team: team!, location: location!, kitchen, bathroom };
}

const setState = (headers: Record<string, string>, locationId: string, state: 'clean' | 'dirty') =>
  t.app.inject({ method: 'POST', url: `/api/locations/${locationId}/state`, headers, payload: { state } });

/** The location's turnover jobs with their tasks, oldest first. */
const turnoverJobs = (locationId: string) =>
  t.db
    .select({ job: occurrences, task: tasks })
    .from(occurrences)
    .innerJoin(tasks, eq(tasks.id, occurrences.taskId))
    .where(and(eq(tasks.locationId, locationId), eq(tasks.origin, 'turnover')))
    .orderBy(asc(occurrences.createdAt));

describe('marking a rental dirty (DECISIONS.md §7)', () => {
  it('creates the cleaning job for the location’s team, all rooms and their checklists, due within the cleaning duration', async () => {
    const { owner, team, location, kitchen, bathroom } = await newRental();
    const before = Date.now();
    const res = await setState(owner.auth, location.id, 'dirty');
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('dirty');

    const [turnover, ...more] = await turnoverJobs(location.id);
    expect(more).toEqual([]);
    const { job, task } = turnover!;
    expect(job.state).toBe('pending');
    expect(job.startsAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(job.dueAt!.getTime() - job.startsAt.getTime()).toBe(90 * MINUTE);

    const view = await t.app.inject({ url: `/api/tasks/${task.id}`, headers: owner.auth });
    expect(view.json()).toMatchObject({
      title: 'Limpieza tras la salida',
      kind: 'one_time',
      origin: 'turnover',
      type: 'working',
      team: { id: team.id },
      requireScan: true,
      requirePhoto: false,
      startsAt: job.startsAt.toISOString(),
      dueAt: job.dueAt!.toISOString(),
    });
    expect(
      view
        .json()
        .rooms.map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([kitchen.id, bathroom.id].sort());
    // Rooms by name, each with its checklists in order; each line its own id.
    const lines = view.json().checklist as { id: string; text: string }[];
    expect(lines.map((l) => l.text)).toEqual(['Bathroom: Floor', 'Kitchen: Stove', 'Kitchen: Floor']);
    expect(new Set(lines.map((l) => l.id)).size).toBe(3);
  });

  it('never makes a second job while one is unfinished, and marking clean by hand drops the one nobody started', async () => {
    const { owner, cleaner, location } = await newRental();
    await setState(owner.auth, location.id, 'dirty');
    // Dirty again while dirty: still the one job.
    await setState(owner.auth, location.id, 'dirty');
    const [first, ...none] = await turnoverJobs(location.id);
    expect(none).toEqual([]);

    // Clean by hand: the job nobody started goes, and so does its task.
    expect((await setState(owner.auth, location.id, 'clean')).json().state).toBe('clean');
    expect(await turnoverJobs(location.id)).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/tasks/${first!.task.id}`, headers: owner.auth })).statusCode,
    ).toBe(404);

    // Dirty again: a new job. Started, then clean by hand, then dirty: the started one stays the only one.
    await setState(owner.auth, location.id, 'dirty');
    const [second] = await turnoverJobs(location.id);
    expect(second!.job.id).not.toBe(first!.job.id);
    await t.db
      .update(occurrences)
      .set({ state: 'in_progress', startedAt: new Date(), startedBy: cleaner.id })
      .where(eq(occurrences.id, second!.job.id));
    await setState(owner.auth, location.id, 'clean');
    await setState(owner.auth, location.id, 'dirty');
    expect((await turnoverJobs(location.id)).map((r) => r.job.id)).toEqual([second!.job.id]);

    // Once that one is finished, the next dirty brings a new job.
    await t.db
      .update(occurrences)
      .set({ state: 'completed', finishedAt: new Date(), finishedBy: cleaner.id })
      .where(eq(occurrences.id, second!.job.id));
    await setState(owner.auth, location.id, 'clean');
    await setState(owner.auth, location.id, 'dirty');
    const jobs = await turnoverJobs(location.id);
    expect(jobs.map((r) => r.job.state)).toEqual(['completed', 'pending']);
  });

  it('gives a rental created dirty its job when it is marked dirty', async () => {
    const { owner, location } = await newRental({ state: 'dirty' });
    const res = await setState(owner.auth, location.id, 'dirty');
    expect(res.json().stateChangedAt).toBe(location.stateChangedAt.toISOString());
    expect(await turnoverJobs(location.id)).toHaveLength(1);
  });

  it('gives a rental created dirty through the wizard its job at once, and drops it when the place turns commercial', async () => {
    const owner = await factories.newOwner(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.auth,
      payload: {
        title: 'Loft 3',
        address: 'Dostyk 3',
        type: 'rental',
        timezone: 'Europe/Madrid',
        checkoutTime: '11:00',
        cleaningDuration: 120,
        recleanAfter: 15,
        requirePhoto: true,
        requireReport: false,
        requireScan: false,
        state: 'dirty',
      },
    });
    expect(created.statusCode).toBe(201);
    const [turnover, ...more] = await turnoverJobs(created.json().id);
    expect(more).toEqual([]);
    expect(turnover!.job.dueAt!.getTime() - turnover!.job.startsAt.getTime()).toBe(120 * MINUTE);
    expect(turnover!.task.requirePhoto).toBe(true);

    const commercial = await t.app.inject({
      method: 'PATCH',
      url: `/api/locations/${created.json().id}`,
      headers: owner.auth,
      payload: { type: 'commercial', commercialKind: 'cafe' },
    });
    expect(commercial.json().state).toBe('clean');
    expect(await turnoverJobs(created.json().id)).toEqual([]);
  });

  it('makes a job without a team when the rental has none', async () => {
    const { owner, location } = await newRental({ teamId: null });
    await setState(owner.auth, location.id, 'dirty');
    const [turnover] = await turnoverJobs(location.id);
    expect(turnover!.task.teamId).toBeNull();
  });
});

describe('finishing a turnover', () => {
  it('makes the rental clean; a rental already clean keeps its time', async () => {
    const { owner, location } = await newRental();
    await setState(owner.auth, location.id, 'dirty');
    const at = new Date(Date.now() + MINUTE);
    await t.db.transaction((tx) => markRentalCleanAfterTurnover(tx, location.id, at));
    const [row] = await t.db.select().from(locations).where(eq(locations.id, location.id));
    expect([row!.state, row!.stateChangedAt.toISOString()]).toEqual(['clean', at.toISOString()]);
    await t.db.transaction((tx) =>
      markRentalCleanAfterTurnover(tx, location.id, new Date(at.getTime() + DAY)),
    );
    const [again] = await t.db.select().from(locations).where(eq(locations.id, location.id));
    expect(again!.stateChangedAt.toISOString()).toBe(at.toISOString());
  });
});

describe('markStaleRentalsDirty', () => {
  it('turns a clean rental untouched for reclean_after days dirty with its job, once', async () => {
    const now = new Date();
    const stale = await newRental({ recleanAfter: 15, stateChangedAt: new Date(now.getTime() - 15 * DAY) });
    const fresh = await newRental({ recleanAfter: 15, stateChangedAt: new Date(now.getTime() - 14 * DAY) });
    const shop = await newRental({
      type: 'commercial',
      commercialKind: 'cafe',
      stateChangedAt: new Date(now.getTime() - 100 * DAY),
    });
    const ids = [stale.location.id, fresh.location.id, shop.location.id];

    expect(await markStaleRentalsDirty(t.db, now)).toBe(1);
    const rows = await t.db.select().from(locations).where(inArray(locations.id, ids));
    const stateOf = (id: string) => rows.find((r) => r.id === id)?.state;
    expect(ids.map(stateOf)).toEqual(['dirty', 'clean', 'clean']);
    expect(rows.find((r) => r.id === stale.location.id)!.stateChangedAt.toISOString()).toBe(
      now.toISOString(),
    );
    const [turnover, ...more] = await turnoverJobs(stale.location.id);
    expect(more).toEqual([]);
    expect(turnover!.task).toMatchObject({
      title: 'Limpieza tras la salida',
      teamId: stale.team.id,
      createdBy: null,
    });
    expect(turnover!.job.dueAt!.getTime()).toBe(now.getTime() + 90 * MINUTE);
    expect(await turnoverJobs(fresh.location.id)).toEqual([]);

    // Run again (or by a second process): nothing more to do.
    expect(await markStaleRentalsDirty(t.db, now)).toBe(0);
    expect(await turnoverJobs(stale.location.id)).toHaveLength(1);
    const live = await t.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.locationId, stale.location.id), isNull(tasks.deletedAt)));
    expect(live).toHaveLength(1);
  });
});

describe("a turnover's title in each reader's language", () => {
  /** The rental of a Spanish-reading owner, whose team has a member reading Russian and one reading English. */
  async function rentalReadInTwoLanguages() {
    const rental = await newRental();
    await t.db.update(users).set({ language: 'ru' }).where(eq(users.id, rental.cleaner.id));
    const english = await factories.newStaff(t, rental.owner.workspaceId, 'cleaner', { language: 'en' });
    await t.db.insert(teamMembers).values({ teamId: rental.team.id, userId: english.id });
    return { ...rental, russian: rental.cleaner, english };
  }

  /** What the job's e-mails to each address say, sent by the delivery worker. */
  async function mailsTo(...emails: string[]) {
    const before = (await readOutbox(t.dataDir)).length;
    await deliverDueNotifications(t.db, t.app.messaging, new Date(Date.now() + MINUTE));
    const sent = (await readOutbox(t.dataDir)).slice(before);
    return emails.map((email) => sent.filter((m) => m.to === email).map((m) => `${m.subject}\n${m.text}`));
  }

  it('is kept as a kind: each member is told of the job in their own language, and every reply names the kind', async () => {
    const { owner, location, russian, english } = await rentalReadInTwoLanguages();
    await setState(owner.auth, location.id, 'dirty');
    const [{ job, task }] = (await turnoverJobs(location.id)) as [
      Awaited<ReturnType<typeof turnoverJobs>>[0],
    ];

    const [toRussian, toEnglish] = await mailsTo(russian.email, english.email);
    expect(toRussian).toHaveLength(1);
    expect(toRussian![0]).toContain('Уборка после выезда');
    expect(toRussian![0]).not.toContain('Limpieza');
    expect(toEnglish).toHaveLength(1);
    expect(toEnglish![0]).toContain('Cleaning after checkout');
    expect(toEnglish![0]).not.toContain('Limpieza');

    // The replies keep the text written in the owner's language and say it is the turnover's title,
    // which each reader's app shows in their own language.
    for (const reader of [russian, english]) {
      const occurrence = await t.app.inject({ url: `/api/occurrences/${job.id}`, headers: reader.auth });
      expect(occurrence.json()).toMatchObject({ title: 'Limpieza tras la salida', titleKey: 'turnover' });
      const feed = await t.app.inject({ url: '/api/notifications', headers: reader.auth });
      const told = feed.json().items.find((n: { data: { taskId?: string } }) => n.data.taskId === task.id);
      expect(told.data).toMatchObject({ taskTitle: 'Limpieza tras la salida', taskTitleKey: 'turnover' });
    }
    const view = await t.app.inject({ url: `/api/tasks/${task.id}`, headers: owner.auth });
    expect(view.json()).toMatchObject({ title: 'Limpieza tras la salida', titleKey: 'turnover' });
    // Searched for in another language, it is still found.
    const found = await t.app.inject({
      url: `/api/tasks?locationId=${location.id}&search=${encodeURIComponent('cleaning after')}`,
      headers: owner.auth,
    });
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([task.id]);
  });

  it("stays the system's while an edit sends back one of its texts, and becomes the owner's own once rewritten", async () => {
    const { owner, location, russian, english } = await rentalReadInTwoLanguages();
    await setState(owner.auth, location.id, 'dirty');
    const [{ task }] = (await turnoverJobs(location.id)) as [Awaited<ReturnType<typeof turnoverJobs>>[0]];
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/tasks/${task.id}`, headers: owner.auth, payload });

    // An editor that showed the title in English and sends it back unchanged leaves the kind alone.
    const same = await patch({ title: 'Cleaning after checkout' });
    expect(same.json()).toMatchObject({ title: 'Cleaning after checkout', titleKey: 'turnover' });

    const typed = await patch({ title: 'Deep clean before the long stay' });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toMatchObject({ title: 'Deep clean before the long stay', titleKey: null });

    // Given to another team, its members read the owner's words as typed, whatever their language.
    const [other] = await t.db
      .insert(teams)
      .values({ workspaceId: owner.workspaceId, name: `Crew ${randomUUID()}` })
      .returning();
    await t.db.insert(teamMembers).values([
      { teamId: other!.id, userId: russian.id },
      { teamId: other!.id, userId: english.id },
    ]);
    await mailsTo();
    expect((await patch({ teamId: other!.id })).statusCode).toBe(200);
    const [toRussian, toEnglish] = await mailsTo(russian.email, english.email);
    expect(toRussian).toHaveLength(1);
    expect(toRussian![0]).toContain('Deep clean before the long stay');
    expect(toEnglish).toHaveLength(1);
    expect(toEnglish![0]).toContain('Deep clean before the long stay');
  });
});
