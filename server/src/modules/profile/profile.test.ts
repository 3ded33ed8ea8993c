import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invites, teamMembers, teams, users, workspaces } from '../../db/schema';
import { newEmployee, newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureSuperuser } from '../users/accounts.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let n = 0;
const freshEmail = () => `p${++n}-${Date.now()}@example.com`;
const get = (headers: Record<string, string>) => t.app.inject({ url: '/api/profile', headers });
const post = (headers: Record<string, string>, payload: unknown, url = '/api/profile') =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('GET /profile', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });

  it('gives an owner every product right, the menu and a 14-day trial', async () => {
    const { auth } = await t.signIn(freshEmail());
    const body = (await get(auth)).json();
    expect(body.rights).toEqual(
      expect.arrayContaining(['create_location', 'delete_location', 'update_employee', 'get_analytics']),
    );
    expect(body.rights).not.toContain('get_logs');
    expect(body.menuEnabled).toBe(true);
    const days = (Date.parse(body.subscription.endsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('gives a superuser only the internal admin rights, and creating one twice changes nothing', async () => {
    const email = freshEmail();
    const first = await ensureSuperuser(t.db, { email });
    const second = await ensureSuperuser(t.db, { email });
    expect(second.id).toBe(first.id);
    const { auth } = await t.signIn(email);
    const body = (await get(auth)).json();
    expect(body.user.type).toBe('super');
    expect(body.rights).toEqual(expect.arrayContaining(['get_test_credentials', 'get_users', 'get_logs']));
    expect(body.rights).not.toContain('get_locations');
    expect(body.subscription).toBeNull();
  });
});

describe('POST /profile', () => {
  it('saves name, surname, language and time zone', async () => {
    const { auth } = await t.signIn(freshEmail());
    const res = await post(auth, {
      name: 'Әсел',
      surname: "O'Neil-Smith",
      language: 'kk',
      timezone: 'Asia/Almaty',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Әсел',
      surname: "O'Neil-Smith",
      language: 'kk',
      timezone: 'Asia/Almaty',
    });
    expect((await get(auth)).json().user.name).toBe('Әсел');
  });

  it.each([
    ['a name with digits', { name: 'R2D2' }, 'body.name', 'Invalid name.'],
    ['a one-letter surname', { surname: 'X' }, 'body.surname', 'Minimum 2 characters.'],
    ['a name of 51 letters', { name: 'A'.repeat(51) }, 'body.name', 'Maximum 50 characters.'],
    ['an unknown language', { language: 'de' }, 'body.language', 'Invalid value.'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'body.timezone', 'Unknown time zone.'],
    ['a string for availability', { available: 'yes' }, 'body.available', 'Wrong type of value.'],
    ['a malformed date', { unavailableDate: 'tomorrow' }, 'body.unavailableDate', 'Invalid format.'],
    ['an unknown field', { type: 'super' }, 'body', 'Unknown field.'],
  ])('answers 400 for %s and changes nothing', async (_name, payload, path, message) => {
    const { auth } = await t.signIn(freshEmail());
    const res = await post(auth, {
      ...payload,
      surname: (payload as { surname?: string }).surname ?? 'Valid',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toContainEqual({ path, message });
    expect((await get(auth)).json().user.surname).toBeNull();
  });

  it('switching availability off sets the date seven days ahead; on clears it', async () => {
    const { auth } = await t.signIn(freshEmail());
    const off = (await post(auth, { available: false })).json().user;
    expect(off.available).toBe(false);
    const days = (Date.parse(off.unavailableDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await post(auth, { unavailableDate: later })).json().user.unavailableDate).toBe(later);
    const on = (await post(auth, { available: true })).json().user;
    expect(on).toMatchObject({ available: true, unavailableDate: null });
  });

  it('refuses an unavailable-until date in the past', async () => {
    const { auth } = await t.signIn(freshEmail());
    const res = await post(auth, { unavailableDate: new Date(Date.now() - 60_000).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('body.unavailableDate');
  });
});

describe('changing a contact', () => {
  it('sends a code to the new e-mail, verifies it, and ends the other sessions', async () => {
    const email = freshEmail();
    const phone = '+77017770001';
    const a = await t.signIn(phone);
    await t.ageCodes(phone);
    const b = await t.signIn(phone);
    const sent = await post(a.auth, { email }, '/api/profile/change/email');
    expect(sent.json()).toMatchObject({ sent: true, channel: 'email' });
    const wrong = await post(a.auth, { email, code: 'ZZZZZZ' }, '/api/profile/change/email/verify');
    expect(wrong.json().code).toBe('invalid_code');
    const ok = await post(
      a.auth,
      { email, code: await t.lastCode(email) },
      '/api/profile/change/email/verify',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ email, emailVerified: true, phone });
    expect((await get(a.auth)).statusCode).toBe(200);
    expect((await get(b.auth)).statusCode).toBe(401);
  });

  it('does not let a login code stand in for a change code', async () => {
    const { auth } = await t.signIn(freshEmail());
    const other = freshEmail();
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'email', email: other } });
    const res = await post(
      auth,
      { email: other, code: await t.lastCode(other) },
      '/api/profile/change/email/verify',
    );
    expect(res.statusCode).toBe(400);
  });

  it('answers the same for a contact another account uses and refuses it only at verification', async () => {
    const taken = freshEmail();
    const holder = await t.signIn(taken);
    await t.ageCodes(taken);
    const { auth } = await t.signIn(freshEmail());
    const free = freshEmail();
    const replies = await Promise.all(
      [taken, free].map((email) => post(auth, { email }, '/api/profile/change/email')),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0]?.json()).toEqual(replies[1]?.json());
    // A second request within 60 s is refused alike, too.
    const again = await Promise.all(
      [taken, free].map((email) => post(auth, { email }, '/api/profile/change/email')),
    );
    expect(again.map((r) => r.json().code)).toEqual(['resend_too_soon', 'resend_too_soon']);
    const res = await post(
      auth,
      { email: taken, code: await t.lastCode(taken) },
      '/api/profile/change/email/verify',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('contact_taken');
    expect((await get(holder.auth)).json().user.email).toBe(taken);
  });

  it('answers the same for a phone another account uses', async () => {
    const taken = '+77017770002';
    await t.signIn(taken);
    await t.ageCodes(taken);
    const { auth } = await t.signIn(freshEmail());
    const replies = await Promise.all(
      [taken, '+77017770003'].map((phone) => post(auth, { phone }, '/api/profile/change/phone')),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(replies[0]?.json()).toEqual(replies[1]?.json());
    const res = await post(
      auth,
      { phone: taken, code: await t.lastCode(taken) },
      '/api/profile/change/phone/verify',
    );
    expect(res.json().code).toBe('contact_taken');
  });

  it('adds a phone by SMS and a WhatsApp number by WhatsApp', async () => {
    const { auth } = await t.signIn(freshEmail());
    const phone = '+79161234567';
    await post(auth, { phone }, '/api/profile/change/phone');
    const sms = await post(
      auth,
      { phone, code: await t.lastCode(phone) },
      '/api/profile/change/phone/verify',
    );
    expect(sms.json().user).toMatchObject({ phone, phoneVerified: true });
    const wa = '+34600111222';
    expect((await post(auth, { phone: wa }, '/api/profile/change/whatsapp')).json().channel).toBe('whatsapp');
    const res = await post(
      auth,
      { phone: wa, code: await t.lastCode(wa) },
      '/api/profile/change/whatsapp/verify',
    );
    expect(res.json().user).toMatchObject({ whatsapp: wa, whatsappVerified: true });
  });

  const longEmail = `${'a'.repeat(300)}@example.com`;
  it.each([
    ['/email', {}, 'body.email'],
    ['/email', { email: longEmail }, 'body.email'],
    ['/email', { email: ['a@b.co'] }, 'body.email'],
    ['/phone', { phone: 77011234567 }, 'body.phone'],
    ['/whatsapp', { phone: '+7'.padEnd(40, '1') }, 'body.phone'],
    ['/email/verify', { email: 'a@b.co' }, 'body.code'],
    ['/email/verify', { email: 'a@b.co', code: 'X'.repeat(100) }, 'body.code'],
    ['/phone/verify', { code: 'ABCDEF' }, 'body.phone'],
    ['/whatsapp/verify', { phone: '+77011234567', code: 123456 }, 'body.code'],
  ])('answers 400 with the field for POST /profile/change%s %j', async (suffix, payload, path) => {
    const { auth } = await t.signIn(freshEmail());
    const res = await post(auth, payload, `/api/profile/change${suffix}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.map((f: { path: string }) => f.path)).toContain(path);
  });

  it('answers 400 for a malformed new contact', async () => {
    const { auth } = await t.signIn(freshEmail());
    const res = await post(auth, { phone: '12' }, '/api/profile/change/phone');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields[0].path).toBe('body.phone');
  });
});

describe('DELETE /profile', () => {
  it('deletes an owner with their workspace and ends the session; the contact can start afresh', async () => {
    const email = freshEmail();
    const { auth, user } = await t.signIn(email);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: auth });
    expect(res.statusCode).toBe(204);
    expect((await get(auth)).statusCode).toBe(401);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.id, row!.workspaceId!))).toHaveLength(0);
    await t.ageCodes(email);
    const again = await t.signIn(email);
    expect(again.user.id).not.toBe(user.id);
  });

  it('anonymises a staff member and keeps the row for their past work', async () => {
    const owner = await t.signIn(freshEmail());
    const [o] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    const email = freshEmail();
    await t.db.insert(invites).values({ workspaceId: o!.workspaceId!, contact: email });
    const staff = await t.signIn(email);
    await post(staff.auth, { name: 'Sam', surname: 'Staff' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: staff.auth })).statusCode,
    ).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.user.id));
    expect(row).toMatchObject({ name: null, surname: null, email: null });
    expect(row!.deletedAt).not.toBeNull();
    expect((await get(staff.auth)).statusCode).toBe(401);
  });

  it('takes a deleted staff member out of their team, as member and as head', async () => {
    const owner = await newOwner(t);
    const staff = await newEmployee(t, owner.workspaceId, 'cleaner');
    const [membership] = await t.db.select().from(teamMembers).where(eq(teamMembers.userId, staff.id));
    await t.db.update(teams).set({ headId: staff.id }).where(eq(teams.id, membership!.teamId));
    const stays = await newStaff(t, owner.workspaceId, 'cleaner');
    await t.db.insert(teamMembers).values({ teamId: membership!.teamId, userId: stays.id });

    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: staff.auth })).statusCode,
    ).toBe(204);
    const team = await t.app.inject({ url: `/api/teams/${membership!.teamId}`, headers: owner.auth });
    expect(team.statusCode).toBe(200);
    expect(team.json().members.map((m: { id: string }) => m.id)).toEqual([stays.id]);
    expect(team.json().head).toBeNull();
  });
});

describe('DELETE /profile of a superuser', () => {
  // Its own app: the platform's superusers are counted, and the other tests make some.
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  });
  afterAll(async () => own.close());

  it('lets a superuser go while another remains, and refuses the last one with the reason in their language', async () => {
    const first = freshEmail();
    const last = freshEmail();
    await ensureSuperuser(own.db, { email: first });
    const lastRow = await ensureSuperuser(own.db, { email: last });
    const a = await own.signIn(first);
    const b = await own.signIn(last);
    const remove = (headers: Record<string, string>) =>
      own.app.inject({ method: 'DELETE', url: '/api/profile', headers });

    expect((await remove(a.auth)).statusCode).toBe(204);
    const refused = await remove({ ...b.auth, 'accept-language': 'ru' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'last_superuser',
      message: expect.stringContaining('единственный суперпользователь'),
    });
    // Nothing went: the account and its session still work.
    const [row] = await own.db.select().from(users).where(eq(users.id, lastRow.id));
    expect(row).toMatchObject({ type: 'super', email: last });
    expect((await own.app.inject({ url: '/api/profile', headers: b.auth })).statusCode).toBe(200);
  });
});

describe('GET /invite', () => {
  it('lists the pending invites addressed to me with who sent them', async () => {
    const owner = await t.signIn(freshEmail());
    await post(owner.auth, { name: 'Olga', surname: 'Owner' });
    const [o] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    const email = freshEmail();
    await t.db
      .insert(invites)
      .values({ workspaceId: o!.workspaceId!, inviterId: o!.id, contact: email, role: 'manager' });
    const staff = await t.signIn(email);
    const res = await t.app.inject({ url: '/api/invite', headers: staff.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        status: 'pending',
        role: 'manager',
        inviter: { name: 'Olga', surname: 'Owner', email: o!.email },
      }),
    ]);
  });

  it('is refused to a superuser, who has no get_invites right', async () => {
    const email = freshEmail();
    await ensureSuperuser(t.db, { email });
    const { auth } = await t.signIn(email);
    expect((await t.app.inject({ url: '/api/invite', headers: auth })).statusCode).toBe(403);
  });
});
