import type { TMessagingType } from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { type Messaging, MessagingUnavailableError } from '../messaging/messaging.types';
import { renderNotification } from './notification-texts';
import { type DueDelivery, NotificationsRepository } from './notifications.repository';

const BATCH_SIZE = 20;
/** Attempts before a copy is given up (the feed row stays). */
export const MAX_DELIVERY_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;

export interface DeliveryResult {
  sent: number;
  failed: number;
  retried: number;
}

/** Wait before the next attempt: 30 s, 1 min, 2 min, 4 min, 8 min after the 1st…5th failure. */
export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

/**
 * SMS and WhatsApp both reach a phone number: a copy stored for one goes by the other when only that
 * one has a driver in this process, as invitations do (DECISIONS.md §3).
 */
function channelFor(stored: TMessagingType, available: ReadonlySet<TMessagingType>): TMessagingType {
  if (available.has(stored)) return stored;
  if (stored === 'phone' && available.has('whatsapp')) return 'whatsapp';
  if (stored === 'whatsapp' && available.has('phone')) return 'phone';
  return stored;
}

async function send(messaging: Messaging, row: DueDelivery, available: ReadonlySet<TMessagingType>) {
  if (row.recipientDeleted) throw new MessagingUnavailableError(row.channel);
  const { subject, text } = renderNotification(row);
  await messaging.sendNotice({
    channel: channelFor(row.channel, available),
    to: row.to,
    kind: 'notification',
    subject,
    text,
    language: row.language,
  });
}

/**
 * While a batch is being sent its rows are leased: their next attempt is pushed this far ahead, so no
 * other process (or the next run of this one) takes them meanwhile. A process that dies mid-send
 * leaves them to be retried once the lease runs out.
 */
const LEASE_MS = 5 * 60_000;

/**
 * The delivery worker (DECISIONS.md §1): claims due pending copies in a short transaction
 * (FOR UPDATE SKIP LOCKED, then the lease above), sends them with no transaction open, and records
 * each outcome in a second short one. Nothing waits on a slow provider: on PGlite an open transaction
 * would hold every other query of the process for as long as an SMTP timeout.
 *
 * At-least-once, the outbox's usual trade-off: a copy goes again only if the process dies between the
 * provider's acceptance and the recording of it. Nothing is ever lost and, short of that window,
 * nothing goes twice.
 *
 * A refusal is retried with a doubling delay (retryDelayMs) up to MAX_DELIVERY_ATTEMPTS, then the
 * copy is 'failed'; a channel with no driver in this process (or a recipient deleted since) fails at
 * once, since waiting will not change it.
 */
export async function deliverDueNotifications(
  db: Db,
  messaging: Messaging,
  now: Date,
  batchSize = BATCH_SIZE,
): Promise<DeliveryResult> {
  const total: DeliveryResult = { sent: 0, failed: 0, retried: 0 };
  const available = new Set(messaging.available());
  for (;;) {
    const due = await db.transaction(async (tx) => {
      const repo = new NotificationsRepository(tx);
      const rows = await repo.claimDue(now, batchSize);
      await repo.lease(
        rows.map((row) => row.id),
        new Date(now.getTime() + LEASE_MS),
      );
      return rows;
    });
    // The copies of a batch go out side by side, outside any transaction.
    const outcomes = await Promise.allSettled(due.map((row) => send(messaging, row, available)));
    await db.transaction(async (tx) => {
      const repo = new NotificationsRepository(tx);
      const sent: string[] = [];
      for (const [i, outcome] of outcomes.entries()) {
        const row = due[i]!;
        if (outcome.status === 'fulfilled') {
          sent.push(row.id);
          continue;
        }
        const error: unknown = outcome.reason;
        const attempts = row.attempts + 1;
        const giveUp = error instanceof MessagingUnavailableError || attempts >= MAX_DELIVERY_ATTEMPTS;
        await repo.markAttemptFailed(row.id, {
          attempts,
          lastError: row.recipientDeleted
            ? 'recipient deleted'
            : error instanceof Error
              ? error.message
              : String(error),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
          giveUp,
        });
        if (giveUp) total.failed += 1;
        else total.retried += 1;
      }
      await repo.markSent(sent, now);
      total.sent += sent.length;
    });
    if (due.length < batchSize) return total;
  }
}
