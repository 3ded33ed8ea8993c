import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, logs, roomMaterials } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cameraJpeg, minimalPdf, newPlace, png, staffOf, upload, workspaceOf } from '../files/files.fixtures';
import { ROOM_MATERIALS_MAX } from './room-materials.service';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let workspaceId: string;
let otherWorkspaceId: string;
let roomId: string;
let otherRoomId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn('materials-owner@example.com');
  other = await t.signIn('materials-other@example.com');
  workspaceId = await workspaceOf(t.db, owner.user.id);
  otherWorkspaceId = await workspaceOf(t.db, other.user.id);
  ({ roomId } = await newPlace(t.db, workspaceId));
  ({ roomId: otherRoomId } = await newPlace(t.db, otherWorkspaceId));
});
afterAll(async () => t.close());

const materialsUrl = (room: string) => `/api/rooms/${room}/materials`;
const list = (headers: Record<string, string>, room = roomId) =>
  t.app.inject({ method: 'GET', url: materialsUrl(room), headers });
const attach = (headers: Record<string, string>, fileId: string, room = roomId) =>
  t.app.inject({ method: 'POST', url: materialsUrl(room), headers, payload: { fileId } });
const detach = (headers: Record<string, string>, fileId: string, room = roomId) =>
  t.app.inject({ method: 'DELETE', url: `${materialsUrl(room)}/${fileId}`, headers });
const uploadAs = async (who: SignedIn, name = 'step.png') =>
  (await upload(t, who.auth, await png(), name)).json();
const bytesExist = (workspace: string, fileId: string) =>
  fs.stat(path.join(t.dataDir, 'files', workspace, fileId)).then(
    () => true,
    () => false,
  );

describe('room training materials', () => {
  it('attaches uploads to a room and lists them oldest first, each with a working link', async () => {
    const photo = (await upload(t, owner.auth, await cameraJpeg(), 'how to fold towels.jpg')).json();
    const manual = (await upload(t, owner.auth, minimalPdf(), 'Dishwasher manual.pdf')).json();
    expect((await list(owner.auth)).json()).toEqual([]);

    const first = await attach(owner.auth, photo.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().map((f: { id: string }) => f.id)).toEqual([photo.id]);
    const second = await attach(owner.auth, manual.id);
    expect(second.json().map((f: { name: string }) => f.name)).toEqual([
      'how to fold towels.jpg',
      'Dishwasher manual.pdf',
    ]);

    const listed = (await list(owner.auth)).json();
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({ kind: 'document', mime: 'application/pdf' });
    const served = await t.app.inject({ method: 'GET', url: listed[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(minimalPdf())).toBe(true);

    const [log] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'update_room'), eq(logs.userId, owner.user.id)));
    expect(log?.data).toMatchObject({ roomId, materialAdded: photo.id });
  });

  it('answers 409 to attaching the same file twice', async () => {
    const file = await uploadAs(owner);
    expect((await attach(owner.auth, file.id)).statusCode).toBe(201);
    const again = await attach(owner.auth, file.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
  });

  it('removes a material with its file, unless another room still holds the file', async () => {
    const { roomId: secondRoom } = await newPlace(t.db, workspaceId);
    const shared = await uploadAs(owner, 'shared.png');
    const own = await uploadAs(owner, 'own.png');
    await attach(owner.auth, shared.id);
    await attach(owner.auth, shared.id, secondRoom);
    await attach(owner.auth, own.id);

    expect((await detach(owner.auth, shared.id)).statusCode).toBe(204);
    expect((await list(owner.auth)).json().map((f: { id: string }) => f.id)).not.toContain(shared.id);
    expect((await list(owner.auth, secondRoom)).json().map((f: { id: string }) => f.id)).toEqual([shared.id]);
    expect(await bytesExist(workspaceId, shared.id)).toBe(true);

    expect((await detach(owner.auth, own.id)).statusCode).toBe(204);
    expect(await t.db.select().from(files).where(eq(files.id, own.id))).toEqual([]);
    expect(await bytesExist(workspaceId, own.id)).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${own.id}`, headers: owner.auth })).statusCode,
    ).toBe(404);
    expect((await detach(owner.auth, own.id)).statusCode).toBe(404);
  });

  it('answers 404 to removing a file that is not one of the room materials, and keeps that file', async () => {
    const loose = await uploadAs(owner, 'loose.png');
    expect((await detach(owner.auth, loose.id)).statusCode).toBe(404);
    expect(await bytesExist(workspaceId, loose.id)).toBe(true);
  });

  it(`refuses more than ${ROOM_MATERIALS_MAX} materials in one room with a clear message`, async () => {
    const { roomId: fullRoom } = await newPlace(t.db, workspaceId);
    const rows = await t.db
      .insert(files)
      .values(
        Array.from({ length: ROOM_MATERIALS_MAX }, (_, i) => ({
          workspaceId,
          kind: 'document' as const,
          mime: 'application/pdf',
          size: 10,
          name: `doc ${i}.pdf`,
          storageKey: `${workspaceId}/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        })),
      )
      .returning({ id: files.id });
    await t.db.insert(roomMaterials).values(rows.map((r) => ({ roomId: fullRoom, fileId: r.id })));
    const file = await uploadAs(owner, 'one too many.png');
    const res = await attach(owner.auth, file.id, fullRoom);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      {
        path: 'body.fileId',
        message: `At most ${ROOM_MATERIALS_MAX} files can be attached here. Remove one first.`,
      },
    ]);
    expect((await list(owner.auth, fullRoom)).json()).toHaveLength(ROOM_MATERIALS_MAX);
  });

  it.each([
    ['a file id that is not a uuid', { fileId: 'photo.png' }],
    ['no file id', {}],
    ['an unknown field', { fileId: '00000000-0000-4000-8000-000000000000', url: 'http://x' }],
  ])('answers 400 to %s', async (_label, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: materialsUrl(roomId),
      headers: owner.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});

