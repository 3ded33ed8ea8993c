import { approvedSubject, type RightsSubject, rightsFor } from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams, users } from './db/schema';
import { ensureSuperuser } from './modules/users/accounts.service';
import type { RouteAccessEntry } from './plugins/auth';
import { callRoute } from './test/route-walk';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * DECISIONS.md §4, checked for every role against every route the app has: generated from the rights
 * catalogue and the app's own route table, so a new route is covered the day it is added.
 */
let t: TestApp;
const tokens = new Map<string, Record<string, string>>();

const ROLES: Record<string, RightsSubject> = {
  owner: { type: 'owner', role: null, level: 'regular' },
  adminHead: { type: 'staff', role: 'admin', level: 'head' },
  admin: { type: 'staff', role: 'admin', level: 'regular' },
  managerHead: { type: 'staff', role: 'manager', level: 'head' },
  manager: { type: 'staff', role: 'manager', level: 'regular' },
  cleanerHead: { type: 'staff', role: 'cleaner', level: 'head' },
  cleaner: { type: 'staff', role: 'cleaner', level: 'regular' },
  staffWithoutRole: { type: 'staff', role: null, level: 'regular' },
  super: { type: 'super', role: null, level: 'regular' },
  // Accepted an invite as admin, not yet added to a team: the role gives nothing (DECISIONS.md §5).
  adminAwaitingTeam: { type: 'staff', role: 'admin', level: 'regular' },
};
const awaitingTeam = (name: string) => name === 'adminAwaitingTeam';

beforeAll(async () => {
  t = await createTestApp();
  const stamp = Date.now();
  const owner = await t.signIn(`matrix-owner-${stamp}@example.com`);
  const [ownerRow] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
  tokens.set('owner', owner.auth);
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId: ownerRow!.workspaceId!, name: 'Matrix' })
    .returning();
  for (const [name, subject] of Object.entries(ROLES)) {
    if (name === 'owner') continue;
    const email = `matrix-${name.toLowerCase()}-${stamp}@example.com`;
    if (subject.type === 'super') await ensureSuperuser(t.db, { email });
    const signed = await t.signIn(email);
    if (subject.type === 'staff') {
      await t.db
        .update(users)
        .set({
          type: 'staff',
          role: subject.role,
          level: subject.level,
          workspaceId: subject.role ? ownerRow!.workspaceId : null,
        })
        .where(eq(users.id, signed.user.id));
      if (subject.role && !awaitingTeam(name))
        await t.db.insert(teamMembers).values({ teamId: team!.id, userId: signed.user.id });
    }
    tokens.set(name, signed.auth);
  }
});
afterAll(async () => t.close());

const call = (entry: RouteAccessEntry, headers: Record<string, string> = {}) =>
  callRoute(t.app, entry, headers);

describe('the route table', () => {
  it('declares an access for every /api route, and the places and people calls are among them', () => {
    const urls = t.app.routeAccess.map((r) => `${r.method} ${r.url}`);
    expect(urls.length).toBeGreaterThan(40);
    expect(urls).toContain('GET /api/locations');
    expect(urls).toContain('POST /api/uploads');
    // The platform's operations, so the matrix below checks them for every role.
    for (const url of [
      'GET /api/admin/logs',
      'GET /api/admin/active-codes',
      'POST /api/admin/test-credentials',
      'DELETE /api/admin/test-credentials/:id',
      'POST /api/admin/app-versions',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('refuses to start with an /api route that declares nothing', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: authPlugin } = await import('./plugins/auth');
    const app = Fastify();
    app.decorate('config', t.config);
    app.decorate('database', {} as never);
    app.decorate('signedLinks', {} as never);
    await app.register(authPlugin);
    await app.after();
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      'GET /api/forgotten declares no access',
    );
    app.get('/api/remembered', { config: { access: 'signedIn' } }, async () => 'ok');
    await app.close();
  });
});

describe('every route, every role (DECISIONS.md §4)', () => {
  it('answers 401 to a caller without a session on every route that is not public', async () => {
    for (const entry of t.app.routeAccess.filter((r) => r.access !== 'public')) {
      const res = await call(entry);
      expect(res.statusCode, `${entry.method} ${entry.url}`).toBe(401);
    }
  });

  it('lets nobody be refused a public route', async () => {
    for (const entry of t.app.routeAccess.filter((r) => r.access === 'public')) {
      const res = await call(entry);
      expect([401, 403], `${entry.method} ${entry.url}`).not.toContain(res.statusCode);
    }
  });

  for (const [role, subject] of Object.entries(ROLES)) {
    it(`${role}: allowed exactly the routes whose right the catalogue gives`, async () => {
      const rights = new Set(rightsFor(approvedSubject(subject, !awaitingTeam(role))));
      const wrong: string[] = [];
      for (const entry of t.app.routeAccess) {
        if (entry.access === 'public' || entry.access === 'signedIn') continue;
        const res = await call(entry, tokens.get(role));
        const refused = res.statusCode === 403;
        if (refused === rights.has(entry.access) || res.statusCode === 401) {
          wrong.push(`${entry.method} ${entry.url} (${entry.access}) → ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});
