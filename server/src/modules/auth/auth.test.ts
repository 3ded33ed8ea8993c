import { CODE_ALPHABET } from '@cleanops/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, logs, testCredentials, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readOutbox } from '../messaging/outbox.driver';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });
const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login/code', payload: payload as object, headers });
let n = 0;
const freshEmail = () => `person${++n}-${Date.now()}@example.com`;
const wrongCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

describe('POST /login', () => {
  it('sends a 6-character code from the safe alphabet and answers the same for known and unknown contacts', async () => {
    const known = freshEmail();
    await t.signIn(known);
    await t.ageCodes(known);
    const a = await login({ type: 'email', email: known });
    const b = await login({ type: 'email', email: freshEmail() });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(a.json()).toMatchObject({
      sent: true,
      channel: 'email',
      resendAfterSeconds: 60,
      expiresInSeconds: 600,
    });
    const code = await t.lastCode(known);
    expect(code).toHaveLength(6);
    for (const ch of code) expect(CODE_ALPHABET).toContain(ch);
  });

  it.each([
    ['no body', undefined, 'body'],
    ['no type', { email: 'a@b.co' }, 'body.type'],
    ['an unknown type', { type: 'fax', email: 'a@b.co' }, 'body.type'],
    ['a malformed e-mail', { type: 'email', email: 'not-an-email' }, 'body.email'],
    ['an oversized e-mail', { type: 'email', email: `${'a'.repeat(300)}@example.com` }, 'body.email'],
    ['a number for the e-mail', { type: 'email', email: 12345 }, 'body.email'],
    ['a phone without the plus', { type: 'phone', phone: '77011234567' }, 'body.phone'],
    ['a missing phone', { type: 'whatsapp' }, 'body.phone'],
  ])('answers 400 with field errors for %s', async (_name, payload, path) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.details.fields.map((f: { path: string }) => f.path)).toContain(path);
  });

  it('rejects broken JSON and other content types with a 4xx, not a 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('unsupported_media_type');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await login({ type: 'email', email: 'a@b.co', padding: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('localises messages by Accept-Language, with kz meaning Kazakh', async () => {
    const kz = await login({ type: 'email', email: 'bad' }, { 'accept-language': 'kz' });
    expect(kz.json().details.fields[0].message).toBe('E-mail қате.');
    const ru = await login({ type: 'email', email: 'bad' }, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(ru.json().details.fields[0].message).toBe('Неверный e-mail.');
    const es = await login({ type: 'email', email: 'bad' }, { 'accept-language': 'es' });
    expect(es.json().message).toBe('Algunos campos no están bien rellenados.');
  });

  it('writes the message in the language of the request for a new contact', async () => {
    const email = freshEmail();
    await login({ type: 'email', email }, { 'accept-language': 'kz' });
    const entry = (await readOutbox(t.dataDir)).filter((m) => m.to === email).at(-1)!;
    expect(entry.text).toContain(entry.code);
    expect(entry.subject).toMatch(/[әіңғүұқөһ]/i);
  });

  it('refuses a new code sooner than 60 s after the last, saying when to retry', async () => {
    const email = freshEmail();
    expect((await login({ type: 'email', email })).statusCode).toBe(200);
    const again = await login({ type: 'email', email });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('resend_too_soon');
    expect(again.json().details.retryAfterSeconds).toBeGreaterThan(50);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('sends one code when several requests for a contact arrive at once; the others wait their 60 s', async () => {
    const email = freshEmail();
    const replies = await Promise.all(Array.from({ length: 8 }, () => login({ type: 'email', email })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(replies.filter((r) => r.statusCode === 429).map((r) => r.json().code)).toEqual(
      Array(7).fill('resend_too_soon'),
    );
    expect((await readOutbox(t.dataDir)).filter((m) => m.to === email)).toHaveLength(1);
  });

  it('waits as long as CODE_RESEND_SECONDS says, and tells the sign-in screen so', async () => {
    const quick = await createTestApp({ CODE_RESEND_SECONDS: '1' });
    try {
      const email = freshEmail();
      const ask = () =>
        quick.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'email', email } });
      const first = await ask();
      expect(first.json().resendAfterSeconds).toBe(1);
      expect((await ask()).json().code).toBe('resend_too_soon');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await ask()).statusCode).toBe(200);
      expect((await readOutbox(quick.dataDir)).filter((m) => m.to === email)).toHaveLength(2);
    } finally {
      await quick.close();
    }
  });

  it('keeps only the newest code valid', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    const first = await t.lastCode(email);
    await t.ageCodes(email);
    await login({ type: 'email', email });
    const second = await t.lastCode(email);
    expect(second).not.toBe(first);
    const old = await submit({ email, code: first });
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('invalid_code');
    expect((await submit({ email, code: second })).statusCode).toBe(200);
  });

  it('caps the codes sent to one contact per hour', async () => {
    const email = freshEmail();
    for (let i = 0; i < t.config.CODE_HOURLY_CAP_CONTACT; i++) {
      expect((await login({ type: 'email', email })).statusCode).toBe(200);
      await t.ageCodes(email);
    }
    const capped = await login({ type: 'email', email });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('send_cap_reached');
  });

  it('sends a WhatsApp code to a phone and signs in with it', async () => {
    const phone = '+77015550101';
    expect((await login({ type: 'whatsapp', phone })).json().channel).toBe('whatsapp');
    const entry = (await readOutbox(t.dataDir)).filter((m) => m.to === phone).at(-1)!;
    expect(entry.channel).toBe('whatsapp');
    const res = await submit({ phone, code: entry.code });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ phone, whatsapp: phone, whatsappVerified: true });
  });
});

