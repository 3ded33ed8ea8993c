import type { TAdminPersonRef, TAdminWorkspaceRef } from '@cleanops/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { users, workspaces } from '../../../db/schema';
import { SubscriptionsRepository } from '../../subscriptions/subscriptions.repository';
import { periodState } from '../../subscriptions/subscriptions.service';
import { type Nameable, personColumns } from '../../users/person-label';

/** How the admin screens name a person: names and contacts, whichever are filled in. */
export const personRef = (row: { id: string } & Nameable): TAdminPersonRef => ({
  id: row.id,
  name: row.name,
  surname: row.surname,
  email: row.email,
  phone: row.phone,
});

/** Each workspace's owner and subscription state, in two queries whatever the number of workspaces. */
export async function workspaceRefs(
  db: Db | Tx,
  workspaceIds: (string | null)[],
): Promise<Map<string, TAdminWorkspaceRef>> {
  const ids = [...new Set(workspaceIds.filter((id): id is string => !!id))];
  if (!ids.length) return new Map();
  const [owners, periods] = await Promise.all([
    db
      .select({ workspaceId: workspaces.id, ...personColumns })
      .from(workspaces)
      .innerJoin(users, eq(users.id, workspaces.ownerId))
      .where(inArray(workspaces.id, ids)),
    new SubscriptionsRepository(db).latestOf(ids),
  ]);
  return new Map(
    owners.map((o) => [
      o.workspaceId,
      { id: o.workspaceId, owner: personRef(o), subscription: periodState(periods.get(o.workspaceId)) },
    ]),
  );
}
