import type {
  TCodeSentResponse,
  TLanguage,
  TLoginCodeRequest,
  TLoginCodeResponse,
  TLoginRequest,
} from '@cleanops/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { attributeLog } from '../logs/logs.repository';
import { signUp } from '../users/accounts.service';
import { toProfile } from '../users/profile-view';
import { type Contact, UsersRepository } from '../users/users.repository';
import { newSessionToken } from './code-crypto';
import type { CodesService } from './codes.service';
import { SessionsRepository } from './sessions.repository';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  language: TLanguage;
}

/** Passwordless sign-in: a code to a contact, then a session for it (SPEC.md §4, DECISIONS.md §2–3). */
export class AuthService {
  private readonly users: UsersRepository;
  private readonly sessions: SessionsRepository;

  constructor(
    private readonly db: Db,
    private readonly codes: CodesService,
    private readonly config: Pick<Config, 'TRIAL_DAYS'>,
  ) {
    this.users = new UsersRepository(db);
    this.sessions = new SessionsRepository(db);
  }

  async requestCode(body: TLoginRequest, meta: RequestMeta): Promise<TCodeSentResponse> {
    const contact: Contact =
      body.type === 'email' ? { kind: 'email', value: body.email } : { kind: 'phone', value: body.phone };
    // The reply is the same for known and unknown contacts; only the message language differs.
    const existing = await this.users.findByContact(contact);
    return this.codes.send({
      contact: contact.value,
      channel: body.type,
      purpose: 'login',
      userId: null,
      ip: meta.ip,
      language: existing?.language ?? meta.language,
    });
  }

  async signIn(body: TLoginCodeRequest, meta: RequestMeta): Promise<TLoginCodeResponse> {
    const contact: Contact = body.email
      ? { kind: 'email', value: body.email }
      : { kind: 'phone', value: body.phone! };
    const verified = await this.codes.verify({
      contact: contact.value,
      code: body.code,
      purposes: ['login'],
      userId: null,
      ip: meta.ip,
      allowTestCredential: true,
    });
    const channel = await this.codes.channelOfLastCode(contact.value);
    let user = await this.users.findByContact(contact);
    if (!user) {
      user = await signUp(this.db, {
        contact: contact.value,
        channel: contact.kind === 'email' ? 'email' : channel === 'whatsapp' ? 'whatsapp' : 'phone',
        language: meta.language,
        trialDays: this.config.TRIAL_DAYS,
        ip: meta.ip,
      });
    } else if (contact.kind === 'email' && !user.emailVerified) {
      user = await this.users.update(user.id, { emailVerified: true });
    } else if (
      contact.kind === 'phone' &&
      user.phone === contact.value &&
      !user.phoneVerified &&
      channel === 'phone'
    ) {
      user = await this.users.update(user.id, { phoneVerified: true });
    }
    await this.users.update(user.id, { lastSignInAt: new Date() });
    // The test credential's use names the account it opened, so /logs finds it by user and workspace.
    if (verified.via === 'test_credential')
      await attributeLog(this.db, verified.useLogId, { userId: user.id, workspaceId: user.workspaceId });
    const { token, hash } = newSessionToken();
    await this.sessions.create({ userId: user.id, tokenHash: hash, ip: meta.ip, userAgent: meta.userAgent });
    return { token, user: toProfile(user) };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.sessions.delete(sessionId);
  }
}
