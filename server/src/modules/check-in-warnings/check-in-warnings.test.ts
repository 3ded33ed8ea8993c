import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, locations, notifications } from '../../db/schema';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTeam, newWorker, newWorkPlace } from '../../test/work-factories';
import { renderNotification } from '../notifications/notification-texts';
import { sendCheckInWarnings } from './check-in-warnings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * A fake clock: each test passes `now`, on a day of its own so the rentals of other tests (the job
 * reads every workspace) never have a check-in near it. The rentals keep UTC's clock.
 */
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);
const nextDay = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function workspace() {
  const owner = await factories.newOwner(t);
  const team = await newTeam(t, owner.workspaceId);
  const manager = await newWorker(t, owner.workspaceId, [team.id], 'manager');
  const cleaner = await newWorker(t, owner.workspaceId, [team.id], 'cleaner');
  const otherTeam = await newTeam(t, owner.workspaceId);
  const strangerManager = await newWorker(t, owner.workspaceId, [otherTeam.id], 'manager');
  const rental = async (title: string, extra: Partial<typeof locations.$inferInsert> = {}) =>
    (
      await newWorkPlace(t, owner.workspaceId, {
        title,
        teamId: team.id,
        timezone: 'Etc/UTC',
        checkInTime: '14:00',
        checkoutTime: '12:00',
        ...extra,
      })
    ).location;
  const stay = async (locationId: string, checkIn: string, checkOut: string) => {
    const [row] = await t.db
      .insert(bookings)
      .values({
        workspaceId: owner.workspaceId,
        locationId,
        uid: `${checkIn}-${Math.random()}`,
        kind: 'stay',
        checkIn,
        checkOut,
      })
      .returning();
    return row!;
  };
  /** The warnings each person has in their feed about this rental. */
  const warnings = async (userId: string, locationId?: string) => {
    const rows = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.event, 'checkInNotReady'),
          eq(notifications.workspaceId, owner.workspaceId),
        ),
      );
    return rows.filter((row) => !locationId || row.data.locationId === locationId);
  };
  return { owner, manager, cleaner, strangerManager, rental, stay, warnings };
}

const setState = (id: string, state: 'clean' | 'dirty') =>
  t.db.update(locations).set({ state }).where(eq(locations.id, id));

