import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, files, subscriptions } from '../../db/schema';
import { newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newWorkPlace } from '../../test/work-factories';
import { cameraJpeg, minimalPdf, multipartBody, png } from '../files/files.fixtures';

type Photo = { bytes: Buffer; filename?: string; field?: string };
const DAY = 86_400_000;

/** What a guest's phone sends from the QR page: the form fields and the photos, as FormData. */
async function complain(
  t: TestApp,
  qrToken: string,
  fields: Record<string, string>,
  photos: Photo[] = [],
  options: { ip?: string; language?: string } = {},
) {
  const body = await multipartBody(
    photos.map((p, i) => ({
      field: p.field ?? 'photos',
      filename: p.filename ?? `photo-${i}.jpg`,
      bytes: p.bytes,
    })),
    fields,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/public/rooms/${qrToken}/complaints`,
    payload: body.payload,
    headers: { ...body.headers, ...(options.language ? { 'accept-language': options.language } : {}) },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

const fieldsOf = (body: { details?: { fields?: { path: string; message: string }[] } }) =>
  Object.fromEntries(body.details?.fields?.map((f) => [f.path, f.message]) ?? []);

describe('POST /public/rooms/{qrToken}/complaints', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof newOwner>>;
  let qrToken: string;
  let place: Awaited<ReturnType<typeof newWorkPlace>>;

  beforeAll(async () => {
    // Every request here comes from one address to one room: the limits have their own tests below.
    t = await createTestApp({
      GUEST_COMPLAINTS_PER_IP_PER_HOUR: '100000',
      GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: '100000',
    });
    owner = await newOwner(t);
    // Every post here is its own complaint: joining a room's open one has its own tests (guest-side.test.ts).
    place = await newWorkPlace(t, owner.workspaceId, {
      title: 'Flat on Abay',
      rooms: ['Bathroom'],
      complaintMergeMinutes: 0,
    });
    qrToken = place.rooms[0]!.qrToken;
  });
  afterAll(async () => t.close());

  const rowCount = async (table: typeof complaints | typeof files) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  /** Every stored file's bytes under DATA_DIR/files. */
  async function storedPaths(): Promise<string[]> {
    const root = path.join(t.dataDir, 'files');
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  }
  const snapshot = async () => ({
    complaints: await rowCount(complaints),
    files: await rowCount(files),
    bytes: (await storedPaths()).length,
  });

  it('refuses bad input with the field at fault, and stores nothing', async () => {
    const photo = { bytes: await png() };
    const before = await snapshot();
    const cases: { fields: Record<string, string>; photos?: Photo[]; status: number; field?: string }[] = [
      { fields: { text: 'No stars given' }, photos: [photo], status: 400, field: 'body.rating' },
      { fields: { rating: '6', text: 'Too many' }, photos: [photo], status: 400, field: 'body.rating' },
      { fields: { rating: '0' }, status: 400, field: 'body.rating' },
      { fields: { rating: 'five' }, status: 400, field: 'body.rating' },
      { fields: { rating: '2', text: 'x'.repeat(2001) }, status: 400, field: 'body.text' },
      { fields: { rating: '2', name: 'Guest' }, status: 400, field: 'body.name' },
      {
        fields: { rating: '2' },
        photos: Array.from({ length: 6 }, () => photo),
        status: 400,
        field: 'body.photos',
      },
      // A good photo with a PDF: neither is kept.
      {
        fields: { rating: '2' },
        photos: [photo, { bytes: minimalPdf(), filename: 'menu.pdf' }],
        status: 400,
        field: 'body.photos',
      },
      {
        fields: { rating: '2' },
        photos: [{ bytes: Buffer.from('just some text') }],
        status: 400,
        field: 'body.photos',
      },
    ];
    for (const c of cases) {
      const res = await complain(t, qrToken, c.fields, c.photos);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({
        status: c.status,
        code: 'validation_failed',
      });
      expect(Object.keys(fieldsOf(res.json()))).toContain(c.field);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('says what is wrong in the guest language', async () => {
    const stars = await complain(t, qrToken, { rating: '6' }, [], { language: 'ru' });
    expect(fieldsOf(stars.json())['body.rating']).toBe('Выберите от 1 до 5 звёзд.');
    const many = await complain(t, qrToken, { rating: '3' }, Array(6).fill({ bytes: await png() }));
    expect(fieldsOf(many.json())['body.photos']).toBe('Add at most 5 photos.');
    const pdf = await complain(t, qrToken, { rating: '3' }, [{ bytes: minimalPdf(), filename: 'a.pdf' }], {
      language: 'es',
    });
    expect(fieldsOf(pdf.json())['body.photos']).toBe('Aquí solo se pueden añadir fotos.');
    const long = await complain(t, qrToken, { rating: '3', text: 'x'.repeat(2001) });
    expect(fieldsOf(long.json())['body.text']).toBe('Maximum 2000 characters.');
  });

  it('answers 404 for a code that is no room, storing nothing', async () => {
    const before = await snapshot();
    const res = await complain(t, 'no-such-room-token', { rating: '1', text: 'Dirty' }, [
      { bytes: await png() },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(await snapshot()).toEqual(before);
  });

  it('takes a complaint with two photos; the owner sees it, its photos and source system', async () => {
    const before = await snapshot();
    const res = await complain(
      t,
      qrToken,
      { rating: '2', text: '  Towels were dirty and the sink leaks  ' },
      [
        { bytes: await cameraJpeg(64, 48), filename: 'towels.jpg' },
        { bytes: await png(40, 30), filename: 'sink.png' },
      ],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    expect(await snapshot()).toEqual({
      complaints: before.complaints + 1,
      files: before.files + 2,
      // Each photo with its thumbnail and medium size.
      bytes: before.bytes + 2 * 3,
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/complaints', headers: owner.auth });
    expect(list.statusCode).toBe(200);
    const [complaint] = list.json().items;
    expect(complaint).toMatchObject({
      rating: 2,
      text: 'Towels were dirty and the sink leaks',
      source: 'system',
      location: { id: place.location.id, title: 'Flat on Abay' },
      room: { id: place.rooms[0]!.id, name: 'Bathroom' },
      task: null,
    });
    expect(complaint.photos.map((p: { name: string; kind: string }) => [p.name, p.kind])).toEqual([
      ['towels.jpg', 'image'],
      ['sink.png', 'image'],
    ]);
    // The owner's browser opens the photo by its signed link; the camera's EXIF is gone.
    const photo = await t.app.inject({ method: 'GET', url: complaint.photos[0].url });
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();
    // Nobody uploaded them: they are files of the room's workspace.
    const [row] = await t.db.select().from(files).where(eq(files.id, complaint.photos[0].id));
    expect(row).toMatchObject({ workspaceId: owner.workspaceId, uploadedBy: null });
  });

  it('takes a complaint without text or photos, as a form with its file input left empty sends it', async () => {
    const before = await snapshot();
    const res = await complain(t, qrToken, { rating: '5' }, [{ bytes: Buffer.alloc(0), filename: '' }]);
    expect(res.statusCode).toBe(201);
    expect(await snapshot()).toEqual({ ...before, complaints: before.complaints + 1 });
  });

  it('still takes complaints once the subscription has expired', async () => {
    const expired = await newOwner(t);
    const flat = await newWorkPlace(t, expired.workspaceId);
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * DAY), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, expired.workspaceId));
    const res = await complain(t, flat.rooms[0]!.qrToken, { rating: '1', text: 'Nobody cleaned' });
    expect(res.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/api/complaints', headers: expired.auth });
    expect(list.json()).toMatchObject({ total: 1, items: [{ text: 'Nobody cleaned', source: 'system' }] });
  });
});

describe('guest complaints per IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GUEST_COMPLAINTS_PER_IP_PER_HOUR: '3',
      GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: '100000',
    });
  });
  afterAll(async () => t.close());

  it('refuses the fourth in an hour from one address, with when to try again; others still get through', async () => {
    const owner = await newOwner(t);
    const place = await newWorkPlace(t, owner.workspaceId, { complaintMergeMinutes: 0 });
    const token = place.rooms[0]!.qrToken;
    for (let i = 0; i < 3; i++) {
      expect((await complain(t, token, { rating: '3' }, [], { ip: '10.0.0.7' })).statusCode).toBe(201);
    }
    const refused = await complain(t, token, { rating: '3' }, [], { ip: '10.0.0.7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.json().details.retryAfterSeconds).toBeGreaterThan(3000);
    expect((await complain(t, token, { rating: '3' }, [], { ip: '10.0.0.8' })).statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: '/api/complaints', headers: owner.auth });
    expect(list.json().total).toBe(4);
  });
});

describe('guest complaints per room', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      GUEST_COMPLAINTS_PER_IP_PER_HOUR: '100000',
      GUEST_COMPLAINTS_PER_ROOM_PER_HOUR: '3',
    });
  });
  afterAll(async () => t.close());

  it('refuses a room its fourth in an hour from any address; another room still takes them', async () => {
    const owner = await newOwner(t);
    const place = await newWorkPlace(t, owner.workspaceId, {
      rooms: ['Lobby', 'Hall'],
      complaintMergeMinutes: 0,
    });
    const [lobby, hall] = place.rooms.map((r) => r.qrToken);
    for (let i = 0; i < 3; i++) {
      expect((await complain(t, lobby!, { rating: '1' }, [], { ip: `10.0.1.${i}` })).statusCode).toBe(201);
    }
    const refused = await complain(t, lobby!, { rating: '1' }, [], { ip: '10.0.1.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await complain(t, hall!, { rating: '1' }, [], { ip: '10.0.1.99' })).statusCode).toBe(201);
  });
});