describe('room materials across workspaces', () => {
  it('answers 404 to another owner for every call on the first owner room', async () => {
    const file = await uploadAs(owner);
    await attach(owner.auth, file.id);
    const theirs = await uploadAs(other);
    const unknownRoom = '00000000-0000-4000-8000-000000000000';
    const foreign = await list(other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await list(other.auth, unknownRoom)).json());
    expect((await attach(other.auth, theirs.id)).statusCode).toBe(404);
    expect((await detach(other.auth, file.id)).statusCode).toBe(404);
    expect((await list(owner.auth)).json().map((f: { id: string }) => f.id)).toContain(file.id);
  });

  it("answers 404 to attaching another workspace's file to one's own room", async () => {
    const mine = await uploadAs(owner);
    const res = await attach(other.auth, mine.id, otherRoomId);
    expect(res.statusCode).toBe(404);
    expect((await list(other.auth, otherRoomId)).json()).toEqual([]);
    const unknownFile = await attach(other.auth, '00000000-0000-4000-8000-000000000000', otherRoomId);
    expect(unknownFile.json()).toEqual(res.json());
  });
});

describe('room materials rights (DECISIONS.md §4)', () => {
  it('lets a cleaner read the materials but not change them', async () => {
    const cleaner = await staffOf(t, workspaceId, 'cleaner');
    const file = await uploadAs(owner);
    await attach(owner.auth, file.id);
    const read = await list(cleaner.auth);
    expect(read.statusCode).toBe(200);
    expect(read.json().map((f: { id: string }) => f.id)).toContain(file.id);
    const cleanerFile = await uploadAs(cleaner);
    const refused = await attach(cleaner.auth, cleanerFile.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect((await detach(cleaner.auth, file.id)).statusCode).toBe(403);
    expect((await list(owner.auth)).json().map((f: { id: string }) => f.id)).toContain(file.id);
  });

  it.each(['admin', 'manager'] as const)('lets %s staff attach and remove materials', async (role) => {
    const staff = await staffOf(t, workspaceId, role);
    const file = await uploadAs(staff);
    expect((await attach(staff.auth, file.id)).statusCode).toBe(201);
    expect((await detach(staff.auth, file.id)).statusCode).toBe(204);
  });

  it('answers 401 without a session', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await attach({}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    expect((await detach({}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});
