import {
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_TTL_MINUTES,
  type TCodeSentResponse,
  type TLanguage,
  type TMessagingType,
} from '@cleanops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
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
    private readonly config: Pick<Config, 'CODE_HOURLY_CAP_CONTACT' | 'CODE_HOURLY_CAP_IP'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repo = new CodesRepository(db);
  }

  async send(input: SendCodeInput): Promise<TCodeSentResponse> {
    const now = new Date();
    const reply: TCodeSentResponse = {
      sent: true,
      channel: input.channel,
      resendAfterSeconds: CODE_RESEND_SECONDS,
      expiresInSeconds: CODE_TTL_MINUTES * 60,
    };
    if (!this.messaging.available().includes(input.channel)) throw new AppError('channel_unavailable');
    await this.assertNotLocked(input.contact, now);
    // A test credential's code is fixed and nothing is sent; the reply looks the same.
    if (input.purpose === 'login' && (await this.repo.activeTestCredential(input.contact, now))) return reply;

    const last = await this.repo.lastSentAt(input.contact);
    const waitMs = last ? last.getTime() + CODE_RESEND_SECONDS * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new AppError('resend_too_soon', { vars: { seconds }, retryAfterSeconds: seconds });
    }
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    if (
      (await this.repo.countSentSince({ contact: input.contact }, hourAgo)) >=
        this.config.CODE_HOURLY_CAP_CONTACT ||
      (await this.repo.countSentSince({ ip: input.ip }, hourAgo)) >= this.config.CODE_HOURLY_CAP_IP
    ) {
      throw new AppError('send_cap_reached', { retryAfterSeconds: 3600 });
    }

    const code = generateCode();
    const row = await this.repo.replaceActive({
      contact: input.contact,
      channel: input.channel,
      purpose: input.purpose,
      userId: input.userId,
      codeHash: hashCode(code),
      ip: input.ip,
      expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
    });
    try {
      await this.messaging.sendCode({
        channel: input.channel,
        to: input.contact,
        code,
        purpose: input.purpose,
        language: input.language,
      });
    } catch (error) {
      await this.repo.void(row.id);
      if (error instanceof DeliveryError) {
        this.log.error({ err: error, channel: input.channel }, 'code delivery failed');
        throw new AppError('service_unavailable');
      }
      throw error;
    }
    return reply;
  }

  /** Resolves when the code is right; otherwise throws the error the person should see. */
  async verify(input: VerifyCodeInput): Promise<{ via: 'code' | 'test_credential' }> {
    const now = new Date();
    await this.assertNotLocked(input.contact, now);

    if (input.allowTestCredential && /^\d{5}$/.test(input.code)) {
      const credential = await this.repo.activeTestCredential(input.contact, now);
      if (credential && credential.code === input.code) {
        await recordLog(this.db, {
          action: 'use_test_credentials',
          ip: input.ip,
          data: { credentialId: credential.id, contact: input.contact },
          description: `Test credential used for ${input.contact}`,
        });
        await this.repo.clearFailures(input.contact);
        return { via: 'test_credential' };
      }
      return this.fail(input, null, now);
    }

    const row = await this.repo.newest(input.contact, input.purposes);
    const usable =
      row && !row.consumedAt && !row.voidedAt && (input.userId === null || row.userId === input.userId);
    if (!row || !usable || row.expiresAt <= now) {
      await this.repo.recordFailure(input.contact, input.ip);
      throw new AppError('code_expired');
    }
    if (!codeMatches(input.code, row.codeHash)) return this.fail(input, row.id, now);
    if (!(await this.repo.consume(row.id))) throw new AppError('code_expired');
    await this.repo.clearFailures(input.contact);
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
  private async fail(input: VerifyCodeInput, codeId: string | null, now: Date): Promise<never> {
    await this.repo.recordFailure(input.contact, input.ip);
    const failures = await this.repo.failuresSince(input.contact, new Date(now.getTime() - HOUR_MS));
    const voids = failures.n % CODE_MAX_WRONG_TRIES === 0;
    if (voids && codeId) await this.repo.void(codeId);
    throwIfLocked(failures, now);
    throw new AppError(voids ? 'code_attempts_exceeded' : 'invalid_code');
  }

  private async assertNotLocked(contact: string, now: Date): Promise<void> {
    throwIfLocked(await this.repo.failuresSince(contact, new Date(now.getTime() - HOUR_MS)), now);
  }
}

/** 10 wrong codes within an hour lock the contact for 5 minutes, doubling with each further one up to an hour. */
function throwIfLocked({ n, last }: { n: number; last: Date | null }, now: Date): void {
  if (n < LOCK_AFTER_FAILURES || !last) return;
  const minutes = Math.min(MAX_LOCK_MINUTES, FIRST_LOCK_MINUTES * 2 ** (n - LOCK_AFTER_FAILURES));
  const waitMs = last.getTime() + minutes * 60_000 - now.getTime();
  if (waitMs > 0) {
    throw new AppError('contact_locked', {
      vars: { minutes: Math.ceil(waitMs / 60_000) },
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    });
  }
}