describe('POST /login/code', () => {
  it('creates an owner with a trial on the first login and lets the token read the profile', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    const res = await submit({ email, code: (await t.lastCode(email)).toLowerCase() });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(user).toMatchObject({ email, type: 'owner', emailVerified: true, name: null });
    const profile = await t.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().subscription.status).toBe('trial');
  });

  it('makes a contact with a pending invite staff without a role', async () => {
    const owner = await t.signIn(freshEmail());
    const [u] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    const email = freshEmail();
    await t.db.insert(invites).values({ workspaceId: u!.workspaceId!, inviterId: u!.id, contact: email });
    const staff = await t.signIn(email);
    const profile = (await t.app.inject({ url: '/api/profile', headers: staff.auth })).json();
    expect(profile.user).toMatchObject({ type: 'staff', role: null, workspaceId: null });
    expect(profile.menuEnabled).toBe(false);
    expect(profile.rights).toContain('get_tasks');
    expect(profile.rights).not.toContain('create_task');
  });

  it('accepts a code only once', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    const code = await t.lastCode(email);
    expect((await submit({ email, code })).statusCode).toBe(200);
    const again = await submit({ email, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('code_expired');
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    await t.db.execute(
      sql`update login_codes set expires_at = now() - interval '1 second' where contact = ${email}`,
    );
    const res = await submit({ email, code: await t.lastCode(email) });
    expect(res.json().code).toBe('code_expired');
  });

  it('voids the code on the 5th wrong try', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    const code = await t.lastCode(email);
    for (let i = 1; i <= 4; i++)
      expect((await submit({ email, code: wrongCode(code) })).json().code).toBe('invalid_code');
    expect((await submit({ email, code: wrongCode(code) })).json().code).toBe('code_attempts_exceeded');
    expect((await submit({ email, code })).json().code).toBe('code_expired');
  });

  it('counts wrong tries per contact, so a new code does not reset them, and locks after 10', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    for (let i = 0; i < 3; i++) await submit({ email, code: 'AAAAAA' });
    await t.ageCodes(email);
    await login({ type: 'email', email });
    const code = await t.lastCode(email);
    await submit({ email, code: wrongCode(code) });
    expect((await submit({ email, code: wrongCode(code) })).json().code).toBe('code_attempts_exceeded');
    await t.ageCodes(email);
    await login({ type: 'email', email });
    const third = await t.lastCode(email);
    for (let i = 0; i < 4; i++) await submit({ email, code: wrongCode(third) });
    const locked = await submit({ email, code: wrongCode(third) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('contact_locked');
    expect(locked.json().details.retryAfterSeconds).toBeGreaterThan(200);
    await t.ageCodes(email);
    expect((await login({ type: 'email', email })).json().code).toBe('contact_locked');
  });

  it.each([
    ['no code', { email: 'a@b.co' }, 'body.code'],
    ['a 7-character code', { email: 'a@b.co', code: 'ABCDEFG' }, 'body.code'],
    ['look-alike letters', { email: 'a@b.co', code: 'O0I1L2' }, 'body.code'],
    ['neither e-mail nor phone', { code: 'ABCDEF' }, 'body.email'],
    ['both e-mail and phone', { email: 'a@b.co', phone: '+77011234567', code: 'ABCDEF' }, 'body.email'],
  ])('answers 400 for %s', async (_name, payload, path) => {
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { path: string }) => f.path)).toContain(path);
  });

  it('accepts a test credential’s 5-digit code without sending anything, and logs the use', async () => {
    const email = freshEmail();
    await t.db
      .insert(testCredentials)
      .values({ contact: email, code: '24680', expiresAt: new Date(Date.now() + 86_400_000) });
    expect((await login({ type: 'email', email })).statusCode).toBe(200);
    expect((await readOutbox(t.dataDir)).some((m) => m.to === email)).toBe(false);
    expect((await submit({ email, code: '13579' })).json().code).toBe('invalid_code');
    const res = await submit({ email, code: '24680' });
    expect(res.statusCode).toBe(200);
    const logged = await t.db.select().from(logs).where(eq(logs.action, 'use_test_credentials'));
    expect(logged.some((l) => (l.data as { contact?: string }).contact === email)).toBe(true);
  });

  it('counts a wrong 5-digit guess toward voiding the code like any other', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    const code = await t.lastCode(email);
    for (let i = 1; i <= 4; i++) await submit({ email, code: wrongCode(code) });
    expect((await submit({ email, code: '12345' })).json().code).toBe('code_attempts_exceeded');
    expect((await submit({ email, code })).json().code).toBe('code_expired');
  });

  it('checks at most 5 of 60 simultaneous wrong guesses against a code, and the right one after is refused', async () => {
    const email = freshEmail();
    await login({ type: 'email', email });
    const code = await t.lastCode(email);
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => submit({ email, code: wrongCode(code) })),
    );
    const counts: Record<string, number> = {};
    for (const reply of replies) counts[reply.json().code] = (counts[reply.json().code] ?? 0) + 1;
    // Only a guess compared with the code answers invalid_code or code_attempts_exceeded; the rest
    // found it void (code_expired) or the contact locked after 10 wrong tries.
    expect(counts).toEqual({
      invalid_code: 4,
      code_attempts_exceeded: 1,
      code_expired: 4,
      contact_locked: 51,
    });
    const right = await submit({ email, code });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('contact_locked');
  });

  it('answers a test credential’s contact like any other: a second code within 60 s is refused', async () => {
    const reviewer = freshEmail();
    await t.db
      .insert(testCredentials)
      .values({ contact: reviewer, code: '97531', expiresAt: new Date(Date.now() + 86_400_000) });
    const other = freshEmail();
    const replies = [];
    for (const email of [reviewer, other]) {
      const first = await login({ type: 'email', email });
      const second = await login({ type: 'email', email });
      const guess = await submit({ email, code: 'AAAAAA' });
      replies.push([
        first.statusCode,
        first.json(),
        second.statusCode,
        second.json().code,
        guess.json().code,
      ]);
    }
    expect(replies[0]).toEqual(replies[1]);
    expect(replies[0]?.slice(2)).toEqual([429, 'resend_too_soon', 'invalid_code']);
    // Still nothing is sent to the reviewer, and their fixed code still signs them in.
    expect((await readOutbox(t.dataDir)).some((m) => m.to === reviewer)).toBe(false);
    expect((await submit({ email: reviewer, code: '97531' })).statusCode).toBe(200);
  });

  it('refuses an expired test credential', async () => {
    const email = freshEmail();
    await t.db
      .insert(testCredentials)
      .values({ contact: email, code: '11223', expiresAt: new Date(Date.now() - 1000) });
    expect((await submit({ email, code: '11223' })).statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('ends the session at logout: the token answers 401 afterwards', async () => {
    const { auth } = await t.signIn(freshEmail());
    expect((await t.app.inject({ url: '/api/profile', headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth })).json()).toEqual({
      ok: true,
    });
    const after = await t.app.inject({ url: '/api/profile', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthenticated', message: 'Unauthenticated.' });
  });

  it('expires a session idle for 30 days', async () => {
    const { auth, user } = await t.signIn(freshEmail());
    await t.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 days' where user_id = ${user.id}`,
    );
    expect((await t.app.inject({ url: '/api/profile', headers: auth })).statusCode).toBe(401);
  });

  it('gives a new token at every login and stores only its hash', async () => {
    const email = freshEmail();
    const a = await t.signIn(email);
    await t.ageCodes(email);
    const b = await t.signIn(email);
    expect(a.token).not.toBe(b.token);
    const stored = await t.db.execute(sql`select token_hash from sessions where user_id = ${a.user.id}`);
    const hashes = (stored as unknown as { rows: { token_hash: string }[] }).rows.map((r) => r.token_hash);
    expect(hashes).toHaveLength(2);
    expect(hashes).not.toContain(a.token);
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await t.app.inject({
        url: '/api/profile',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('GET /availableMessagingTypes', () => {
  it('lists the channels that have a driver', async () => {
    const res = await t.app.inject({ url: '/api/availableMessagingTypes' });
    expect(res.json()).toEqual(['email', 'phone', 'whatsapp']);
  });

  it('leaves out a channel that is off and refuses to send through it', async () => {
    const other = await createTestApp({ SMS_DRIVER: 'off' });
    try {
      expect((await other.app.inject({ url: '/api/availableMessagingTypes' })).json()).toEqual([
        'email',
        'whatsapp',
      ]);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { type: 'phone', phone: '+77011112233' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('channel_unavailable');
    } finally {
      await other.close();
    }
  });
});
