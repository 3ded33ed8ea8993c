import { eq } from 'drizzle-orm';
import { logs } from '../../../db/schema';
import { freshEmail } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { ensureSuperuser } from '../../users/accounts.service';

/** A signed-in superuser (DECISIONS.md §2: made by the CLI or start-up, never by sign-up). */
export async function newSuper(t: TestApp) {
  const email = freshEmail('super');
  const user = await ensureSuperuser(t.db, { email });
  const signed = await t.signIn(email);
  return { ...signed, id: user.id, email };
}

/** The log lines of one action about one subject (`data.userId`, `data.workspaceId`…), oldest first. */
export async function logLines(t: TestApp, action: string, match: Record<string, unknown> = {}) {
  const rows = await t.db.select().from(logs).where(eq(logs.action, action)).orderBy(logs.createdAt);
  return rows.filter((row) =>
    Object.entries(match).every(
      ([key, value]) => (row.data as Record<string, unknown> | null)?.[key] === value,
    ),
  );
}
