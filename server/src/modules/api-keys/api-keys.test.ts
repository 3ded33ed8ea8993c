import type {
  TAdminLogsResponse,
  TApiKey,
  TApiKeysResponse,
  TCreateApiKeyResponse,
} from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { apiKeys, users } from '../../db/schema';
import { freshEmail, newEmployee, newOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { png, upload } from '../files/files.fixtures';
import { ensureSuperuser } from '../users/accounts.service';

let t: TestApp;
let owner: Awaited<ReturnType<typeof newOwner>>;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newOwner(t);
  const email = freshEmail('super');
  await ensureSuperuser(t.db, { email });
  superAdmin = (await t.signIn(email)).auth;
});
afterAll(async () => t.close());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const rental = {
  title: 'Flat on Abay 10',
  address: 'Abay avenue 10, Almaty',
  type: 'rental',
  timezone: 'Asia/Almaty',
  checkoutTime: '12:00',
  cleaningDuration: 360,
  recleanAfter: 15,
  requirePhoto: false,
  requireReport: false,
  requireScan: false,
};

async function createKey(auth: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/api-keys', headers: auth, payload });
}
async function newKey(payload: object, auth = owner.auth): Promise<TCreateApiKeyResponse> {
  const res = await createKey(auth, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function listKeys(auth = owner.auth): Promise<TApiKey[]> {
  const res = await t.app.inject({ url: '/api/api-keys', headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TApiKeysResponse).items;
}

describe('creating a key (right manage_integrations)', () => {
  it('shows the secret once, keeps only its hash, and lists the key by its prefix', async () => {
    const { key, secret } = await newKey({ name: 'PMS sync', rights: ['get_locations', 'get_rooms'] });
    expect(secret).toMatch(/^cok_[\w-]{8}_[\w-]{43}$/);
    expect(key).toMatchObject({
      name: 'PMS sync',
      prefix: secret.slice(0, 12),
      rights: ['get_locations', 'get_rooms'],
      state: 'active',
      expiresAt: null,
      lastUsedAt: null,
      createdBy: { id: owner.id },
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(secret.slice(13));
    const listed = (await listKeys()).find((k) => k.id === key.id)!;
    expect(listed.prefix).toBe(key.prefix);
    expect(JSON.stringify(await listKeys())).not.toContain(secret);
  });

  it('refuses a right the creator lacks, naming it, and never hands out manage_integrations', async () => {
    const admin = await newEmployee(t, owner.workspaceId, 'admin');
    const lacking = await createKey(admin.auth, {
      name: 'Too much',
      rights: ['get_rooms', 'create_location'],
    });
    expect(lacking.statusCode).toBe(403);
    expect(lacking.json().message).toContain('create_location');
    expect(lacking.json().details.fields[0].path).toBe('body.rights');
    const excluded = await createKey(owner.auth, { name: 'Keys', rights: ['manage_integrations'] });
    expect(excluded.statusCode).toBe(400);
    expect(JSON.stringify(excluded.json())).toContain('manage_integrations');
    const made = await createKey(admin.auth, { name: 'Admin sync', rights: ['get_rooms', 'accept_invite'] });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('checks the name, the rights and the expiry like any input (400 naming the field)', async () => {
    const cases: [object, string][] = [
      [{ name: '', rights: ['get_rooms'] }, 'body.name'],
      [{ name: 'A', rights: [] }, 'body.rights'],
      [{ name: 'A', rights: ['fly'] }, 'body.rights'],
      [{ name: 'A', rights: ['get_rooms', 'get_rooms'] }, 'body.rights'],
      [{ name: 'A', rights: ['get_rooms'], expiresAt: '2020-01-01T00:00:00Z' }, 'body.expiresAt'],
    ];
    for (const [payload, path] of cases) {
      const res = await createKey(owner.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().details.fields)).toContain(path);
    }
  });

  it('is for the owner and admins: a manager is refused the keys', async () => {
    const manager = await newEmployee(t, owner.workspaceId, 'manager');
    expect((await t.app.inject({ url: '/api/api-keys', headers: manager.auth })).statusCode).toBe(403);
    expect((await createKey(manager.auth, { name: 'X', rights: ['get_rooms'] })).statusCode).toBe(403);
  });
});

describe('calling with a key', () => {
  it('works where its rights allow, 403 where they do not, and 403 on a person’s own calls', async () => {
    const { secret } = await newKey({ name: 'Reader', rights: ['get_locations', 'get_tasks'] });
    expect((await t.app.inject({ url: '/api/locations', headers: bearer(secret) })).statusCode).toBe(200);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bearer(secret),
      payload: rental,
    });
    expect(create.statusCode).toBe(403);
    const profile = await t.app.inject({ url: '/api/profile', headers: bearer(secret) });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toContain('API key');
    const mine = await t.app.inject({ url: '/api/occurrences?mine=true', headers: bearer(secret) });
    expect(mine.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/occurrences', headers: bearer(secret) })).statusCode).toBe(200);
  });

  it('is refused on the next request once revoked (401), and revoking twice is a 404', async () => {
    const { key, secret } = await newKey({ name: 'Short-lived', rights: ['get_locations'] });
    expect((await t.app.inject({ url: '/api/locations', headers: bearer(secret) })).statusCode).toBe(200);
    const revoke = () =>
      t.app.inject({ method: 'DELETE', url: `/api/api-keys/${key.id}`, headers: owner.auth });
    expect((await revoke()).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/locations', headers: bearer(secret) })).statusCode).toBe(401);
    expect((await revoke()).statusCode).toBe(404);
    expect((await listKeys()).find((k) => k.id === key.id)!.state).toBe('revoked');
  });

  it('is refused once expired (401), and listed as expired', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const { key, secret } = await newKey({ name: 'Trial', rights: ['get_locations'], expiresAt: soon });
    expect((await t.app.inject({ url: '/api/locations', headers: bearer(secret) })).statusCode).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    expect((await t.app.inject({ url: '/api/locations', headers: bearer(secret) })).statusCode).toBe(401);
    expect((await listKeys()).find((k) => k.id === key.id)!.state).toBe('expired');
  });

  it('loses what its creator loses, and everything once the creator leaves the workspace', async () => {
    const admin = await newEmployee(t, owner.workspaceId, 'admin');
    const { secret } = await newKey(
      { name: 'Admin key', rights: ['get_rooms', 'accept_invite'] },
      admin.auth,
    );
    await t.db.update(users).set({ role: 'manager' }).where(eq(users.id, admin.id));
    const headers = bearer(secret);
    expect(
      (await t.app.inject({ url: '/api/rooms/00000000-0000-4000-8000-000000000000', headers })).statusCode,
    ).toBe(404);
    const approve = await t.app.inject({
      method: 'POST',
      url: '/api/employees/00000000-0000-4000-8000-000000000000/approve',
      headers,
      payload: {},
    });
    expect(approve.statusCode).toBe(403);
    await t.db.update(users).set({ workspaceId: null }).where(eq(users.id, admin.id));
    expect((await t.app.inject({ url: '/api/locations', headers })).statusCode).toBe(401);
  });

  it('shows when and from where it was last used, written at most once a minute', async () => {
    const { key, secret } = await newKey({ name: 'Poller', rights: ['get_locations'] });
    await t.app.inject({ url: '/api/locations', headers: bearer(secret), remoteAddress: '10.9.8.7' });
    const first = (await listKeys()).find((k) => k.id === key.id)!;
    expect(first.lastUsedIp).toBe('10.9.8.7');
    expect(first.lastUsedAt).not.toBeNull();
    await t.app.inject({ url: '/api/locations', headers: bearer(secret), remoteAddress: '10.9.8.8' });
    expect((await listKeys()).find((k) => k.id === key.id)!).toMatchObject({
      lastUsedIp: '10.9.8.7',
      lastUsedAt: first.lastUsedAt,
    });
  });

  it('names the key in the audit log of what it changed, beside its creator', async () => {
    const { key, secret } = await newKey({ name: 'PMS sync', rights: ['create_location'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: bearer(secret),
      payload: rental,
    });
    expect(res.statusCode, res.body).toBe(201);
    const logs = await t.app.inject({
      url: `/api/admin/logs?action=create_location&workspaceId=${owner.workspaceId}`,
      headers: superAdmin,
    });
    const [line] = (logs.json() as TAdminLogsResponse).items;
    expect(line).toMatchObject({
      apiKey: { id: key.id, name: 'PMS sync', prefix: key.prefix },
      actor: { id: owner.id },
    });
    const created = await t.app.inject({
      url: `/api/admin/logs?action=create_api_key&workspaceId=${owner.workspaceId}`,
      headers: superAdmin,
    });
    expect((created.json() as TAdminLogsResponse).items[0]).toMatchObject({
      apiKey: null,
      actor: { id: owner.id },
    });
  });

  it('uploads a photo, reports a problem with it and reads the file back, whatever its rights', async () => {
    const location = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.auth,
      payload: rental,
    });
    const { secret } = await newKey({ name: 'Ticket intake', rights: ['report_problem', 'get_locations'] });
    const photo = await upload(t, bearer(secret), await png(), 'crack.png');
    expect(photo.statusCode, photo.body).toBe(201);
    const { id } = photo.json() as { id: string };
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: bearer(secret),
      payload: {
        locationId: location.json().id,
        kind: 'damage',
        severity: 'needs_attention',
        text: 'Cracked tile',
        photoIds: [id],
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json()).toMatchObject({ photos: [{ id }] });
    const file = await t.app.inject({ url: `/api/files/${id}`, headers: bearer(secret) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    // Another workspace's key reaches neither.
    const other = await newOwner(t);
    const foreign = (
      await createKey(other.auth, { name: 'Other', rights: ['get_locations'] })
    ).json() as TCreateApiKeyResponse;
    expect(
      (await t.app.inject({ url: `/api/files/${id}`, headers: bearer(foreign.secret) })).statusCode,
    ).toBe(404);
  });

  it("names the key in a problem's timeline beside its creator", async () => {
    const location = await t.app.inject({
      method: 'POST',
      url: '/api/locations',
      headers: owner.auth,
      payload: rental,
    });
    const photo = (await upload(t, owner.auth, await png(), 'leak.png')).json() as { id: string };
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/problems',
      headers: owner.auth,
      payload: {
        locationId: location.json().id,
        kind: 'damage',
        severity: 'needs_attention',
        text: 'Broken shelf',
        photoIds: [photo.id],
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { secret } = await newKey({ name: 'Ticket sync', rights: ['manage_problems'] });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/problems/${reported.json().id}/wont-fix`,
      headers: bearer(secret),
      payload: { reason: 'Closed in the ticket system' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const events = (closed.json() as { events: { type: string; actor: { id: string }; apiKey: unknown }[] })
      .events;
    expect(events[0]).toMatchObject({ type: 'reported', apiKey: null });
    expect(events.at(-1)).toMatchObject({ actor: { id: owner.id }, apiKey: { name: 'Ticket sync' } });
  });

  it('names the key on every server log line of its request, the completion line too, never its secret', async () => {
    const { key, secret } = await newKey({ name: 'Logged sync', rights: ['get_locations'] });
    const lines: string[] = [];
    const logged = await buildApp({
      config: t.config,
      database: t.database,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const res = await logged.inject({ url: '/api/locations', headers: bearer(secret) });
      expect(res.statusCode).toBe(200);
      const ofRequest = lines
        .map((line) => JSON.parse(line) as { reqId?: string; msg?: string; apiKey?: unknown })
        .filter((line) => line.reqId === res.headers['x-request-id']);
      const completed = ofRequest.find((line) => line.msg === 'request completed');
      expect(completed?.apiKey).toEqual({ id: key.id, name: 'Logged sync', prefix: key.prefix });
      expect(lines.join('\n')).not.toContain(secret.slice(13));
    } finally {
      await logged.close();
    }
  });

  it('is a guest on public routes and a stranger with a made-up key (401)', async () => {
    const made = bearer('cok_AAAAAAAA_made-up-made-up-made-up-made-up-made-up-000');
    expect((await t.app.inject({ url: '/api/locations', headers: made })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/health', headers: made })).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('offers the key where a key works, and the session alone where only a person may call', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer']);
    const schemes = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.security ?? []).flatMap((s) => Object.keys(s)).sort();
    expect(schemes('/api/locations', 'get')).toEqual(['apiKey', 'bearer']);
    expect(schemes('/api/uploads', 'post')).toEqual(['apiKey', 'bearer']);
    for (const [path, method] of [
      ['/api/webhooks', 'get'],
      ['/api/api-keys', 'post'],
      ['/api/profile/calendar-feed', 'post'],
    ] as const)
      expect(schemes(path, method), `${method} ${path}`).not.toContain('apiKey');
  });
});

describe('rate limits per key', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => limited.close());

  it('gives each key its own bucket, apart from the address and from other keys', async () => {
    const boss = await newOwner(limited);
    const key = async (name: string) => {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: boss.auth,
        payload: { name, rights: ['get_locations'] },
        remoteAddress: '10.1.0.1',
      });
      return (res.json() as TCreateApiKeyResponse).secret;
    };
    const [a, b] = [await key('A'), await key('B')];
    const call = (headers: Record<string, string>) =>
      limited.app.inject({ url: '/api/locations', headers, remoteAddress: '10.2.0.1' });
    for (let i = 0; i < 5; i++) expect((await call(bearer(a))).statusCode).toBe(200);
    expect((await call(bearer(a))).statusCode).toBe(429);
    expect((await call(bearer(b))).statusCode).toBe(200);
    expect((await call(boss.auth)).statusCode).toBe(200);
  });

  it('counts made-up keys against their address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await limited.app.inject({
        url: '/api/locations',
        headers: bearer(`cok_guess${i}00_${'x'.repeat(43)}`),
        remoteAddress: '10.3.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});