describe('checkInNotReady: a rental not Ready before a check-in', () => {
  it('warns once within the hours before, and once more at the check-in while still not Ready', async () => {
    const w = await workspace();
    const day = '2031-03-10';
    const flat = await w.rental('Abay 10', { state: 'dirty' });
    await w.stay(flat.id, day, nextDay(day, 2));

    // Three hours before 14:00 is 11:00: a minute earlier is too soon.
    await sendCheckInWarnings(t.db, at(day, '10:59'));
    expect(await w.warnings(w.owner.id)).toHaveLength(0);

    await sendCheckInWarnings(t.db, at(day, '11:00'));
    const [before] = await w.warnings(w.owner.id);
    expect(before?.data).toMatchObject({
      locationId: flat.id,
      locationTitle: 'Abay 10',
      checkIn: { date: day, time: '14:00', today: true, stage: 'before', state: 'dirty' },
    });
    expect(
      renderNotification({ event: 'checkInNotReady', data: before!.data, language: 'en', timeZone: null })
        .text,
    ).toBe('Abay 10: check-in at 14:00, still dirty.');

    // Every minute until the check-in finds it already told.
    await sendCheckInWarnings(t.db, at(day, '11:01'));
    await sendCheckInWarnings(t.db, at(day, '13:59'));
    expect(await w.warnings(w.owner.id)).toHaveLength(1);

    await sendCheckInWarnings(t.db, at(day, '14:00'));
    const list = await w.warnings(w.owner.id);
    expect(list).toHaveLength(2);
    expect(list.map((row) => row.data.checkIn?.stage).sort()).toEqual(['at', 'before']);
    const atCheckIn = list.find((row) => row.data.checkIn?.stage === 'at')!;
    expect(
      renderNotification({ event: 'checkInNotReady', data: atCheckIn.data, language: 'ru', timeZone: null })
        .text,
    ).toBe('Abay 10: заезд уже сейчас (14:00), а всё ещё не убрано.');

    // Later runs of the same check-in send nothing more.
    await sendCheckInWarnings(t.db, at(day, '14:01'));
    await sendCheckInWarnings(t.db, at(day, '14:30'));
    expect(await w.warnings(w.owner.id)).toHaveLength(2);
  });

  it('tells the owner and the location team’s managers, not its cleaners nor another team’s managers', async () => {
    const w = await workspace();
    const day = '2031-03-12';
    const flat = await w.rental('Abay 12', { state: 'dirty' });
    await w.stay(flat.id, day, nextDay(day));
    await sendCheckInWarnings(t.db, at(day, '12:30'));
    expect(await w.warnings(w.owner.id)).toHaveLength(1);
    expect(await w.warnings(w.manager.id)).toHaveLength(1);
    expect(await w.warnings(w.cleaner.id)).toHaveLength(0);
    expect(await w.warnings(w.strangerManager.id)).toHaveLength(0);
  });

  it('never warns of a Ready rental', async () => {
    const w = await workspace();
    const day = '2031-03-14';
    const flat = await w.rental('Abay 14', { state: 'clean' });
    await w.stay(flat.id, day, nextDay(day));
    for (const time of ['11:00', '12:00', '13:59', '14:00', '14:05'])
      await sendCheckInWarnings(t.db, at(day, time));
    expect(await w.warnings(w.owner.id)).toHaveLength(0);
  });

  it('sends no second warning when the rental becomes Ready before the check-in', async () => {
    const w = await workspace();
    const day = '2031-03-16';
    const flat = await w.rental('Abay 16', { state: 'dirty' });
    await w.stay(flat.id, day, nextDay(day));
    await sendCheckInWarnings(t.db, at(day, '11:30'));
    expect(await w.warnings(w.owner.id)).toHaveLength(1);
    await setState(flat.id, 'clean');
    await sendCheckInWarnings(t.db, at(day, '14:00'));
    await sendCheckInWarnings(t.db, at(day, '14:10'));
    const list = await w.warnings(w.owner.id);
    expect(list.map((row) => row.data.checkIn?.stage)).toEqual(['before']);
  });

  it('sends each warning once when two runs (two processes) look at the same minute', async () => {
    const w = await workspace();
    const day = '2031-03-18';
    const flat = await w.rental('Abay 18', { state: 'dirty' });
    await w.stay(flat.id, day, nextDay(day));
    const sent = await Promise.all([
      sendCheckInWarnings(t.db, at(day, '11:15')),
      sendCheckInWarnings(t.db, at(day, '11:15')),
    ]);
    expect(sent[0]! + sent[1]!).toBe(1);
    expect(await w.warnings(w.owner.id)).toHaveLength(1);
    await Promise.all([
      sendCheckInWarnings(t.db, at(day, '14:00')),
      sendCheckInWarnings(t.db, at(day, '14:00')),
    ]);
    expect(await w.warnings(w.owner.id)).toHaveLength(2);
  });

  it('waits while the previous guest is still in, and warns once they leave if not Ready', async () => {
    const w = await workspace();
    const day = '2031-03-20';
    const flat = await w.rental('Abay 20', { state: 'dirty', checkInWarningHours: 4 });
    // The previous stay checks out at 12:00 on the day the next one checks in at 14:00.
    await w.stay(flat.id, '2031-03-18', day);
    await w.stay(flat.id, day, nextDay(day));
    await sendCheckInWarnings(t.db, at(day, '10:00'));
    await sendCheckInWarnings(t.db, at(day, '11:59'));
    expect(await w.warnings(w.owner.id)).toHaveLength(0);
    await sendCheckInWarnings(t.db, at(day, '12:00'));
    const [warning] = await w.warnings(w.owner.id);
    expect(warning?.data.checkIn).toMatchObject({ stage: 'before', state: 'dirty' });
  });

  it('warns a day ahead with the date, and not at all when the hours are 0 or the event is off', async () => {
    const w = await workspace();
    const day = '2031-03-22';
    const early = await w.rental('Early', { state: 'dirty', checkInWarningHours: 48 });
    const off = await w.rental('Off', { state: 'dirty', checkInWarningHours: 0 });
    const muted = await w.rental('Muted', { state: 'dirty' });
    await t.db
      .update(locations)
      .set({ notificationEvents: { checkInNotReady: false } })
      .where(eq(locations.id, muted.id));
    for (const flat of [early, off, muted]) await w.stay(flat.id, nextDay(day), nextDay(day, 3));

    await sendCheckInWarnings(t.db, at(day, '14:00'));
    const list = await w.warnings(w.owner.id);
    expect(list.map((row) => row.data.locationId)).toEqual([early.id]);
    expect(list[0]!.data.checkIn).toMatchObject({ date: nextDay(day), today: false });
    expect(
      renderNotification({ event: 'checkInNotReady', data: list[0]!.data, language: 'en', timeZone: null })
        .text,
    ).toMatch(/^Early: check-in on .+ at 14:00, still dirty\.$/);

    await sendCheckInWarnings(t.db, at(nextDay(day), '14:00'));
    expect((await w.warnings(w.owner.id)).map((row) => row.data.locationId)).toEqual([early.id, early.id]);
  });

  it('never warns of a commercial place or a cancelled stay', async () => {
    const w = await workspace();
    const day = '2031-03-24';
    const shop = await w.rental('Shop', { state: 'dirty', type: 'commercial', commercialKind: 'cafe' });
    const flat = await w.rental('Cancelled', { state: 'dirty' });
    await w.stay(shop.id, day, nextDay(day));
    const stay = await w.stay(flat.id, day, nextDay(day));
    await t.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, stay.id));
    await sendCheckInWarnings(t.db, at(day, '12:00'));
    await sendCheckInWarnings(t.db, at(day, '14:00'));
    expect(await w.warnings(w.owner.id)).toHaveLength(0);
  });
});
