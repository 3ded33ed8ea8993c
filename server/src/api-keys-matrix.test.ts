import {
  apiKeyGrantableRights,
  approvedSubject,
  type RightsSubject,
  rightsFor,
  type TRight,
} from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { newEmployee, newOwner } from './test/factories';
import { callRoute } from './test/route-walk';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * The rights matrix for API keys (docs/integrations.md): every route of the app's route table,
 * reached with keys of several right sets. A key is allowed exactly the routes whose right it holds
 * and its creator still holds, refused (403) the calls only a person makes, and a revoked key is a
 * 401 everywhere. Generated from the same route table as rights-matrix.test.ts.
 */
let t: TestApp;
const OWNER: RightsSubject = { type: 'owner', role: null, level: 'regular' };
const ADMIN: RightsSubject = { type: 'staff', role: 'admin', level: 'regular' };
const MANAGER: RightsSubject = { type: 'staff', role: 'manager', level: 'regular' };
const ownerRights = apiKeyGrantableRights(rightsFor(OWNER));

interface KeyCase {
  secret: string;
  /** What the key may do: its own rights within what its creator holds now. */
  effective: ReadonlySet<TRight>;
}
const keys = new Map<string, KeyCase>();
let revoked: string;

async function createKey(auth: Record<string, string>, name: string, rights: TRight[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: auth,
    payload: { name, rights },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: { id: string }; secret: string };
}

beforeAll(async () => {
  t = await createTestApp();
  const owner = await newOwner(t);
  const admin = await newEmployee(t, owner.workspaceId, 'admin');
  const sets: [string, RightsSubject, typeof owner.auth, TRight[]][] = [
    ['owner, every right a key may hold', OWNER, owner.auth, ownerRights],
    ['owner, reading only', OWNER, owner.auth, ownerRights.filter((r) => r.startsWith('get_'))],
    ['owner, tasks only', OWNER, owner.auth, ['get_tasks', 'create_task', 'update_task', 'delete_task']],
    [
      'owner, owner-only rights',
      OWNER,
      owner.auth,
      ['create_location', 'delete_location', 'get_subscription'],
    ],
    ['admin, every right a key may hold', ADMIN, admin.auth, apiKeyGrantableRights(rightsFor(ADMIN))],
  ];
  for (const [name, subject, auth, rights] of sets) {
    const { secret } = await createKey(auth, name, rights);
    const held = new Set(rightsFor(subject));
    keys.set(name, { secret, effective: new Set(rights.filter((r) => held.has(r))) });
  }
  // A key whose creator has since lost rights: demoted from admin to manager.
  const demoted = await newEmployee(t, owner.workspaceId, 'admin');
  const adminRights = apiKeyGrantableRights(rightsFor(ADMIN));
  const { secret } = await createKey(demoted.auth, 'admin since demoted to manager', adminRights);
  await t.db.update(users).set({ role: 'manager' }).where(eq(users.id, demoted.id));
  const managerRights = new Set(rightsFor(approvedSubject(MANAGER, true)));
  keys.set('admin since demoted to manager', {
    secret,
    effective: new Set(adminRights.filter((r) => managerRights.has(r))),
  });
  const gone = await createKey(owner.auth, 'revoked', ownerRights);
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/api-keys/${gone.key.id}`,
    headers: owner.auth,
  });
  expect(res.statusCode).toBe(204);
  revoked = gone.secret;
});
afterAll(async () => t.close());

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('every route, API keys of each right set', () => {
  it('covers keys that differ in what they may do', () => {
    expect(keys.get('admin since demoted to manager')!.effective.has('accept_invite')).toBe(false);
    expect(keys.get('owner, reading only')!.effective.has('create_room')).toBe(false);
    expect(ownerRights).not.toContain('manage_integrations');
  });

  for (const name of [
    'owner, every right a key may hold',
    'owner, reading only',
    'owner, tasks only',
    'owner, owner-only rights',
    'admin, every right a key may hold',
    'admin since demoted to manager',
  ]) {
    it(`${name}: allowed exactly its rights, refused the calls only a person makes`, async () => {
      const { secret, effective } = keys.get(name)!;
      const wrong: string[] = [];
      for (const entry of t.app.routeAccess) {
        const res = await callRoute(t.app, entry, bearer(secret));
        const label = `${entry.method} ${entry.url} (${entry.access}) → ${res.statusCode}`;
        if (res.statusCode === 401) wrong.push(label);
        else if (entry.access === 'public') {
          if (res.statusCode === 403) wrong.push(label);
        } else if (entry.personOnly) {
          if (res.statusCode !== 403) wrong.push(label);
        } else if (entry.access === 'signedIn') {
          // Files: any key of the workspace.
          if (res.statusCode === 403) wrong.push(label);
        } else if ((res.statusCode === 403) === effective.has(entry.access)) wrong.push(label);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a revoked key: 401 on every route that is not public', async () => {
    const wrong: string[] = [];
    for (const entry of t.app.routeAccess.filter((r) => r.access !== 'public')) {
      const res = await callRoute(t.app, entry, bearer(revoked));
      if (res.statusCode !== 401) wrong.push(`${entry.method} ${entry.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
