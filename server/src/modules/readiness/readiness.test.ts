import type { TDashboard, TReadinessBoard, TReadinessRental } from '@cleanops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import * as factories from '../../test/factories';
import { freshEmail } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { turnoverJobs } from '../bookings/booking-test-kit';
import { markCheckedOutRentalsDirty } from '../bookings/booking-turnovers';
import { ensureSuperuser } from '../users/accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The tests run on the real clock. Their rentals sit in a fixed-offset zone where it is now between
 * 12:00 and 13:00, so "later today" (a check-in at 23:30) and "tomorrow" hold for the whole run.
 */
const OFFSET = 12 - new Date().getUTCHours();
const ZONE = OFFSET === 0 ? 'Etc/GMT' : `Etc/GMT${OFFSET > 0 ? '-' : '+'}${Math.abs(OFFSET)}`;
const CLOCK = { timezone: ZONE, checkInTime: '23:30', checkoutTime: '00:30' };

/** The rental's local date `days` from today. */
function day(days: number): string {
  return new Date(Date.now() + OFFSET * HOUR + days * DAY).toISOString().slice(0, 10);
}
/** A local date and HH:mm of the zone as an ISO instant, by its fixed offset. */
const at = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - OFFSET * HOUR).toISOString();

async function workspace() {
  const owner = await factories.newOwner(t);
  const team = await newTeam(t, owner.workspaceId);
  const cleaner = await newWorker(t, owner.workspaceId, [team.id]);
  const rental = async (
    title: string,
    extra: { state?: 'clean' | 'dirty'; type?: 'rental' | 'commercial'; stateChangedAt?: Date } = {},
  ) => (await newWorkPlace(t, owner.workspaceId, { title, teamId: team.id, ...CLOCK, ...extra })).location;
  const stay = async (
    locationId: string,
    checkIn: string,
    checkOut: string,
    extra: { status?: 'cancelled' } = {},
  ) =>
    t.db
      .insert(bookings)
      .values({
        workspaceId: owner.workspaceId,
        locationId,
        uid: `${checkIn}-${Math.random()}`,
        kind: 'stay',
        checkIn,
        checkOut,
        summary: `Guest ${checkIn}`,
        ...extra,
      })
      .returning();
  const board = async (query = '') => {
    const res = await t.app.inject({ url: `/api/readiness${query}`, headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TReadinessBoard;
  };
  const one = async (locationId: string): Promise<TReadinessRental> => {
    const found = (await board()).items.find((item) => item.location.id === locationId);
    if (!found) throw new Error('the rental is not on the board');
    return found;
  };
  const job = async (auth: Record<string, string>, id: string, step: string, payload?: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/occurrences/${id}/${step}`,
      headers: auth,
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { owner, team, cleaner, rental, stay, board, one, job };
}

describe('GET /readiness: one rental through a turnover and its inspections', () => {
  it('is ready with no stay at all', async () => {
    const w = await workspace();
    const flat = await w.rental('Flat 1');
    expect(await w.one(flat.id)).toMatchObject({
      state: 'ready',
      location: { id: flat.id, title: 'Flat 1', address: 'Abay 1, Almaty', timezone: ZONE },
      currentStay: null,
      nextStay: null,
      dirtySince: null,
      cleaningJob: null,
      lastInspection: null,
    });
  });

  it('is occupied while a guest stays, and shows the stay and the next one at the rental’s times', async () => {
    const w = await workspace();
    const flat = await w.rental('Flat 2');
    const [current] = await w.stay(flat.id, day(-2), day(2));
    await w.stay(flat.id, day(5), day(7));
    await w.stay(flat.id, day(3), day(4), { status: 'cancelled' });
    expect(await w.one(flat.id)).toMatchObject({
      state: 'occupied',
      currentStay: {
        bookingId: current!.id,
        checkIn: day(-2),
        checkOut: day(2),
        checkInAt: at(day(-2), '23:30'),
        checkOutAt: at(day(2), '00:30'),
        summary: `Guest ${day(-2)}`,
      },
      nextStay: { checkIn: day(5), checkInAt: at(day(5), '23:30') },
    });
  });

  it('goes dirty → cleaning → ready through its turnover, then failed until an inspection passes', async () => {
    const w = await workspace();
    // Clean since last week; a guest leaves this morning and the next one arrives tonight, both entered
    // by hand, so the rental's turnover is planned as for any booking.
    const flat = await w.rental('Flat 3', { stateChangedAt: new Date(Date.now() - 7 * DAY) });
    const book = async (checkIn: string, checkOut: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/locations/${flat.id}/bookings`,
        headers: w.owner.auth,
        payload: { checkIn, checkOut },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await book(day(-3), day(0));
    await book(day(0), day(2));
    const [turnover] = await turnoverJobs(t, flat.id);
    const jobId = turnover!.occurrenceId;
    const checkedOut = at(day(0), '00:30');
    expect(turnover!.startsAt.toISOString()).toBe(checkedOut);
    // Still clean until the background pass sees the checkout: then dirty, its turnover waiting.
    expect((await w.one(flat.id)).state).toBe('ready');
    expect(await markCheckedOutRentalsDirty(t.db, new Date())).toBe(1);
    const dirty = await w.one(flat.id);
    expect(dirty).toMatchObject({
      state: 'dirty',
      currentStay: null,
      nextStay: { checkIn: day(0), checkInAt: at(day(0), '23:30') },
      cleaningJob: {
        occurrenceId: jobId,
        state: 'pending',
        startsAt: checkedOut,
        dueAt: at(day(0), '23:30'),
        startedBy: null,
      },
    });
    expect(Date.parse(dirty.dirtySince!)).toBeGreaterThan(Date.parse(checkedOut));

    await w.job(w.cleaner.auth, jobId, 'start');
    expect(await w.one(flat.id)).toMatchObject({
      state: 'cleaning',
      cleaningJob: {
        occurrenceId: jobId,
        state: 'in_progress',
        startedBy: { id: w.cleaner.id, name: 'Aigerim', surname: 'Sultan' },
      },
    });

    await w.job(w.cleaner.auth, jobId, 'finish', { result: null });
    // Clean again and ready for tonight's guest; the job shown now is the one after that guest leaves.
    const [, next] = await turnoverJobs(t, flat.id);
    expect(await w.one(flat.id)).toMatchObject({
      state: 'ready',
      dirtySince: null,
      cleaningJob: { occurrenceId: next!.occurrenceId, state: 'pending', startsAt: at(day(2), '00:30') },
    });

    const inspect = async (result: 'pass' | 'fail') => {
      const task = await newTask(t, {
        workspaceId: w.owner.workspaceId,
        locationId: flat.id,
        type: 'inspect',
        teamId: w.team.id,
      });
      await w.job(w.cleaner.auth, task.occurrence.id, 'start');
      await w.job(w.cleaner.auth, task.occurrence.id, 'finish', { result });
      return task.occurrence.id;
    };
    const failed = await inspect('fail');
    expect(await w.one(flat.id)).toMatchObject({
      state: 'inspection_failed',
      lastInspection: { occurrenceId: failed, result: 'fail', failedItems: [] },
    });

    // Cleaning it again does not clear the failure: only an inspection does.
    const reclean = await newTask(t, {
      workspaceId: w.owner.workspaceId,
      locationId: flat.id,
      teamId: w.team.id,
    });
    await w.job(w.cleaner.auth, reclean.occurrence.id, 'start');
    expect((await w.one(flat.id)).state).toBe('inspection_failed');
    await w.job(w.cleaner.auth, reclean.occurrence.id, 'finish', { result: null });
    expect(await w.one(flat.id)).toMatchObject({
      state: 'inspection_failed',
      cleaningJob: { occurrenceId: next!.occurrenceId, startedBy: null },
    });

    const passed = await inspect('pass');
    expect(await w.one(flat.id)).toMatchObject({
      state: 'ready',
      lastInspection: { occurrenceId: passed, result: 'pass', failedItems: [] },
    });
  });

  it('names the items a failed inspection left unticked, in checklist order', async () => {
    const w = await workspace();
    const flat = await w.rental('Flat 4');
    const finishedAt = new Date(Date.now() - HOUR);
    await newTask(t, {
      workspaceId: w.owner.workspaceId,
      locationId: flat.id,
      type: 'inspect',
      occurrences: [
        {
          startsAt: new Date(Date.now() - 2 * HOUR),
          state: 'completed',
          startedAt: new Date(Date.now() - 2 * HOUR),
          finishedAt,
          result: 'fail',
          checklist: [
            { id: crypto.randomUUID(), text: 'Kitchen: sink', done: true },
            { id: crypto.randomUUID(), text: 'Bathroom: mirror', done: false },
            { id: crypto.randomUUID(), text: 'Bedroom: linen', done: false },
          ],
        },
      ],
    });
    expect(await w.one(flat.id)).toMatchObject({
      state: 'inspection_failed',
      lastInspection: {
        result: 'fail',
        finishedAt: finishedAt.toISOString(),
        failedItems: ['Bathroom: mirror', 'Bedroom: linen'],
      },
    });
  });

  it('shows the next job nobody started while the rental is clean, and an open job past due as overdue', async () => {
    const w = await workspace();
    const flat = await w.rental('Flat 5');
    const dueAt = new Date(Date.now() - HOUR);
    const late = await newTask(t, {
      workspaceId: w.owner.workspaceId,
      locationId: flat.id,
      startsAt: new Date(Date.now() - 3 * HOUR),
      dueAt,
    });
    await newTask(t, {
      workspaceId: w.owner.workspaceId,
      locationId: flat.id,
      startsAt: new Date(Date.now() + DAY),
    });
    expect(await w.one(flat.id)).toMatchObject({
      state: 'ready',
      cleaningJob: { occurrenceId: late.occurrence.id, state: 'overdue', dueAt: dueAt.toISOString() },
    });
  });
});

