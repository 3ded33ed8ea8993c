import {
  CODE_MAX_WRONG_TRIES,
  CODE_TTL_MINUTES,
  CODE_VISIBLE_CHARS,
  type TCodeSentResponse,
  type TLanguage,
  type TMessagingType,
} from '@cleanops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { type CodePurpose, DeliveryError, type Messaging } from '../messaging/messaging.types';
import { codeMatches, generateCode, hashCode } from './code-crypto';
import { CodesRepository } from './codes.repository';

const HOUR_MS = 3_600_000;
/** After this many wrong codes in an hour the contact must wait (DECISIONS.md §3). */
const LOCK_AFTER_FAILURES = 10;
const FIRST_LOCK_MINUTES = 5;
const MAX_LOCK_MINUTES = 60;

export interface SendCodeInput {
  contact: string;
  channel: TMessagingType;
  purpose: CodePurpose;
  userId: string | null;
  ip: string;
  language: TLanguage;
}

/** How a code was accepted; a test credential's use is logged, and that line's id is handed back. */
export type CodeCheck = { via: 'code' } | { via: 'test_credential'; useLogId: string };

export interface VerifyCodeInput {
  contact: string;
  code: string;
  purposes: CodePurpose[];
  /** For a change-of-contact code: the user who asked for it. */
  userId: string | null;
  ip: string;
  /** Test credentials are only accepted at login. */
  allowTestCredential: boolean;
}

/** Sending and checking one-time codes with every rule of DECISIONS.md §3. */
export class CodesService {
  private readonly repo: CodesRepository;

  constructor(
    private readonly db: Db,
    private readonly messaging: Messaging,
    private readonly config: Pick<
      Config,
      'CODE_HOURLY_CAP_CONTACT' | 'CODE_HOURLY_CAP_IP' | 'CODE_RESEND_SECONDS'
    >,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repo = new CodesRepository(db);
  }

