import type { TComplaintPage, TLocation, TPublicRoom } from '@cleanops/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsComplaintRollup, complaints, type locations } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newWorker, newWorkPlace } from '../../test/work-factories';
import { multipartBody, png } from '../files/files.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    GUEST_COMPLAINTS_PER_IP_PER_HOUR: '100000',
    GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: '100000',
  });
});
afterAll(async () => t.close());

const MINUTE = 60_000;

async function complain(qrToken: string, rating: number, text: string, photos: Buffer[] = []) {
  const body = await multipartBody(
    photos.map((bytes, i) => ({ field: 'photos', filename: `photo-${i}.png`, bytes })),
    { rating: String(rating), text },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/rooms/${qrToken}/complaints`,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function place(options: Partial<typeof locations.$inferInsert> = {}) {
  const owner = await newOwner(t);
  const { location, rooms } = await newWorkPlace(t, owner.workspaceId, {
    title: 'Café Abay',
    type: 'commercial',
    commercialKind: 'cafe',
    rooms: ['Restroom', 'Hall'],
    ...options,
  });
  const list = async () => {
    const res = await t.app.inject({ url: '/api/complaints', headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TComplaintPage).items;
  };
  const publicRoom = async (qrToken: string) => {
    const res = await t.app.inject({ url: `/api/public/rooms/${qrToken}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TPublicRoom;
  };
  const patch = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/locations/${location.id}`, headers: owner.auth, payload });
  return { owner, location, rooms, list, publicRoom, patch };
}

/** Moves a complaint (and the reports joined to it) back in time, as if it had been made earlier. */
const age = (complaintId: string, minutes: number) =>
  t.db
    .update(complaints)
    .set({ createdAt: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(complaints.id, complaintId));

describe('a guest complaint about a room that already has an open one', () => {
  it('joins it within the merge window: one complaint, a count, every text and photo kept', async () => {
    const p = await place();
    const restroom = p.rooms[0]!;
    await complain(restroom.qrToken, 2, 'Water on the floor', [await png()]);
    await complain(restroom.qrToken, 1, 'Slipped on a puddle', [await png(), await png()]);
    // Another room's complaint stays its own.
    await complain(p.rooms[1]!.qrToken, 3, 'Crumbs on table 4');

    const items = await p.list();
    expect(items).toHaveLength(2);
    const spill = items.find((item) => item.room.id === restroom.id)!;
    expect(spill).toMatchObject({ rating: 2, text: 'Water on the floor', reports: 2 });
    expect(spill.photos).toHaveLength(1);
    expect(spill.joined).toHaveLength(1);
    expect(spill.joined[0]).toMatchObject({ rating: 1, text: 'Slipped on a puddle' });
    expect(spill.joined[0]!.photos).toHaveLength(2);
    expect(items.find((item) => item.room.id !== restroom.id)).toMatchObject({ reports: 1, joined: [] });

    // The joined report's photos open from their signed links.
    const photo = await t.app.inject({ url: spill.joined[0]!.photos[0]!.url });
    expect(photo.statusCode).toBe(200);

    // Analytics count the spill once: one complaint row for the room.
    const [rows] = await t.db
      .select({ n: count() })
      .from(complaints)
      .where(eq(complaints.roomId, restroom.id));
    expect(rows!.n).toBe(1);
    const days = await t.db
      .select()
      .from(analyticsComplaintRollup)
      .where(
        and(
          eq(analyticsComplaintRollup.scopeId, p.location.id),
          eq(analyticsComplaintRollup.grain, 'location_day'),
        ),
      );
    // Two rooms' complaints: the restroom's spill counts once.
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(2);
  });

  it('opens a new complaint after the window, or when the merge window is 0', async () => {
    const p = await place({ complaintMergeMinutes: 30 });
    const room = p.rooms[0]!;
    await complain(room.qrToken, 2, 'First');
    const [first] = await p.list();
    await age(first!.id, 31);
    await complain(room.qrToken, 2, 'Second, later');
    expect((await p.list()).map((item) => item.reports)).toEqual([1, 1]);

    const off = await place({ complaintMergeMinutes: 0 });
    await complain(off.rooms[0]!.qrToken, 2, 'One');
    await complain(off.rooms[0]!.qrToken, 2, 'Two');
    expect(await off.list()).toHaveLength(2);
  });

  it('never joins a complaint converted into a task, nor one the owner typed in', async () => {
    const p = await place();
    const room = p.rooms[0]!;
    await complain(room.qrToken, 2, 'Spill');
    const [first] = await p.list();
    const convert = await t.app.inject({
      method: 'POST',
      url: `/api/complaints/${first!.id}/convert`,
      headers: p.owner.auth,
      payload: {},
    });
    expect(convert.statusCode, convert.body).toBe(200);
    await complain(room.qrToken, 2, 'Still a spill');
    const items = await p.list();
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.reports === 1)).toBe(true);

    const typed = await place();
    const copied = await t.app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: typed.owner.auth,
      payload: { roomId: typed.rooms[0]!.id, rating: 2, text: 'From Google', source: 'google' },
    });
    expect(copied.statusCode, copied.body).toBe(201);
    await complain(typed.rooms[0]!.qrToken, 2, 'From the QR page');
    expect((await typed.list()).map((item) => item.reports)).toEqual([1, 1]);
  });

  it('keeps praise apart: a 5★ review neither joins a complaint nor is joined by one', async () => {
    const p = await place();
    const room = p.rooms[0]!;
    await complain(room.qrToken, 5, 'Spotless, thank you');
    await complain(room.qrToken, 2, 'No soap');
    await complain(room.qrToken, 4, 'Nice music');
    const items = await p.list();
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.reports === 1)).toBe(true);
  });

  it('refuses a merge window out of bounds, naming the field', async () => {
    const p = await place();
    const res = await p.patch({ complaintMergeMinutes: -1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('body.complaintMergeMinutes');
    const hours = await p.patch({ checkInWarningHours: 49 });
    expect(hours.statusCode).toBe(400);
    expect(hours.json().details.fields[0].path).toBe('body.checkInWarningHours');
    const ok = await p.patch({ checkInWarningHours: 0, complaintMergeMinutes: 90 });
    expect(ok.json()).toMatchObject({ checkInWarningHours: 0, complaintMergeMinutes: 90 });
  });
});

describe('the last cleaning on a room’s QR page', () => {
  it('shows a commercial room’s last finished cleaning, first name only, only while the setting is on', async () => {
    const p = await place();
    const room = p.rooms[0]!;
    const cleaner = await newWorker(t, p.owner.workspaceId, [], 'cleaner', {
      name: 'Aida Maria',
      surname: 'Seitkali',
    });
    const finishedAt = new Date(Date.now() - 10 * MINUTE);
    await newTask(t, {
      workspaceId: p.owner.workspaceId,
      locationId: p.location.id,
      roomIds: [room.id],
      occurrences: [
        {
          startsAt: new Date(Date.now() - 60 * MINUTE),
          state: 'completed',
          finishedAt: new Date(Date.now() - 50 * MINUTE),
          finishedBy: p.owner.id,
        },
        {
          startsAt: new Date(Date.now() - 30 * MINUTE),
          state: 'completed',
          finishedAt,
          finishedBy: cleaner.id,
        },
        // Not finished yet: not a cleaning done.
        { startsAt: new Date(Date.now() - 5 * MINUTE) },
      ],
    });
    // Off by default.
    expect(await p.publicRoom(room.qrToken)).not.toHaveProperty('lastCleaned');

    const on = await p.patch({ showLastCleaned: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json() as TLocation).showLastCleaned).toBe(true);
    expect((await p.publicRoom(room.qrToken)).lastCleaned).toEqual({
      at: finishedAt.toISOString(),
      by: 'Aida',
      timezone: p.location.timezone,
    });
    // A room never cleaned has nothing to show.
    expect(await p.publicRoom(p.rooms[1]!.qrToken)).not.toHaveProperty('lastCleaned');

    await p.patch({ showLastCleaned: false });
    expect(await p.publicRoom(room.qrToken)).not.toHaveProperty('lastCleaned');
  });

  it('is refused for a rental, and a commercial place turned rental stops showing it', async () => {
    const flat = await place({ type: 'rental', commercialKind: null });
    const refused = await flat.patch({ showLastCleaned: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields[0]).toMatchObject({ path: 'body.showLastCleaned' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: flat.owner.auth,
      payload: {
        title: 'Flat 9',
        address: 'Abay 9, Almaty',
        type: 'rental',
        timezone: 'Asia/Almaty',
        checkoutTime: '12:00',
        cleaningDuration: 60,
        recleanAfter: 10,
        requirePhoto: false,
        requireReport: false,
        requireScan: false,
        showLastCleaned: true,
      },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details.fields[0]).toMatchObject({ path: 'body.showLastCleaned' });

    const cafe = await place({ showLastCleaned: true });
    const room = cafe.rooms[0]!;
    await newTask(t, {
      workspaceId: cafe.owner.workspaceId,
      locationId: cafe.location.id,
      roomIds: [room.id],
      occurrences: [
        { startsAt: new Date(), state: 'completed', finishedAt: new Date(), finishedBy: cafe.owner.id },
      ],
    });
    expect((await cafe.publicRoom(room.qrToken)).lastCleaned).toBeTruthy();
    const turned = await cafe.patch({ type: 'rental', commercialKind: null });
    expect(turned.statusCode, turned.body).toBe(200);
    expect((turned.json() as TLocation).showLastCleaned).toBe(false);
    expect(await cafe.publicRoom(room.qrToken)).not.toHaveProperty('lastCleaned');
  });
});