describe('GET /readiness: the board', () => {
  it('orders by next check-in then title, keeps each period, never lists a commercial location', async () => {
    const w = await workspace();
    const beta = await w.rental('Beta', { state: 'dirty' });
    const alpha = await w.rental('Alpha');
    const tomorrow = await w.rental('Tomorrow');
    const inFive = await w.rental('In five days');
    const inNine = await w.rental('In nine days');
    const none = await w.rental('Aaa, no stay');
    const office = await w.rental('Office', { type: 'commercial' });
    await w.stay(beta.id, day(0), day(2));
    await w.stay(alpha.id, day(0), day(3));
    await w.stay(tomorrow.id, day(1), day(2));
    await w.stay(inFive.id, day(5), day(6));
    await w.stay(inNine.id, day(9), day(12));
    await w.stay(office.id, day(0), day(1));

    const titles = async (query: string) => (await w.board(query)).items.map((item) => item.location.title);
    expect(await titles('')).toEqual([
      'Alpha',
      'Beta',
      'Tomorrow',
      'In five days',
      'In nine days',
      none.title,
    ]);
    const today = await w.board('?period=today');
    expect(today.period).toBe('today');
    expect(today.items.map((item) => [item.location.title, item.state])).toEqual([
      ['Alpha', 'ready'],
      ['Beta', 'dirty'],
    ]);
    expect(await titles('?period=tomorrow')).toEqual(['Tomorrow']);
    expect(await titles('?period=week')).toEqual(['Alpha', 'Beta', 'Tomorrow', 'In five days']);
    expect(await titles('?period=all')).toHaveLength(6);

    const dashboard = await t.app.inject({ url: '/api/dashboard', headers: w.owner.auth });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect((dashboard.json() as TDashboard).checkInsToday).toEqual({ ready: 1, notReady: 1 });
  });

  it('counts no check-in of today on a dashboard without rentals', async () => {
    const owner = await factories.newOwner(t);
    const dashboard = await t.app.inject({ url: '/api/dashboard', headers: owner.auth });
    expect((dashboard.json() as TDashboard).checkInsToday).toEqual({ ready: 0, notReady: 0 });
  });

  it("never shows another workspace's rentals", async () => {
    const w = await workspace();
    await w.rental('Mine');
    const other = await workspace();
    const theirs = await other.rental('Theirs');
    await other.stay(theirs.id, day(0), day(1));
    expect((await w.board()).items.map((item) => item.location.title)).toEqual(['Mine']);
  });

  it('refuses whoever lacks get_locations (the platform operator), a caller without a session, and a bad period', async () => {
    const w = await workspace();
    // Every member of a workspace reads its locations; the platform's operator has no workspace to read.
    const operator = freshEmail('operator');
    await ensureSuperuser(t.db, { email: operator });
    const signed = await t.signIn(operator);
    expect((await t.app.inject({ url: '/api/readiness', headers: signed.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/readiness' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/readiness?period=month', headers: w.owner.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('query.period');
  });

  it('lets a cleaner of the workspace read the board', async () => {
    const w = await workspace();
    await w.rental('Flat 9');
    const res = await t.app.inject({ url: '/api/readiness', headers: w.cleaner.auth });
    expect(res.statusCode).toBe(200);
    expect((res.json() as TReadinessBoard).items).toHaveLength(1);
  });
});
