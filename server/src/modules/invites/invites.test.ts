import { randomBytes, randomUUID } from 'node:crypto';
import type { TLanguage } from '@cleanops/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invites, logs, subscriptions, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newPlace, staffOf, workspaceOf } from '../files/files.fixtures';
import { DeliveryError } from '../messaging/messaging.types';
import { readOutbox } from '../messaging/outbox.driver';

const PUBLIC_URL = 'https://clean.example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

type Headers = Record<string, string>;
const hex = () => randomBytes(4).toString('hex');
const email = (label = 'person') => `${label}-${hex()}@example.com`;
/** A Kazakh mobile number nobody else in this file has. */
const phone = () => `+7701${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/** An owner with a name and a language, as they are after the fill-profile step. */
async function newOwner(name = 'Olga', surname = 'Owner', language: TLanguage = 'en') {
  const signed = await t.signIn(email('owner'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/profile',
    headers: signed.auth,
    payload: { name, surname, language },
  });
  expect(res.statusCode).toBe(200);
  const workspaceId = await workspaceOf(t.db, signed.user.id);
  return { ...signed, workspaceId, name, surname };
}

const invite = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/invite', headers, payload: payload as object });
const sentPending = (headers: Headers) => t.app.inject({ url: '/api/invite/pending', headers });
const received = (headers: Headers) => t.app.inject({ url: '/api/invite', headers });
const accept = (headers: Headers, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/invite/${id}`, headers });
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/invite/${id}`, headers });
const profile = async (headers: Headers) => (await t.app.inject({ url: '/api/profile', headers })).json();

/** Invites one contact and answers the new invite's id. */
async function inviteOne(headers: Headers, contact: { email: string } | { phone: string }, extra = {}) {
  const res = await invite(headers, { contacts: [contact], ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()[0].id as string;
}

const inviteRow = async (id: string) => (await t.db.select().from(invites).where(eq(invites.id, id)))[0]!;
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const invitationsTo = async (contact: string) =>
  (await readOutbox(t.dataDir)).filter((m) => m.to === contact && m.code === null);

describe('POST /invite', () => {
  it('invites an e-mail and a phone, normalised, and sends each an invitation in the inviter’s language', async () => {
    const owner = await newOwner('Olga', 'Ivanova', 'en');
    const { locationId } = await newPlace(t.db, owner.workspaceId);
    const mail = email('anna');
    const digits = phone();
    const spaced = `${digits.slice(0, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;

    const res = await invite(owner.auth, {
      contacts: [{ email: `  ${mail.toUpperCase()} ` }, { phone: spaced }],
      locationId,
      role: 'manager',
    });

    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual([
      expect.objectContaining({
        contact: mail,
        channel: 'email',
        role: 'manager',
        status: 'pending',
        location: { id: locationId, title: 'Flat 7' },
        inviter: { id: owner.user.id, name: 'Olga', surname: 'Ivanova' },
      }),
      expect.objectContaining({ contact: digits, channel: 'phone', role: 'manager', status: 'pending' }),
    ]);

    const [toMail] = await invitationsTo(mail);
    expect(toMail).toMatchObject({ channel: 'email', kind: 'invite', code: null });
    expect(toMail!.subject).toBe('Invitation to work in CleanOps');
    expect(toMail!.text).toBe(
      `Olga Ivanova invites you to work with them in CleanOps as a manager at Flat 7. Sign in at ${PUBLIC_URL} with this e-mail to accept.`,
    );
    const [toPhone] = await invitationsTo(digits);
    expect(toPhone).toMatchObject({ channel: 'phone', kind: 'invite' });
    expect(toPhone!.text).toContain('with this phone number to accept.');

    const [logged] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'create_invite'), eq(logs.userId, owner.user.id)));
    expect(logged!.data).toMatchObject({
      workspaceId: owner.workspaceId,
      inviteIds: body.map((i: { id: string }) => i.id),
    });
  });

  it('writes the message in Russian, Kazakh or Spanish when that is the inviter’s language, as an employee by default', async () => {
    const expected: Record<Exclude<TLanguage, 'en'>, RegExp> = {
      ru: /^Ольга Иванова приглашает вас работать вместе в CleanOps, ваша роль: сотрудник\. .*https:\/\/clean\.example\.com с этим адресом e-mail\.$/,
      kk: /^Ольга Иванова сізді CleanOps жүйесінде .* рөліңіз: қызметкер\. .*https:\/\/clean\.example\.com сайтына осы электрондық пошта арқылы кіріңіз\.$/,
      es: /^Ольга Иванова te invita a trabajar en su equipo en CleanOps como empleado\. Para aceptar, inicia sesión en https:\/\/clean\.example\.com con este correo electrónico\.$/,
    };
    for (const [language, text] of Object.entries(expected)) {
      const owner = await newOwner('Ольга', 'Иванова', language as TLanguage);
      const mail = email(language);
      const res = await invite(owner.auth, { contacts: [{ email: mail }] });
      expect(res.json()[0]).toMatchObject({ role: 'cleaner', location: null });
      const [message] = await invitationsTo(mail);
      expect(message!.text).toMatch(text);
    }
  });

  it('sends to a phone by WhatsApp when SMS is not configured', async () => {
    vi.spyOn(t.app.messaging, 'available').mockReturnValue(['email', 'whatsapp']);
    const owner = await newOwner();
    const number = phone();
    await inviteOne(owner.auth, { phone: number });
    expect(await invitationsTo(number)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', kind: 'invite' }),
    ]);
  });

  it('keeps the invite when its message cannot be delivered', async () => {
    vi.spyOn(t.app.messaging, 'sendNotice').mockRejectedValue(new DeliveryError('email', 'SMTP is down'));
    const owner = await newOwner();
    const mail = email('undelivered');
    const id = await inviteOne(owner.auth, { email: mail });
    expect(await invitationsTo(mail)).toEqual([]);
    expect((await sentPending(owner.auth)).json().map((i: { id: string }) => i.id)).toContain(id);
  });

  it('reports yourself, a repeat and an existing employee, all at once, on the contacts concerned', async () => {
    const owner = await newOwner();
    const me = await userRow(owner.user.id);
    const myPhone = phone();
    const myWhatsapp = phone();
    await t.db.update(users).set({ phone: myPhone, whatsapp: myWhatsapp }).where(eq(users.id, me.id));
    const employee = await staffOf(t, owner.workspaceId, 'cleaner');
    const employeeEmail = (await userRow(employee.user.id)).email!;
    const fresh = email('fresh');

    const res = await invite(owner.auth, {
      contacts: [
        { email: me.email!.toUpperCase() },
        { phone: myPhone },
        { phone: myWhatsapp },
        { email: fresh },
        { email: ` ${fresh.toUpperCase()}` },
        { email: employeeEmail },
      ],
    });

    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details.fields).toEqual([
      { path: 'body.contacts.0.email', message: 'You cannot invite yourself.' },
      { path: 'body.contacts.1.phone', message: 'You cannot invite yourself.' },
      { path: 'body.contacts.2.phone', message: 'You cannot invite yourself.' },
      { path: 'body.contacts.4.email', message: 'Already in the list.' },
      { path: 'body.contacts.5.email', message: 'This person already works in your team.' },
    ]);
    // Nothing was sent or written: the valid contact waits for the list to be fixed.
    expect((await sentPending(owner.auth)).json()).toEqual([]);
    expect(await invitationsTo(fresh)).toEqual([]);
  });

  it('counts the owner as an employee when an admin invites them, and says so in the request’s language', async () => {
    const owner = await newOwner();
    const admin = await staffOf(t, owner.workspaceId, 'admin');
    const ownerEmail = (await userRow(owner.user.id)).email!;
    const res = t.app.inject({
      method: 'POST',
      url: '/api/invite',
      headers: { ...admin.auth, 'accept-language': 'ru' },
      payload: { contacts: [{ email: ownerEmail }] },
    });
    expect((await res).json().details.fields).toEqual([
      { path: 'body.contacts.0.email', message: 'Этот человек уже работает у вас.' },
    ]);
  });

  it('refuses an empty list, an unknown field and a malformed contact with 400', async () => {
    const owner = await newOwner();
    const empty = await invite(owner.auth, { contacts: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.fields).toEqual([
      { path: 'body.contacts', message: 'Add at least one e-mail or phone to send invitations.' },
    ]);
    for (const payload of [
      {},
      { contacts: [{ email: 'not-an-email' }] },
      { contacts: [{ phone: '12' }] },
      { contacts: [{ email: email(), phone: phone() }] },
      { contacts: [{ email: email() }], role: 'owner' },
      { contacts: [{ email: email() }], locationId: 'nope' },
    ]) {
      const res = await invite(owner.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 404 for a location that is not this workspace’s', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const { locationId } = await newPlace(t.db, other.workspaceId);
    for (const id of [locationId, randomUUID()]) {
      const res = await invite(owner.auth, { contacts: [{ email: email() }], locationId: id });
      expect(res.statusCode).toBe(404);
    }
    expect((await sentPending(owner.auth)).json()).toEqual([]);
  });

  it('lets only the owner invite an admin; admins and managers invite managers and cleaners', async () => {
    const owner = await newOwner();
    const admin = await staffOf(t, owner.workspaceId, 'admin');
    const manager = await staffOf(t, owner.workspaceId, 'manager');
    expect((await invite(owner.auth, { contacts: [{ email: email() }], role: 'admin' })).statusCode).toBe(
      201,
    );
    for (const who of [admin, manager]) {
      const refused = await invite(who.auth, { contacts: [{ email: email() }], role: 'admin' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'forbidden',
        message: 'Only the owner can invite administrators.',
      });
      for (const role of ['manager', 'cleaner']) {
        expect((await invite(who.auth, { contacts: [{ email: email() }], role })).statusCode).toBe(201);
      }
    }
  });

  it('is refused to a cleaner, whose pending list is refused too', async () => {
    const owner = await newOwner();
    const cleaner = await staffOf(t, owner.workspaceId, 'cleaner');
    expect((await invite(cleaner.auth, { contacts: [{ email: email() }] })).statusCode).toBe(403);
    expect((await sentPending(cleaner.auth)).statusCode).toBe(403);
  });

  it('is refused with 402 when the subscription has expired', async () => {
    const owner = await newOwner();
    await t.db
      .update(subscriptions)
      .set({ endsAt: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.workspaceId, owner.workspaceId));
    const res = await invite(owner.auth, { contacts: [{ email: email() }] });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('subscription_expired');
  });

  it('replaces a pending invite to the same contact, so the addressee sees only the newest', async () => {
    const owner = await newOwner();
    const mail = email('twice');
    const first = await inviteOne(owner.auth, { email: mail }, { role: 'cleaner' });
    const second = await inviteOne(owner.auth, { email: mail }, { role: 'manager' });
    expect((await inviteRow(first)).status).toBe('cancelled');
    expect((await sentPending(owner.auth)).json().map((i: { id: string }) => i.id)).toEqual([second]);

    const addressee = await t.signIn(mail);
    expect((await received(addressee.auth)).json()).toEqual([
      expect.objectContaining({ id: second, role: 'manager' }),
    ]);
  });

  it('keeps another workspace’s invite to the same contact', async () => {
    const a = await newOwner();
    const b = await newOwner();
    const mail = email('shared');
    const fromA = await inviteOne(a.auth, { email: mail });
    await inviteOne(b.auth, { email: mail });
    expect((await inviteRow(fromA)).status).toBe('pending');
  });
});

describe('GET /invite/pending', () => {
  it('lists this workspace’s pending invites newest first, with location and inviter, and never another’s', async () => {
    const owner = await newOwner('Olga', 'Owner');
    const manager = await staffOf(t, owner.workspaceId, 'manager');
    await t.db.update(users).set({ name: 'Mark', surname: 'Manager' }).where(eq(users.id, manager.user.id));
    const { locationId } = await newPlace(t.db, owner.workspaceId);
    const older = await inviteOne(owner.auth, { email: email() }, { locationId });
    const newer = await inviteOne(manager.auth, { phone: phone() });
    const answered = await inviteOne(owner.auth, { email: email() });
    await remove(owner.auth, answered);

    const other = await newOwner();
    await inviteOne(other.auth, { email: email() });

    const res = await sentPending(manager.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: newer,
        channel: 'phone',
        location: null,
        inviter: { id: manager.user.id, name: 'Mark', surname: 'Manager' },
      }),
      expect.objectContaining({
        id: older,
        channel: 'email',
        location: { id: locationId, title: 'Flat 7' },
        inviter: { id: owner.user.id, name: 'Olga', surname: 'Owner' },
      }),
    ]);
    expect((await sentPending(other.auth)).json()).toHaveLength(1);
  });
});

