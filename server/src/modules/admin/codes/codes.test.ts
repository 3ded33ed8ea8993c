import { CODE_LENGTH, type TActiveCode, type TActiveCodesResponse } from '@cleanops/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../../db/schema';
import { freshEmail, newOwner } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ensureSuperuser } from '../../users/accounts.service';

let t: TestApp;
let admin: { auth: Record<string, string>; id: string };
beforeAll(async () => {
  t = await createTestApp();
  const email = freshEmail('super');
  const user = await ensureSuperuser(t.db, { email });
  admin = { auth: (await t.signIn(email)).auth, id: user.id };
});
afterAll(async () => t.close());

let phones = 0;
const freshPhone = () => `+7701${String(Date.now() % 1_000_000).padStart(6, '0')}${++phones % 10}`;

async function requestCode(contact: string): Promise<string> {
  const body = contact.includes('@') ? { type: 'email', email: contact } : { type: 'phone', phone: contact };
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return t.lastCode(contact);
}

async function activeCodes(query = 'pageSize=100', headers = admin.auth) {
  return t.app.inject({ method: 'GET', url: `/api/admin/active-codes?${query}`, headers });
}
async function listed(query = 'pageSize=100'): Promise<{ body: string; page: TActiveCodesResponse }> {
  const res = await activeCodes(query);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, page: res.json() };
}
const of = (page: TActiveCodesResponse, contact: string): TActiveCode | undefined =>
  page.items.find((c) => c.contact === contact);

const viewLines = () =>
  t.db
    .select()
    .from(logs)
    .where(and(eq(logs.userId, admin.id), eq(logs.action, 'get_active_codes')));

