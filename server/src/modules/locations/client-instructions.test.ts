import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, locationDocuments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cameraJpeg, minimalPdf, newPlace, png, staffOf, upload, workspaceOf } from '../files/files.fixtures';
import { CLIENT_INSTRUCTIONS_MAX } from './client-instructions.service';

type SignedIn = Awaited<ReturnType<TestApp['signIn']>>;
let t: TestApp;
let owner: SignedIn;
let other: SignedIn;
let workspaceId: string;
let locationId: string;
let otherLocationId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signIn('instructions-owner@example.com');
  other = await t.signIn('instructions-other@example.com');
  workspaceId = await workspaceOf(t.db, owner.user.id);
  ({ locationId } = await newPlace(t.db, workspaceId));
  ({ locationId: otherLocationId } = await newPlace(t.db, await workspaceOf(t.db, other.user.id)));
});
afterAll(async () => t.close());

const url = (location: string) => `/api/locations/${location}/client-instructions`;
const list = (headers: Record<string, string>, location = locationId) =>
  t.app.inject({ method: 'GET', url: url(location), headers });
const attach = (headers: Record<string, string>, fileId: string, location = locationId) =>
  t.app.inject({ method: 'POST', url: url(location), headers, payload: { fileId } });
const detach = (headers: Record<string, string>, fileId: string, location = locationId) =>
  t.app.inject({ method: 'DELETE', url: `${url(location)}/${fileId}`, headers });
const ids = (body: { id: string }[]) => body.map((f) => f.id);
const uploadAs = async (who: SignedIn, name = 'rules.png') =>
  (await upload(t, who.auth, await png(), name)).json();

describe('location client instructions', () => {
  it('takes a PDF and a photo, lists them oldest first, and removes one with its file', async () => {
    const rules = (await upload(t, owner.auth, minimalPdf(), 'House rules.pdf')).json();
    const wifi = (await upload(t, owner.auth, await cameraJpeg(), 'wifi card.jpg')).json();
    expect((await list(owner.auth)).json()).toEqual([]);

    expect((await attach(owner.auth, rules.id)).statusCode).toBe(201);
    const both = await attach(owner.auth, wifi.id);
    expect(both.statusCode).toBe(201);
    expect(both.json().map((f: { name: string; kind: string }) => [f.name, f.kind])).toEqual([
      ['House rules.pdf', 'document'],
      ['wifi card.jpg', 'image'],
    ]);
    expect(ids((await list(owner.auth)).json())).toEqual([rules.id, wifi.id]);

    expect((await detach(owner.auth, rules.id)).statusCode).toBe(204);
    expect(ids((await list(owner.auth)).json())).toEqual([wifi.id]);
    expect(await t.db.select().from(files).where(eq(files.id, rules.id))).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: `/api/files/${rules.id}`, headers: owner.auth });
    expect(gone.statusCode).toBe(404);
  });

  it('answers 409 to the same document twice, and 404 to removing one that is not attached', async () => {
    const file = await uploadAs(owner);
    expect((await attach(owner.auth, file.id)).statusCode).toBe(201);
    expect((await attach(owner.auth, file.id)).json().code).toBe('conflict');
    const loose = await uploadAs(owner);
    expect((await detach(owner.auth, loose.id)).statusCode).toBe(404);
  });

  it(`refuses more than ${CLIENT_INSTRUCTIONS_MAX} documents`, async () => {
    const { locationId: full } = await newPlace(t.db, workspaceId);
    const rows = await t.db
      .insert(files)
      .values(
        Array.from({ length: CLIENT_INSTRUCTIONS_MAX }, (_, i) => ({
          workspaceId,
          kind: 'document' as const,
          mime: 'application/pdf',
          size: 10,
          name: `doc ${i}.pdf`,
          storageKey: `${workspaceId}/00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
        })),
      )
      .returning({ id: files.id });
    await t.db.insert(locationDocuments).values(rows.map((r) => ({ locationId: full, fileId: r.id })));
    const res = await attach({ ...owner.auth, 'accept-language': 'es' }, (await uploadAs(owner)).id, full);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].message).toBe(
      `Aquí se pueden adjuntar como máximo ${CLIENT_INSTRUCTIONS_MAX} archivos. Quita uno primero.`,
    );
  });

  it('answers 400 to a malformed location or file id', async () => {
    expect((await list(owner.auth, 'flat-7')).statusCode).toBe(400);
    expect((await attach(owner.auth, 'rules.pdf')).statusCode).toBe(400);
    expect((await detach(owner.auth, 'rules.pdf')).statusCode).toBe(400);
  });
});

describe('client instructions across workspaces', () => {
  it("answers 404 to another owner for every call on the first owner's location", async () => {
    const file = await uploadAs(owner);
    await attach(owner.auth, file.id);
    const theirs = await uploadAs(other);
    const foreign = await list(other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await list(other.auth, '00000000-0000-4000-8000-000000000000')).json());
    expect((await attach(other.auth, theirs.id)).statusCode).toBe(404);
    expect((await detach(other.auth, file.id)).statusCode).toBe(404);
    expect(ids((await list(owner.auth)).json())).toContain(file.id);
  });

  it("answers 404 to attaching another workspace's file to one's own location", async () => {
    const mine = await uploadAs(owner);
    expect((await attach(other.auth, mine.id, otherLocationId)).statusCode).toBe(404);
    expect((await list(other.auth, otherLocationId)).json()).toEqual([]);
  });
});

describe('client instructions rights (DECISIONS.md §4)', () => {
  it.each(['admin', 'manager'] as const)('lets %s staff read, attach and remove them', async (role) => {
    const staff = await staffOf(t, workspaceId, role);
    const file = await uploadAs(staff);
    expect((await attach(staff.auth, file.id)).statusCode).toBe(201);
    expect(ids((await list(staff.auth)).json())).toContain(file.id);
    expect((await detach(staff.auth, file.id)).statusCode).toBe(204);
  });

  it('refuses a cleaner, who has neither get nor update_client_instructions', async () => {
    const cleaner = await staffOf(t, workspaceId, 'cleaner');
    const file = await uploadAs(cleaner);
    for (const res of [
      await list(cleaner.auth),
      await attach(cleaner.auth, file.id),
      await detach(cleaner.auth, file.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await attach({}, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
  });
});