describe('an invite to a contact with no account yet', () => {
  it('waits for them: they sign up as staff without a role, see it in the bell, accept and join', async () => {
    const owner = await newOwner('Olga', 'Owner');
    const { locationId } = await newPlace(t.db, owner.workspaceId);
    const mail = email('newcomer');
    const id = await inviteOne(owner.auth, { email: mail }, { locationId });

    const newcomer = await t.signIn(mail);
    const before = await profile(newcomer.auth);
    expect(before.user).toMatchObject({ type: 'staff', role: null, workspaceId: null });
    expect(before.rights).toContain('get_invites');

    expect((await received(newcomer.auth)).json()).toEqual([
      {
        id,
        status: 'pending',
        role: 'cleaner',
        createdAt: expect.any(String),
        inviter: { name: 'Olga', surname: 'Owner', email: (await userRow(owner.user.id)).email },
        location: { id: locationId, title: 'Flat 7' },
      },
    ]);

    const res = await accept(newcomer.auth, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ workspaceId: owner.workspaceId, role: 'cleaner' });

    const after = await profile(newcomer.auth);
    expect(after.user).toMatchObject({
      type: 'staff',
      role: 'cleaner',
      level: 'regular',
      workspaceId: owner.workspaceId,
    });
    expect((await userRow(newcomer.user.id)).joinedAt).not.toBeNull();
    expect(await inviteRow(id)).toMatchObject({ status: 'accepted', respondedAt: expect.any(Date) });
    expect((await received(newcomer.auth)).json()).toEqual([]);
    expect((await sentPending(owner.auth)).json()).toEqual([]);
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'accept_invite'), eq(logs.userId, newcomer.user.id)));
    expect(logged).toHaveLength(1);
  });

  it('reaches a user by their WhatsApp number too', async () => {
    const owner = await newOwner();
    const someone = await t.signIn(email('wa'));
    const number = phone();
    await t.db
      .update(users)
      .set({ type: 'staff', workspaceId: null, whatsapp: number })
      .where(eq(users.id, someone.user.id));
    const id = await inviteOne(owner.auth, { phone: number });
    expect((await received(someone.auth)).json().map((i: { id: string }) => i.id)).toEqual([id]);
    expect((await accept(someone.auth, id)).statusCode).toBe(200);
  });
});