describe('GET /admin/active-codes', () => {
  it('shows each live code with contact, channel and times, but never more than its last 2 characters', async () => {
    const email = freshEmail('code');
    const phone = freshPhone();
    const emailCode = await requestCode(email);
    const phoneCode = await requestCode(phone);
    const { body, page } = await listed();

    for (const [contact, code, channel] of [
      [email, emailCode, 'email'],
      [phone, phoneCode, 'phone'],
    ] as const) {
      const row = of(page, contact);
      expect(row).toMatchObject({ channel, purpose: 'login', wrongTries: 0 });
      expect(row!.maskedCode).toHaveLength(CODE_LENGTH);
      expect(row!.maskedCode).toBe(`••••${code.slice(-2)}`);
      expect(row!.maskedCode.replace(/•/g, '')).toHaveLength(2);
      // Valid 10 minutes (created by the database's clock, the expiry by the server's).
      expect(Math.abs(Date.parse(row!.expiresAt) - Date.parse(row!.createdAt) - 10 * 60_000)).toBeLessThan(
        2000,
      );
      // The real code from the outbox appears nowhere in the reply, nor its first 4 characters.
      expect(body).not.toContain(code);
      expect(body).not.toContain(code.slice(0, 4));
    }
  });

  it('counts wrong tries and drops codes that were used, replaced or have expired', async () => {
    const tried = freshEmail('tried');
    const code = await requestCode(tried);
    const wrong = code === '222222' ? '333333' : '222222';
    await t.app.inject({ method: 'POST', url: '/api/login/code', payload: { email: tried, code: wrong } });
    await t.app.inject({ method: 'POST', url: '/api/login/code', payload: { email: tried, code: wrong } });
    expect(of((await listed()).page, tried)?.wrongTries).toBe(2);

    const used = freshEmail('used');
    await t.signIn(used);
    const replaced = freshEmail('replaced');
    await requestCode(replaced);
    await t.ageCodes(replaced);
    const newer = await requestCode(replaced);
    const expired = freshEmail('expired');
    await requestCode(expired);
    await t.db.execute(
      sql`update login_codes set expires_at = now() - interval '1 second' where contact = ${expired}`,
    );

    const { page } = await listed();
    expect(of(page, used)).toBeUndefined();
    expect(of(page, expired)).toBeUndefined();
    expect(page.items.filter((c) => c.contact === replaced).map((c) => c.maskedCode)).toEqual([
      `••••${newer.slice(-2)}`,
    ]);
  });

  it("counts each code's own wrong tries: another contact's guesses and an earlier code's do not show", async () => {
    const quiet = freshEmail('quiet');
    const guessed = freshEmail('guessed');
    await requestCode(quiet);
    const first = await requestCode(guessed);
    const wrong = (code: string) => (code === '222222' ? '333333' : '222222');
    const guess = (email: string, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/login/code', payload: { email, code } });
    await guess(guessed, wrong(first));
    await guess(guessed, wrong(first));
    // A guess for a contact that was sent no code belongs to no code at all.
    await guess(freshEmail('nobody'), '222222');

    let { page } = await listed();
    expect(of(page, quiet)?.wrongTries).toBe(0);
    expect(of(page, guessed)?.wrongTries).toBe(2);

    // A new code starts at 0 on this screen, while the lockout still counts the contact's failures.
    await t.ageCodes(guessed);
    const second = await requestCode(guessed);
    await guess(guessed, wrong(second));
    ({ page } = await listed());
    expect(of(page, guessed)?.wrongTries).toBe(1);
    expect(of(page, quiet)?.wrongTries).toBe(0);
  });

  it('sorts by the visible code and by creation, both ways', async () => {
    for (let i = 0; i < 4; i++) await requestCode(freshEmail('sort'));
    const tails = (page: TActiveCodesResponse) => page.items.map((c) => c.maskedCode.slice(-2));
    const ascending = tails((await listed('sortBy=code&sortDir=asc&pageSize=100')).page);
    expect(ascending).toEqual([...ascending].sort());
    const descending = tails((await listed('sortBy=code&sortDir=desc&pageSize=100')).page);
    expect(descending).toEqual([...ascending].reverse());
    const created = (await listed('sortBy=createdAt&sortDir=asc&pageSize=100')).page.items.map(
      (c) => c.createdAt,
    );
    expect(created).toEqual([...created].sort());
  });

  it("shows one channel's codes when asked, as the dashboard's figure per channel opens them", async () => {
    const email = freshEmail('by-email');
    const phone = freshPhone();
    await requestCode(email);
    await requestCode(phone);
    const phones = (await listed('channel=phone&pageSize=100')).page;
    expect(phones.items.every((c) => c.channel === 'phone')).toBe(true);
    expect(of(phones, phone)).toBeDefined();
    expect(of(phones, email)).toBeUndefined();
    const emails = (await listed('channel=email&pageSize=100')).page;
    expect(of(emails, email)).toBeDefined();
    expect(emails.total + phones.total).toBeLessThanOrEqual((await listed()).page.total);
    const bad = await activeCodes('channel=pigeon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('query.channel');
  });

  it('logs who viewed which codes once per viewing, not once per 10-second refresh', async () => {
    await t.db.delete(logs).where(eq(logs.userId, admin.id));
    const contact = freshEmail('watched');
    await requestCode(contact);
    const first = await listed();
    await listed();
    await listed();
    let lines = await viewLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.ip).toBe('127.0.0.1');
    expect(lines[0]!.data).toMatchObject({
      contacts: expect.arrayContaining([contact]),
      total: first.page.total,
    });

    // A new code on the screen is a new viewing.
    const later = freshEmail('later');
    await requestCode(later);
    await listed();
    lines = await viewLines();
    expect(lines).toHaveLength(2);
    expect(lines.some((l) => (l.data as { contacts: string[] }).contacts.includes(later))).toBe(true);
  });

  it('answers 400 for an unknown sort field and 403 to a workspace owner', async () => {
    const bad = await activeCodes('sortBy=code_hash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].path).toBe('query.sortBy');
    const owner = await newOwner(t);
    expect((await activeCodes('', owner.auth)).statusCode).toBe(403);
  });
});
