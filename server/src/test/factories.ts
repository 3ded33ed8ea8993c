import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { type NewUserRow, teamMembers, teams, users } from '../db/schema';
import type { TestApp } from './test-app';

/** Factories for API tests (STYLE.md: factories, not fixtures copied into each test). */

/** A contact nobody has used yet, readable in a failing test's output. */
export const freshEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A new owner: signing in with an unknown contact makes one, with a workspace and a trial. */
export async function newOwner(t: TestApp, email = freshEmail('owner')) {
  const signed = await t.signIn(email);
  const [row] = await t.db.select().from(users).where(eq(users.id, signed.user.id));
  return { ...signed, id: signed.user.id, email, workspaceId: row!.workspaceId! };
}

/**
 * Staff of a workspace, as an accepted invite leaves them: a role, joined now, in no team yet.
 * `extra` overrides any column (level, name, availability…).
 */
export async function newStaff(
  t: TestApp,
  workspaceId: string,
  role: 'admin' | 'manager' | 'cleaner' | null,
  extra: Partial<NewUserRow> = {},
) {
  const email = freshEmail(role ?? 'staff');
  const signed = await t.signIn(email);
  await t.db
    .update(users)
    .set({ type: 'staff', role, workspaceId, joinedAt: new Date(), ...extra })
    .where(eq(users.id, signed.user.id));
  return { ...signed, id: signed.user.id, email };
}

/**
 * Staff of a workspace approved into a team of it: only then does their role give rights
 * (DECISIONS.md §5). `extra` overrides any column, as for newStaff.
 */
export async function newEmployee(
  t: TestApp,
  workspaceId: string,
  role: 'admin' | 'manager' | 'cleaner' | null,
  extra: Partial<NewUserRow> = {},
) {
  const staff = await newStaff(t, workspaceId, role, extra);
  const [team] = await t.db
    .insert(teams)
    .values({ workspaceId, name: `Team of ${staff.email}` })
    .returning();
  await t.db.insert(teamMembers).values({ teamId: team!.id, userId: staff.id });
  return staff;
}
