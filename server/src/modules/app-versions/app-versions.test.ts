import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TAppVersionsResponse } from '@cleanops/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appVersions, logs } from '../../db/schema';
import { freshEmail, newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureSuperuser } from '../users/accounts.service';

let t: TestApp;
let distDir: string;
let admin: { auth: Record<string, string>; id: string };
beforeAll(async () => {
  // A served web build is only its version.json here: what the server reads to name the deployed build.
  distDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-dist-'));
  await writeBuild('build-one');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
  const email = freshEmail('super');
  const user = await ensureSuperuser(t.db, { email });
  admin = { auth: (await t.signIn(email)).auth, id: user.id };
});
afterAll(async () => {
  await t.close();
  await fs.rm(distDir, { recursive: true, force: true });
});

async function writeBuild(buildId: string) {
  const file = path.join(distDir, 'version.json');
  await fs.writeFile(file, JSON.stringify({ buildId, builtAt: new Date().toISOString() }));
  // A deployment a second later: the modification time is what tells the server to read it again.
  const later = new Date(Date.now() + Math.random() * 1e6);
  await fs.utimes(file, later, later);
}

const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const latest = (platform: string) =>
  t.app.inject({ method: 'GET', url: `/api/app-versions/latest?platform=${platform}` });
const add = (payload: Record<string, unknown>, headers = admin.auth) =>
  t.app.inject({ method: 'POST', url: '/api/admin/app-versions', headers, payload });
const fieldsOf = (res: { json: () => { details?: { fields?: { path: string }[] } } }) =>
  res.json().details?.fields?.map((f) => f.path) ?? [];

describe('GET /app-versions/latest (public)', () => {
  it('answers without a session: no version yet, and for web the build the server serves', async () => {
    const res = await latest('ios');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ platform: 'ios', latest: null, build: null });
    expect((await latest('web')).json()).toMatchObject({ platform: 'web', build: 'build-one' });
    expect((await latest('web')).headers['cache-control']).toBe('no-cache');
  });

  it('reports a second build as soon as it replaces the first under the running server', async () => {
    await writeBuild('build-two');
    expect((await latest('web')).json().build).toBe('build-two');
    await writeBuild('build-one');
    expect((await latest('web')).json().build).toBe('build-one');
  });

  it('gives the newest version released so far, not one dated in the future', async () => {
    for (const [number, days] of [
      ['2.0.0', -30],
      ['2.1.0', -2],
      ['3.0.0', 7],
    ] as const) {
      expect(
        (await add({ platform: 'android', number, releasedAt: daysFromNow(days), minimumSupported: '2.0.0' }))
          .statusCode,
      ).toBe(201);
    }
    expect((await latest('android')).json().latest).toMatchObject({
      number: '2.1.0',
      minimumSupported: '2.0.0',
    });
  });

  it('answers 400 for an unknown or missing platform', async () => {
    expect((await latest('windows')).statusCode).toBe(400);
    const none = await t.app.inject({ method: 'GET', url: '/api/app-versions/latest' });
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none)).toEqual(['query.platform']);
  });
});

describe('/admin/app-versions', () => {
  it('adds a version, logs it, lists it newest first by platform, and deletes it', async () => {
    const res = await add({
      platform: 'ios',
      number: '1.4.2',
      releasedAt: daysFromNow(-1),
      minimumSupported: '1.2',
    });
    expect(res.statusCode, res.body).toBe(201);
    const version = res.json();
    expect(version).toMatchObject({ platform: 'ios', number: '1.4.2', minimumSupported: '1.2' });
    await add({ platform: 'ios', number: '1.3', releasedAt: daysFromNow(-20), minimumSupported: '1.0' });
    expect((await latest('ios')).json().latest.number).toBe('1.4.2');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/app-versions?platform=ios',
      headers: admin.auth,
    });
    expect((listed.json() as TAppVersionsResponse).items.map((v) => v.number)).toEqual(['1.4.2', '1.3']);
    const [line] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'create_app_version'), eq(logs.userId, admin.id)));
    expect(line).toMatchObject({ ip: '127.0.0.1' });

    const url = `/api/admin/app-versions/${version.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(404);
    expect((await latest('ios')).json().latest.number).toBe('1.3');
  });

  it.each([
    ['a number that is not one', { number: 'v1.2' }, 'body.number'],
    [
      'a minimum newer than the version',
      { number: '1.9', minimumSupported: '1.10' },
      'body.minimumSupported',
    ],
    ['an unknown platform', { platform: 'windows' }, 'body.platform'],
    ['no release date', { releasedAt: undefined }, 'body.releasedAt'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const res = await add({
      platform: 'web',
      number: '5.0',
      releasedAt: daysFromNow(0),
      minimumSupported: '4.0',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
  });

  it('answers 409 for a number the platform already has, and allows it on another platform', async () => {
    const body = { platform: 'web', number: '7.0.1', releasedAt: daysFromNow(0), minimumSupported: '7.0' };
    expect((await add(body)).statusCode).toBe(201);
    const again = await add(body);
    expect(again.statusCode).toBe(409);
    expect(fieldsOf(again)).toEqual(['body.number']);
    expect((await add({ ...body, platform: 'android' })).statusCode).toBe(201);
    expect(await t.db.select().from(appVersions).where(eq(appVersions.number, '7.0.1'))).toHaveLength(2);
  });

  it('is refused to a workspace owner', async () => {
    const owner = await newOwner(t);
    expect(
      (
        await add(
          { platform: 'web', number: '9.0', releasedAt: daysFromNow(0), minimumSupported: '9.0' },
          owner.auth,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/app-versions', headers: owner.auth })).statusCode,
    ).toBe(403);
  });
});