describe('POST /invite/{id}', () => {
  it('answers 404 for an invite addressed to someone else, also to its own inviter, and for an unknown id', async () => {
    const owner = await newOwner();
    const id = await inviteOne(owner.auth, { email: email() });
    const stranger = await t.signIn(email('stranger'));
    expect((await accept(stranger.auth, id)).statusCode).toBe(404);
    expect((await accept(owner.auth, id)).statusCode).toBe(404);
    expect((await accept(stranger.auth, randomUUID())).statusCode).toBe(404);
    expect((await accept(stranger.auth, 'not-a-uuid')).statusCode).toBe(400);
    expect((await inviteRow(id)).status).toBe('pending');
  });

  it('refuses staff of another workspace until they leave it, and keeps the invite pending', async () => {
    const first = await newOwner();
    const second = await newOwner();
    const worker = await staffOf(t, first.workspaceId, 'cleaner');
    const workerEmail = (await userRow(worker.user.id)).email!;
    const id = await inviteOne(second.auth, { email: workerEmail });
    expect((await received(worker.auth)).json().map((i: { id: string }) => i.id)).toEqual([id]);

    const res = await accept(worker.auth, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'already_employed',
      message: 'You already work for another owner. Leave that workspace before accepting this invitation.',
    });
    expect(await userRow(worker.user.id)).toMatchObject({ workspaceId: first.workspaceId, role: 'cleaner' });
    expect((await inviteRow(id)).status).toBe('pending');

    // Declined by the first owner (workspace cleared), the worker may accept.
    await t.db.update(users).set({ workspaceId: null, role: null }).where(eq(users.id, worker.user.id));
    expect((await accept(worker.auth, id)).json()).toEqual({
      workspaceId: second.workspaceId,
      role: 'cleaner',
    });
  });

  it('lets an invited owner see the invite but not accept it, saying why', async () => {
    const inviter = await newOwner();
    const invited = await newOwner();
    const invitedEmail = (await userRow(invited.user.id)).email!;
    const id = await inviteOne(inviter.auth, { email: invitedEmail });
    expect((await received(invited.auth)).json().map((i: { id: string }) => i.id)).toEqual([id]);
    const res = await accept(invited.auth, id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'already_employed',
      message: 'You own a workspace, so you cannot join another one as an employee.',
    });
    expect(await userRow(invited.user.id)).toMatchObject({ type: 'owner', workspaceId: invited.workspaceId });
  });

  it('answers 409 for an invite that is no longer pending', async () => {
    const owner = await newOwner();
    const mail = email();
    const id = await inviteOne(owner.auth, { email: mail });
    const addressee = await t.signIn(mail);
    expect((await accept(addressee.auth, id)).statusCode).toBe(200);
    const again = await accept(addressee.auth, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invite_not_pending');
  });

  it('makes a second invite of the same workspace change the role, keeping level and start date', async () => {
    const owner = await newOwner();
    const mail = email();
    const first = await inviteOne(owner.auth, { email: mail });
    const addressee = await t.signIn(mail);
    await accept(addressee.auth, first);
    await t.db.update(users).set({ level: 'head' }).where(eq(users.id, addressee.user.id));
    const joined = (await userRow(addressee.user.id)).joinedAt;
    // Invited before they joined (an employee cannot be invited again), accepted after.
    const second = await t.db
      .insert(invites)
      .values({ workspaceId: owner.workspaceId, inviterId: owner.user.id, contact: mail, role: 'manager' })
      .returning();
    expect((await accept(addressee.auth, second[0]!.id)).json()).toEqual({
      workspaceId: owner.workspaceId,
      role: 'manager',
    });
    expect(await userRow(addressee.user.id)).toMatchObject({
      role: 'manager',
      level: 'head',
      joinedAt: joined,
    });
  });
});

