import type { TTestCredential, TTestCredentialsResponse } from '@cleanops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logs, testCredentials, users } from '../../../db/schema';
import { freshEmail, newOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { readOutbox } from '../../messaging/outbox.driver';
import { ensureSuperuser } from '../../users/accounts.service';

let t: TestApp;
let admin: { auth: Record<string, string>; id: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  const email = freshEmail('super');
  const user = await ensureSuperuser(t.db, { email });
  admin = { auth: (await t.signIn(email)).auth, id: user.id, email };
});
afterAll(async () => t.close());
// Each test starts from none, so the 10-active limit is the test's own.
beforeEach(async () => {
  await t.db.delete(testCredentials);
});

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function create(payload: Record<string, unknown>, headers = admin.auth) {
  return t.app.inject({ method: 'POST', url: '/api/admin/test-credentials', headers, payload });
}
async function created(payload: Record<string, unknown>): Promise<TTestCredential> {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function list(query = ''): Promise<TTestCredentialsResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/test-credentials?${query}`,
    headers: admin.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const FIVE_DIGITS = 'The test code must be exactly 5 digits.';
const AT_MOST_90_DAYS = 'A test credential can last at most 90 days.';
const fieldsOf = (body: { details?: { fields?: { path: string }[] } }) =>
  body.details?.fields?.map((f) => f.path) ?? [];

describe('POST /admin/test-credentials', () => {
  it('creates one that signs a reviewer in with its 5-digit code, sends nothing, and logs creation and use', async () => {
    const reviewer = freshEmail('reviewer');
    const credential = await created({
      credential: reviewer.toUpperCase(),
      code: '24680',
      expiresAt: inDays(30),
    });
    expect(credential).toMatchObject({
      credential: reviewer,
      code: '24680',
      active: true,
      uses: 0,
      createdBy: { id: admin.id, email: admin.email, type: 'super' },
    });

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'email', email: reviewer } }))
        .statusCode,
    ).toBe(200);
    expect((await readOutbox(t.dataDir)).some((m) => m.to === reviewer)).toBe(false);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/code',
      payload: { email: reviewer, code: '24680' },
      remoteAddress: '10.9.8.7',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user.email).toBe(reviewer);

    const [listed] = (await list()).items;
    expect(listed).toMatchObject({ id: credential.id, uses: 1 });
    const lines = await t.db.select().from(logs).where(sql`${logs.data}->>'credentialId' = ${credential.id}`);
    expect(lines.map((l) => l.action).sort()).toEqual(['create_test_credentials', 'use_test_credentials']);
    const made = lines.find((l) => l.action === 'create_test_credentials')!;
    expect(made).toMatchObject({ userId: admin.id, ip: '127.0.0.1', workspaceId: null });
    expect(made.data).toMatchObject({ credential: reviewer });
    // The use names the account it opened: the reviewer's own, new owner workspace.
    const reviewerId = signIn.json().user.id as string;
    const [account] = await t.db.select().from(users).where(eq(users.id, reviewerId));
    expect(lines.find((l) => l.action === 'use_test_credentials')).toMatchObject({
      ip: '10.9.8.7',
      userId: reviewerId,
      workspaceId: account!.workspaceId,
    });
  });

  it('takes a phone number too, written the way people type it', async () => {
    const credential = await created({
      credential: '+7 (701) 555-12-34',
      code: '11111',
      expiresAt: inDays(1),
    });
    expect(credential.credential).toBe('+77015551234');
  });

  it.each([
    ['a code of 4 digits', { code: '1234' }, 'body.code', FIVE_DIGITS],
    ['a code of 6 digits', { code: '123456' }, 'body.code', FIVE_DIGITS],
    ['a code with a letter', { code: '1234A' }, 'body.code', FIVE_DIGITS],
    ['an expiry 91 days away', { expiresAt: inDays(91) }, 'body.expiresAt', AT_MOST_90_DAYS],
    ['an expiry in the past', { expiresAt: inDays(-1) }, 'body.expiresAt', undefined],
    ['a contact that is neither', { credential: 'reviewer' }, 'body.credential', undefined],
    ['a broken e-mail', { credential: 'reviewer@' }, 'body.credential', undefined],
    ['no contact', { credential: '' }, 'body.credential', undefined],
  ])('answers 400 naming the field for %s', async (_, change, path, message) => {
    const res = await create({
      credential: freshEmail('bad'),
      code: '12345',
      expiresAt: inDays(10),
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual([path]);
    // The seed's rule in the caller's words (SPEC.md §5, DECISIONS.md §3).
    if (message) expect(res.json().details.fields[0].message).toBe(message);
  });

  it('accepts an expiry of exactly 90 days', async () => {
    const res = await create({
      credential: freshEmail('long'),
      code: '12345',
      expiresAt: inDays(90 - 1 / 1440),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses the 11th active one with 409, counting only those not yet expired', async () => {
    for (let i = 0; i < 10; i++)
      await created({ credential: freshEmail(`c${i}`), code: '12345', expiresAt: inDays(5) });
    const eleventh = await create({ credential: freshEmail('c10'), code: '12345', expiresAt: inDays(5) });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toMatch(/10 active test credentials/);
    expect(fieldsOf(eleventh.json())).toEqual(['body.credential']);

    // One expires: there is room again.
    const [oldest] = await t.db.select().from(testCredentials).limit(1);
    await t.db
      .update(testCredentials)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testCredentials.id, oldest!.id));
    expect(
      (await create({ credential: freshEmail('c11'), code: '12345', expiresAt: inDays(5) })).statusCode,
    ).toBe(201);
  });

  it('lets only 10 of 14 created at once through', async () => {
    const replies = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        create({ credential: freshEmail(`race${i}`), code: '12345', expiresAt: inDays(5) }),
      ),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(201), ...Array(4).fill(409)]);
  });

  it('refuses a second active one for the same contact, and one for a super admin', async () => {
    const reviewer = freshEmail('twice');
    await created({ credential: reviewer, code: '12345', expiresAt: inDays(5) });
    const again = await create({ credential: reviewer, code: '54321', expiresAt: inDays(5) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has an active test credential/);
    const superAdmin = await create({ credential: admin.email, code: '12345', expiresAt: inDays(5) });
    expect(superAdmin.statusCode).toBe(409);
    expect(fieldsOf(superAdmin.json())).toEqual(['body.credential']);
  });

  it('is refused to a workspace owner', async () => {
    const owner = await newOwner(t);
    expect(
      (await create({ credential: freshEmail(), code: '12345', expiresAt: inDays(5) }, owner.auth))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /admin/test-credentials', () => {
  it('sorts by credential both ways, and filters active and expired', async () => {
    for (const name of ['carol', 'alice', 'bob']) {
      await created({ credential: `${name}-${Date.now()}@example.com`, code: '12345', expiresAt: inDays(5) });
    }
    const [gone] = await t.db.select().from(testCredentials).limit(1);
    await t.db
      .update(testCredentials)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(testCredentials.id, gone!.id));

    const names = (page: TTestCredentialsResponse) => page.items.map((c) => c.credential.split('-')[0]);
    expect(names(await list('sortBy=credential&sortDir=asc'))).toEqual(['alice', 'bob', 'carol']);
    expect(names(await list('sortBy=credential&sortDir=desc'))).toEqual(['carol', 'bob', 'alice']);
    const active = await list('status=active');
    expect(active.total).toBe(2);
    expect(active.items.every((c) => c.active)).toBe(true);
    const expired = await list('status=expired');
    expect(expired.items.map((c) => c.id)).toEqual([gone!.id]);
    expect(expired.items[0]!.active).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/test-credentials?sortBy=code',
          headers: admin.auth,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('DELETE /admin/test-credentials/{id}', () => {
  it('deletes one so its code no longer signs in, logs it, and answers 404 the second time', async () => {
    const reviewer = freshEmail('deleted');
    const credential = await created({ credential: reviewer, code: '97531', expiresAt: inDays(5) });
    const url = `/api/admin/test-credentials/${credential.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(404);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login/code',
      payload: { email: reviewer, code: '97531' },
    });
    expect(signIn.statusCode).toBe(400);
    const [line] = await t.db
      .select()
      .from(logs)
      .where(
        sql`${logs.action} = 'delete_test_credentials' and ${logs.data}->>'credentialId' = ${credential.id}`,
      );
    expect(line).toMatchObject({ userId: admin.id, ip: '127.0.0.1' });
    expect(line!.data).toMatchObject({ credential: reviewer });
  });

  it('answers 400 for an id that is not one and 403 to a workspace owner', async () => {
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/test-credentials/abc', headers: admin.auth }))
        .statusCode,
    ).toBe(400);
    const credential = await created({ credential: freshEmail('kept'), code: '12345', expiresAt: inDays(5) });
    const owner = await newOwner(t);
    const url = `/api/admin/test-credentials/${credential.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: owner.auth })).statusCode).toBe(403);
    expect((await list()).items.map((c) => c.id)).toContain(credential.id);
  });
});
