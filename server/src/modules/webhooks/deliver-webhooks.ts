import http from 'node:http';
import https from 'node:https';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_PAUSE_AFTER_DAYS,
  WEBHOOK_RESPONSE_EXCERPT_MAX,
  WEBHOOK_RETRY_WINDOW_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { raiseNotification } from '../notifications/raise';
import {
  checkedAddress,
  checkScheme,
  type OutboundCheck,
  OutboundRefused,
  pinnedLookup,
} from '../outbound/outbound-address';
import { signWebhook } from './webhook-signature';
import { type DueWebhookDelivery, WebhooksRepository } from './webhooks.repository';

export interface WebhookSendOptions extends OutboundCheck {
  timeoutMs: number;
}

export interface WebhookDeliveryResult {
  sent: number;
  failed: number;
  retried: number;
  paused: number;
}

/** What one attempt came to. */
export interface AttemptOutcome {
  ok: boolean;
  responseCode: number | null;
  durationMs: number;
  excerpt: string | null;
  error: string | null;
}

const BATCH_SIZE = 20;
const FIRST_RETRY_MS = 30_000;
/** No wait between attempts grows past this, so the last hours of the window still see a few tries. */
const LONGEST_RETRY_MS = 4 * 3_600_000;
/** More of an answer than the log keeps is not read. */
const READ_AT_MOST = 16 * 1024;
/** Rows leased while their batch is being sent (as deliver-notifications.ts does). */
const LEASE_MS = 5 * 60_000;

/** How long the delivery log keeps a delivery that ended. */
export const WEBHOOK_LOG_DAYS = 30;

/** Deletes the log's deliveries that ended more than WEBHOOK_LOG_DAYS ago; pending ones stay. */
export function pruneWebhookDeliveries(db: Db, now: Date): Promise<number> {
  return new WebhooksRepository(db).pruneEnded(new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000));
}

/** Wait before the next attempt after the n-th failure: 30 s, 1 min, 2 min… at most 4 h. */
export const webhookRetryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

/**
 * One POST of a delivery's body to its endpoint: the address checked as a feed's is (no private,
 * loopback or link-local target), the connection pinned to it, a redirect taken as a failure (never
 * followed), one deadline for the whole exchange and only the first bytes of the answer read.
 */
