import { createHash } from 'node:crypto';
import {
  DEVICE_TIME_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type TStepReplayHeaders,
} from '@cleanops/contracts';
import type { FastifyReply } from 'fastify';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { IdempotencyRepository } from './idempotency.repository';

/** What a step's headers ask for (contracts: ZStepReplayHeaders): apply once under `key`, at `deviceTime`. */
export interface StepReplay {
  key: string | null;
  deviceTime: Date | null;
}

/** A step sent live, without a key or a device time: applied now, at the server's time. */
export const LIVE_STEP: StepReplay = { key: null, deviceTime: null };

export function stepReplayOf(headers: TStepReplayHeaders): StepReplay {
  const deviceTime = headers[DEVICE_TIME_HEADER];
  return {
    key: headers[IDEMPOTENCY_KEY_HEADER] ?? null,
    deviceTime: deviceTime ? new Date(deviceTime) : null,
  };
}

/** Who sends which step on what: with the input, what a key is bound to. */
export interface StepIdentity {
  userId: string;
  workspaceId: string;
  /** `occurrence.finish`, `attendance.clock_in`… */
  step: string;
  occurrenceId: string | null;
  /** The parsed body (and path ids other than the job's). */
  input: unknown;
}

export interface StepAnswer<T> {
  status: number;
  body: T;
  /** True when the key had been applied before and this is its stored answer. */
  replayed: boolean;
}

/** JSON with object keys sorted, so the same input always hashes the same. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const requestHash = (who: StepIdentity) =>
  createHash('sha256')
    .update(canonical([who.workspaceId, who.step, who.occurrenceId, who.input ?? null]))
    .digest('hex');

/**
 * Runs `apply` (the step and the answer it gives) at most once per key, inside the caller's
 * transaction `tx`, which also holds the key's row: the step and its record commit or roll back
 * together. A key seen before answers what it answered then; with another step or input it is 422
 * idempotency_key_reused. A step that throws leaves no key, so the device may send it again after
 * the cause is gone. The device time is not part of the hash: a retry is the same step however
 * late it goes, and the first send's time is the one kept.
 */
export async function applyOnce<T>(
  tx: Tx,
  key: string | null,
  who: StepIdentity,
  apply: () => Promise<T>,
): Promise<StepAnswer<T>> {
  if (!key) return { status: 200, body: await apply(), replayed: false };
  const repo = new IdempotencyRepository(tx);
  const hash = requestHash(who);
  const claim = {
    userId: who.userId,
    key,
    workspaceId: who.workspaceId,
    step: who.step,
    occurrenceId: who.occurrenceId,
    requestHash: hash,
  };
  if (!(await repo.claim(claim))) {
    const seen = await repo.find(who.userId, key);
    if (!seen || seen.requestHash !== hash || seen.status === null) {
      throw new AppError('idempotency_key_reused');
    }
    return { status: seen.status, body: seen.body as T, replayed: true };
  }
  const body = await apply();
  await repo.saveAnswer(who.userId, key, 200, body);
  return { status: 200, body, replayed: false };
}

/** Sends a step's answer with its status; a stored one says so (Idempotent-Replayed: true). */
export function sendStepAnswer<T>(reply: FastifyReply, answer: StepAnswer<T>): T {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  reply.code(answer.status);
  return answer.body;
}