  async send(input: SendCodeInput): Promise<TCodeSentResponse> {
    if (!this.messaging.available().includes(input.channel)) throw new AppError('channel_unavailable');
    const pending = await this.db.transaction(async (tx) => {
      const repo = new CodesRepository(tx);
      await repo.lockContact(input.contact);
      const now = new Date();
      // Nothing is written before these checks, so throwing inside the transaction loses nothing.
      const locked = lockError(
        await repo.failuresSince(input.contact, new Date(now.getTime() - HOUR_MS)),
        now,
      );
      if (locked) throw locked;
      const last = await repo.lastSentAt(input.contact);
      const waitMs = last ? last.getTime() + this.config.CODE_RESEND_SECONDS * 1000 - now.getTime() : 0;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError('resend_too_soon', { vars: { seconds }, retryAfterSeconds: seconds });
      }
      const hourAgo = new Date(now.getTime() - HOUR_MS);
      if (
        (await repo.countSentSince({ contact: input.contact }, hourAgo)) >=
          this.config.CODE_HOURLY_CAP_CONTACT ||
        (await repo.countSentSince({ ip: input.ip }, hourAgo)) >= this.config.CODE_HOURLY_CAP_IP
      ) {
        throw new AppError('send_cap_reached', { retryAfterSeconds: 3600 });
      }
      // A test credential's code is fixed and nothing is sent, but a code is made like any other and
      // never delivered: the resend wait, the caps and a wrong 6-character guess answer alike.
      const testCredential =
        input.purpose === 'login' && !!(await repo.activeTestCredential(input.contact, now));
      const code = generateCode();
      const row = await repo.replaceActive({
        contact: input.contact,
        channel: input.channel,
        purpose: input.purpose,
        userId: input.userId,
        codeHash: hashCode(code),
        // The super admin's active-codes list shows these 2 and never more (DECISIONS.md §11).
        codeTail: code.slice(-CODE_VISIBLE_CHARS),
        ip: input.ip,
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
      });
      return testCredential ? null : { id: row.id, code };
    });
    // Delivery waits on a provider, so it runs after the commit; the recorded send already holds off a second one.
    if (pending) await this.deliver(input, pending);
    return {
      sent: true,
      channel: input.channel,
      resendAfterSeconds: this.config.CODE_RESEND_SECONDS,
      expiresInSeconds: CODE_TTL_MINUTES * 60,
    };
  }

  private async deliver(input: SendCodeInput, pending: { id: string; code: string }): Promise<void> {
    try {
      await this.messaging.sendCode({
        channel: input.channel,
        to: input.contact,
        code: pending.code,
        purpose: input.purpose,
        language: input.language,
      });
    } catch (error) {
      await this.repo.void(pending.id);
      if (error instanceof DeliveryError) {
        this.log.error({ err: error, channel: input.channel }, 'code delivery failed');
        throw new AppError('service_unavailable');
      }
      throw error;
    }
  }

  /**
   * Resolves when the code is right; otherwise throws the error the person should see. Checking and
   * counting are one step under the contact's lock: however many guesses arrive at once, the code is
   * compared at most 5 times before it is void (DECISIONS.md §3).
   */
  async verify(input: VerifyCodeInput): Promise<CodeCheck> {
    // A refusal is returned, not thrown, so that the failure it recorded is committed.
    const outcome = await this.db.transaction(async (tx) => {
      const repo = new CodesRepository(tx);
      await repo.lockContact(input.contact);
      return this.check(tx, repo, input, new Date());
    });
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  private async check(
    tx: Tx,
    repo: CodesRepository,
    input: VerifyCodeInput,
    now: Date,
  ): Promise<CodeCheck | AppError> {
    const locked = lockError(await repo.failuresSince(input.contact, new Date(now.getTime() - HOUR_MS)), now);
    if (locked) return locked;
    const row = await repo.newest(input.contact, input.purposes);
    const usable =
      row &&
      !row.consumedAt &&
      !row.voidedAt &&
      row.expiresAt > now &&
      (input.userId === null || row.userId === input.userId)
        ? row
        : undefined;

    if (input.allowTestCredential && /^\d{5}$/.test(input.code)) {
      const credential = await repo.activeTestCredential(input.contact, now);
      if (credential && credential.code === input.code) {
        const useLogId = await recordLog(tx, {
          action: 'use_test_credentials',
          ip: input.ip,
          data: { credentialId: credential.id, contact: input.contact },
          description: `Test credential used for ${input.contact}`,
        });
        await repo.clearFailures(input.contact);
        return { via: 'test_credential', useLogId };
      }
      // A wrong 5-digit guess is a wrong try like any other: it counts toward voiding the current code.
      return this.fail(repo, input, usable?.id ?? null, now);
    }

    if (!usable) {
      await repo.recordFailure(input.contact, input.ip);
      const failures = await repo.failuresSince(input.contact, new Date(now.getTime() - HOUR_MS));
      return lockError(failures, now) ?? new AppError('code_expired');
    }
    if (!codeMatches(input.code, usable.codeHash)) return this.fail(repo, input, usable.id, now);
    if (!(await repo.consume(usable.id))) return new AppError('code_expired');
    await repo.clearFailures(input.contact);
    return { via: 'code' };
  }

  /** The channel the newest code for a contact went by (a phone's code may have gone by SMS or WhatsApp). */
  async channelOfLastCode(contact: string): Promise<TMessagingType | null> {
    return (await this.repo.newest(contact, ['login']))?.channel ?? null;
  }

  /**
   * Counts a wrong try against the contact, not the code, so a new code does not reset it: every
   * 5th failure voids the current code, and 10 in an hour lock the contact out (DECISIONS.md §3).
   */
  private async fail(
    repo: CodesRepository,
    input: VerifyCodeInput,
    codeId: string | null,
    now: Date,
  ): Promise<AppError> {
    await repo.recordFailure(input.contact, input.ip, codeId);
    const failures = await repo.failuresSince(input.contact, new Date(now.getTime() - HOUR_MS));
    const voids = failures.n % CODE_MAX_WRONG_TRIES === 0;
    if (voids && codeId) await repo.void(codeId);
    return lockError(failures, now) ?? new AppError(voids ? 'code_attempts_exceeded' : 'invalid_code');
  }
}

/** 10 wrong codes within an hour lock the contact for 5 minutes, doubling with each further one up to an hour. */
function lockError({ n, last }: { n: number; last: Date | null }, now: Date): AppError | null {
  if (n < LOCK_AFTER_FAILURES || !last) return null;
  const minutes = Math.min(MAX_LOCK_MINUTES, FIRST_LOCK_MINUTES * 2 ** (n - LOCK_AFTER_FAILURES));
  const waitMs = last.getTime() + minutes * 60_000 - now.getTime();
  if (waitMs <= 0) return null;
  return new AppError('contact_locked', {
    vars: { minutes: Math.ceil(waitMs / 60_000) },
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}