describe('DELETE /invite/{id}', () => {
  it('lets the addressee reject an invite, which leaves the bell and the pending list', async () => {
    const owner = await newOwner();
    const mail = email();
    const id = await inviteOne(owner.auth, { email: mail });
    const addressee = await t.signIn(mail);
    expect((await remove(addressee.auth, id)).statusCode).toBe(204);
    expect((await inviteRow(id)).status).toBe('rejected');
    expect((await received(addressee.auth)).json()).toEqual([]);
    expect((await sentPending(owner.auth)).json()).toEqual([]);
    expect((await accept(addressee.auth, id)).statusCode).toBe(409);
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'reject_invite'), eq(logs.userId, addressee.user.id)));
    expect(logged).toHaveLength(1);
  });

  it('lets the owner, an admin or a manager of the workspace cancel a pending invite', async () => {
    const owner = await newOwner();
    const admin = await staffOf(t, owner.workspaceId, 'admin');
    const manager = await staffOf(t, owner.workspaceId, 'manager');
    for (const who of [owner, admin, manager]) {
      const mail = email();
      const id = await inviteOne(owner.auth, { email: mail });
      expect((await remove(who.auth, id)).statusCode).toBe(204);
      expect((await inviteRow(id)).status).toBe('cancelled');
      const again = await remove(who.auth, id);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('invite_not_pending');
      // The addressee, signing up later, finds nothing waiting and becomes an owner.
      const addressee = await t.signIn(mail);
      expect((await profile(addressee.auth)).user.type).toBe('owner');
    }
    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'cancel_invite'), eq(logs.userId, manager.user.id)));
    expect(logged).toHaveLength(1);
  });

  it('answers 404 to a cleaner of the workspace and to anyone of another workspace', async () => {
    const owner = await newOwner();
    const cleaner = await staffOf(t, owner.workspaceId, 'cleaner');
    const other = await newOwner();
    const otherAdmin = await staffOf(t, other.workspaceId, 'admin');
    const id = await inviteOne(owner.auth, { email: email() });
    for (const who of [cleaner, other, otherAdmin]) {
      expect((await remove(who.auth, id)).statusCode).toBe(404);
      expect((await accept(who.auth, id)).statusCode).toBe(404);
    }
    expect((await remove(other.auth, randomUUID())).statusCode).toBe(404);
    expect((await inviteRow(id)).status).toBe('pending');
    // Even once answered, another workspace learns nothing: still 404, not 409.
    await remove(owner.auth, id);
    expect((await remove(other.auth, id)).statusCode).toBe(404);
  });
});

