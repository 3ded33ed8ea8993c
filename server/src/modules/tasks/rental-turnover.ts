import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { locations } from '../../db/schema';

/**
 * Finishing a turnover job makes its rental clean again (DECISIONS.md §7). Called by the job flow
 * inside the transaction that finishes the occurrence.
 */
export async function markRentalCleanAfterTurnover(tx: Tx, locationId: string, at: Date): Promise<void> {
  await tx
    .update(locations)
    .set({ state: 'clean', stateChangedAt: at, updatedAt: at })
    .where(and(eq(locations.id, locationId), eq(locations.type, 'rental'), eq(locations.state, 'dirty')));
}
