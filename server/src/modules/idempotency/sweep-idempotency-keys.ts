import { IDEMPOTENCY_KEY_TTL_DAYS } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { IdempotencyRepository } from './idempotency.repository';

const DAY_MS = 86_400_000;
const BATCH = 1000;

/**
 * Forgets the keys of steps applied more than IDEMPOTENCY_KEY_TTL_DAYS ago: a phone's
 * queue replays within hours, and the web drops or asks about steps older than that
 * (docs/decisions/0020-offline-step-replays.md). Batches keep each delete short; two processes sweeping at once only skip each
 * other's rows. Answers how many keys went.
 */
export async function sweepIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_DAYS * DAY_MS);
  const repo = new IdempotencyRepository(db);
  let deleted = 0;
  for (;;) {
    const batch = await repo.deleteOlderThan(before, BATCH);
    deleted += batch;
    if (batch < BATCH) return deleted;
  }
}