describe('at the same moment', () => {
  it('lets one of two accepts of one invite win; the other gets 409 and the user is employed once', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await newOwner();
      const mail = email('twotabs');
      const id = await inviteOne(owner.auth, { email: mail }, { role: 'manager' });
      const addressee = await t.signIn(mail);
      const replies = await Promise.all([accept(addressee.auth, id), accept(addressee.auth, id)]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.statusCode === 409)!.json().code).toBe('invite_not_pending');
      expect(await userRow(addressee.user.id)).toMatchObject({
        type: 'staff',
        role: 'manager',
        workspaceId: owner.workspaceId,
      });
      const accepted = await t.db
        .select()
        .from(logs)
        .where(and(eq(logs.action, 'accept_invite'), eq(logs.userId, addressee.user.id)));
      expect(accepted).toHaveLength(1);
    }
  });

  it('lets one of two workspaces’ invites win when both are accepted at once', async () => {
    const a = await newOwner();
    const b = await newOwner();
    const mail = email('both');
    const fromA = await inviteOne(a.auth, { email: mail });
    const fromB = await inviteOne(b.auth, { email: mail });
    const addressee = await t.signIn(mail);
    const replies = await Promise.all([accept(addressee.auth, fromA), accept(addressee.auth, fromB)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((r) => r.statusCode === 200)!.json().workspaceId;
    expect((await userRow(addressee.user.id)).workspaceId).toBe(winner);
    const statuses = [(await inviteRow(fromA)).status, (await inviteRow(fromB)).status].sort();
    expect(statuses).toEqual(['accepted', 'pending']);
  });

  it('never makes an employee of a cancelled invite when accept and cancel race, whichever starts first', async () => {
    for (let round = 0; round < 6; round++) {
      const owner = await newOwner();
      const mail = email('race');
      const id = await inviteOne(owner.auth, { email: mail });
      const addressee = await t.signIn(mail);
      const [accepted, cancelled] =
        round % 2 === 0
          ? await Promise.all([accept(addressee.auth, id), remove(owner.auth, id)])
          : await Promise.all([remove(owner.auth, id), accept(addressee.auth, id)]).then(([c, a]) => [a, c]);
      const status = (await inviteRow(id)).status;
      const user = await userRow(addressee.user.id);
      if (accepted!.statusCode === 200) {
        expect(cancelled!.statusCode).toBe(409);
        expect(status).toBe('accepted');
        expect(user).toMatchObject({ type: 'staff', role: 'cleaner', workspaceId: owner.workspaceId });
      } else {
        expect(accepted!.statusCode).toBe(409);
        expect(accepted!.json().code).toBe('invite_not_pending');
        expect(cancelled!.statusCode).toBe(204);
        expect(status).toBe('cancelled');
        expect(user).toMatchObject({ role: null, workspaceId: null });
      }
    }
  });

  it('answers 409 to a cancel that comes after the accept', async () => {
    const owner = await newOwner();
    const mail = email();
    const id = await inviteOne(owner.auth, { email: mail });
    const addressee = await t.signIn(mail);
    expect((await accept(addressee.auth, id)).statusCode).toBe(200);
    expect((await remove(owner.auth, id)).statusCode).toBe(409);
    expect((await inviteRow(id)).status).toBe('accepted');
  });
});