export async function sendWebhook(
  delivery: Pick<DueWebhookDelivery, 'id' | 'event' | 'body' | 'url' | 'secret'>,
  options: WebhookSendOptions,
  now: Date = new Date(),
): Promise<AttemptOutcome> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const outcome = (
    ok: boolean,
    responseCode: number | null,
    excerpt: string | null,
    error: string | null,
  ): AttemptOutcome => ({
    ok,
    responseCode,
    durationMs: Math.round(performance.now() - started),
    excerpt,
    error,
  });
  try {
    const url = new URL(delivery.url);
    const target = await checkedAddress(url, options, controller.signal);
    checkScheme(url, options, target.address);
    const timestamp = Math.floor(now.getTime() / 1000);
    const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(
        url,
        {
          method: 'POST',
          signal: controller.signal,
          lookup: pinnedLookup(target),
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(delivery.body),
            'user-agent': 'CleanOps-Webhooks/1.0',
            [WEBHOOK_SIGNATURE_HEADER]: signWebhook(delivery.secret, timestamp, delivery.body),
            [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
            [WEBHOOK_EVENT_HEADER]: delivery.event,
            [WEBHOOK_DELIVERY_HEADER]: delivery.id,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          const done = () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          response.on('data', (chunk: Buffer) => {
            if (size >= READ_AT_MOST) return;
            size += chunk.length;
            chunks.push(chunk);
            if (size >= READ_AT_MOST) {
              done();
              response.destroy();
            }
          });
          response.on('end', done);
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(delivery.body);
    });
    const excerpt = reply.text.slice(0, WEBHOOK_RESPONSE_EXCERPT_MAX) || null;
    const ok = reply.status >= 200 && reply.status < 300;
    const redirect = reply.status >= 300 && reply.status < 400;
    return outcome(
      ok,
      reply.status,
      excerpt,
      ok ? null : redirect ? `HTTP ${reply.status}: redirects are not followed` : `HTTP ${reply.status}`,
    );
  } catch (error) {
    if (error instanceof OutboundRefused) return outcome(false, null, null, error.message);
    if (controller.signal.aborted) return outcome(false, null, null, `no answer in ${options.timeoutMs} ms`);
    const code =
      (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    return outcome(false, null, null, String(code).slice(0, 200));
  } finally {
    clearTimeout(timer);
  }
}

type Claim = (repo: WebhooksRepository) => Promise<DueWebhookDelivery[]>;

/**
 * One batch: claims rows in a short transaction (FOR UPDATE SKIP LOCKED, then a lease), sends them
 * with no transaction open, and records each outcome in a second short one. Answers the rows claimed.
 */
async function sendBatch(
  db: Db,
  options: WebhookSendOptions,
  now: Date,
  claim: Claim,
  total: WebhookDeliveryResult,
): Promise<number> {
  const windowMs = WEBHOOK_RETRY_WINDOW_HOURS * 3_600_000;
  const pauseBefore = new Date(now.getTime() - WEBHOOK_PAUSE_AFTER_DAYS * 86_400_000);
  const due = await db.transaction(async (tx) => {
    const repo = new WebhooksRepository(tx);
    const rows = await claim(repo);
    await repo.lease(
      rows.map((row) => row.id),
      new Date(now.getTime() + LEASE_MS),
    );
    return rows;
  });
  if (!due.length) return 0;
  const outcomes = await Promise.all(due.map((row) => sendWebhook(row, options, now)));
  await db.transaction(async (tx) => {
    const repo = new WebhooksRepository(tx);
    const healthy = new Set<string>();
    const failing = new Set<string>();
    for (const [i, outcome] of outcomes.entries()) {
      const row = due[i]!;
      const attempts = row.attempts + 1;
      const next = new Date(now.getTime() + webhookRetryDelayMs(attempts));
      const giveUp = !outcome.ok && next.getTime() > row.createdAt.getTime() + windowMs;
      await repo.recordAttempt(row.id, {
        state: outcome.ok ? 'sent' : giveUp ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: outcome.ok || giveUp ? now : next,
        lastAttemptAt: now,
        responseCode: outcome.responseCode,
        durationMs: outcome.durationMs,
        responseExcerpt: outcome.excerpt,
        error: outcome.error,
      });
      if (outcome.ok) {
        total.sent += 1;
        healthy.add(row.endpointId);
      } else {
        if (giveUp) total.failed += 1;
        else total.retried += 1;
        failing.add(row.endpointId);
      }
    }
    // An endpoint that answered once in this batch is not failing, whatever else it did.
    for (const id of healthy) failing.delete(id);
    await repo.markHealthy([...healthy]);
    const paused = await repo.markFailing([...failing], now, pauseBefore);
    for (const endpoint of paused) {
      await raiseNotification(tx, {
        event: 'webhookPaused',
        workspaceId: endpoint.workspaceId,
        locationId: null,
        actorId: null,
        recipients: { ownerAndAdmins: true },
        data: { text: endpoint.url },
      });
    }
    total.paused += paused.length;
  });
  return due.length;
}

const nothingYet = (): WebhookDeliveryResult => ({ sent: 0, failed: 0, retried: 0, paused: 0 });

/**
 * The webhook worker (any process, each delivery once), batch after batch until nothing is due.
 * At-least-once: a delivery goes again only if the process dies between the receiver's answer and
 * the recording of it, with the same event id in its body.
 *
 * A failure (timeout, refused connection, non-2xx) is retried with a doubling delay until
 * WEBHOOK_RETRY_WINDOW_HOURS after the delivery was made, then it is failed. An endpoint whose every
 * attempt has failed for WEBHOOK_PAUSE_AFTER_DAYS is paused, and the owner and administrators are
 * told once; its pending deliveries wait for it to be enabled again.
 */
export async function deliverDueWebhooks(
  db: Db,
  options: WebhookSendOptions,
  now: Date,
  batchSize = BATCH_SIZE,
): Promise<WebhookDeliveryResult> {
  const total = nothingYet();
  while ((await sendBatch(db, options, now, (repo) => repo.claimDue(now, batchSize), total)) === batchSize);
  return total;
}

/**
 * One pending delivery sent now, as the worker would (a test event, a "send again"): the person who
 * asked sees how it went at once. A row the worker holds meanwhile is left to it.
 */
export async function deliverWebhookNow(
  db: Db,
  options: WebhookSendOptions,
  id: string,
  now: Date = new Date(),
): Promise<WebhookDeliveryResult> {
  const total = nothingYet();
  await sendBatch(db, options, now, (repo) => repo.claimOne(id), total);
  return total;
}
