import {
  approvedSubject,
  DEFAULT_UNAVAILABLE_DAYS,
  menuRightsEnabled,
  rightsFor,
  type TCodeSentResponse,
  type TLanguage,
  type TProfileResponse,
  type TUpdateProfileRequest,
} from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { CodesService } from '../auth/codes.service';
import { SessionsRepository, type SignedInUser } from '../auth/sessions.repository';
import type { FileStorage } from '../files/file-storage';
import { recordLog } from '../logs/logs.repository';
import type { CodePurpose } from '../messaging/messaging.types';
import { raiseNotification } from '../notifications/raise';
import { subscriptionState } from '../subscriptions/subscriptions.service';
import { toProfile } from '../users/profile-view';
import { UsersRepository } from '../users/users.repository';
import { ProfileRepository } from './profile.repository';

export type ContactKind = 'email' | 'phone' | 'whatsapp';

const COLUMNS: Record<
  ContactKind,
  { value: 'email' | 'phone' | 'whatsapp'; verified: 'emailVerified' | 'phoneVerified' | 'whatsappVerified' }
> = {
  email: { value: 'email', verified: 'emailVerified' },
  phone: { value: 'phone', verified: 'phoneVerified' },
  whatsapp: { value: 'whatsapp', verified: 'whatsappVerified' },
};

type Changes = Record<string, { from: unknown; to: unknown }>;

/** The name and surname a profile update changes, each with its before and after; null if neither. */
function nameChanges(user: UserRow, values: Partial<NewUserRow>): Changes | null {
  const changes: Changes = {};
  for (const key of ['name', 'surname'] as const) {
    if (values[key] !== undefined && values[key] !== user[key])
      changes[key] = { from: user[key], to: values[key] };
  }
  return Object.keys(changes).length ? changes : null;
}

/**
 * SPEC.md §9 update_user, written where a user changes who they are: their name and surname (the
 * fill-profile step included) and a verified new contact. Language, time zone and availability are
 * settings, not the account, and are not logged. The super admin's own edits log the same action.
 */
function logUserUpdate(tx: Tx, user: UserRow, ip: string | null, changes: Changes) {
  return recordLog(tx, {
    action: 'update_user',
    userId: user.id,
    ip,
    workspaceId: user.workspaceId,
    data: { userId: user.id, workspaceId: user.workspaceId, by: 'self', changes },
  });
}

export class ProfileService {
  private readonly users: UsersRepository;

  constructor(
    private readonly db: Db,
    private readonly codes: CodesService,
    private readonly fileStorage: FileStorage,
  ) {
    this.users = new UsersRepository(db);
  }

  /** Rights and the menu as the server checks them: staff awaiting a team hold no role rights (DECISIONS.md §5). */
  async view({ user, inTeam }: SignedInUser): Promise<TProfileResponse> {
    const subject = approvedSubject(user, inTeam);
    return {
      user: toProfile(user),
      rights: rightsFor(subject),
      menuEnabled: menuRightsEnabled(subject),
      subscription: user.workspaceId ? await subscriptionState(this.db, user.workspaceId) : null,
    };
  }

  async update(
    { user, inTeam }: SignedInUser,
    body: TUpdateProfileRequest,
    ip: string | null = null,
  ): Promise<TProfileResponse> {
    const values: Partial<NewUserRow> = {};
    if (body.name !== undefined) values.name = body.name;
    if (body.surname !== undefined) values.surname = body.surname;
    if (body.language !== undefined) values.language = body.language;
    if (body.timezone !== undefined) values.timezone = body.timezone;
    // SPEC.md §4: switching on clears the date; switching off sets it seven days ahead unless one is given.
    if (body.unavailableDate) {
      const until = new Date(body.unavailableDate);
      if (until.getTime() <= Date.now()) throw fieldError('body.unavailableDate', 'dateInPast');
      values.unavailableDate = until;
      values.available = false;
    }
    if (body.available === true) {
      values.available = true;
      values.unavailableDate = null;
    } else if (body.available === false) {
      values.available = false;
      values.unavailableDate ??= new Date(Date.now() + DEFAULT_UNAVAILABLE_DAYS * 86_400_000);
    } else if (body.unavailableDate === null) {
      values.available = true;
      values.unavailableDate = null;
    }
    // DECISIONS.md §8: staff switching availability off tell the owner and admins, in the same transaction.
    const switchedOff =
      user.type === 'staff' && user.workspaceId !== null && user.available && values.available === false;
    const changes = nameChanges(user, values);
    const updated = !Object.keys(values).length
      ? user
      : await this.db.transaction(async (tx) => {
          const row = await new UsersRepository(tx).update(user.id, values);
          if (switchedOff) {
            await raiseNotification(tx, {
              event: 'userNotAvailable',
              workspaceId: user.workspaceId!,
              locationId: null,
              actorId: user.id,
              recipients: { ownerAndAdmins: true },
              data: { text: row.unavailableDate?.toISOString() ?? null },
            });
          }
          if (changes) await logUserUpdate(tx, user, ip, changes);
          return row;
        });
    return this.view({ user: updated, inTeam });
  }

  async delete(user: UserRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new ProfileRepository(tx);
      // The platform always keeps an operator: the last superuser cannot leave (only the CLI makes one).
      if (user.type === 'super' && !(await repo.anotherSuperuserRemains(user.id)))
        throw new AppError('last_superuser');
      if (user.type === 'staff') {
        const contacts = [user.email, user.phone, user.whatsapp].filter((c): c is string => !!c);
        await repo.anonymiseStaff(user.id, contacts);
      } else {
        await repo.deleteOwner(user.id, user.type === 'owner' ? user.workspaceId : null);
      }
    });
    // The rows went with the workspace by cascade; the bytes are not in the database. Only after the
    // commit: a rolled-back deletion must not leave rows whose bytes are gone.
    if (user.type === 'owner' && user.workspaceId) await this.fileStorage.deletePrefix(user.workspaceId);
  }

  /**
   * The code goes out whether or not another account uses the contact, and the reply is the same, so
   * this cannot tell a stranger which contacts are registered; only someone who reads the code there
   * learns at verification that it is taken (DECISIONS.md §3).
   */
  async requestContactChange(
    user: UserRow,
    kind: ContactKind,
    value: string,
    meta: { ip: string; language: TLanguage },
  ): Promise<TCodeSentResponse> {
    return this.codes.send({
      contact: value,
      channel: kind,
      purpose: `change_${kind}` as CodePurpose,
      userId: user.id,
      ip: meta.ip,
      language: user.language ?? meta.language,
    });
  }

  /** A verified new contact replaces the old one and ends the user's other sessions (DECISIONS.md §3). */
  async verifyContactChange(
    user: UserRow,
    sessionId: string,
    kind: ContactKind,
    value: string,
    code: string,
    ip: string,
  ) {
    await this.codes.verify({
      contact: value,
      code,
      purposes: [`change_${kind}` as CodePurpose],
      userId: user.id,
      ip,
      allowTestCredential: false,
    });
    // After the code, so that the answer goes only to whoever holds the contact.
    await this.assertContactFree(user, kind, value);
    const column = COLUMNS[kind];
    const updated = await this.db.transaction(async (tx) => {
      const row = await new UsersRepository(tx).update(user.id, {
        [column.value]: value,
        [column.verified]: true,
      });
      await new SessionsRepository(tx).deleteAllForUser(user.id, sessionId);
      if (user[column.value] !== value)
        await logUserUpdate(tx, user, ip, { [column.value]: { from: user[column.value], to: value } });
      return row;
    });
    return { user: toProfile(updated) };
  }

  private async assertContactFree(user: UserRow, kind: ContactKind, value: string): Promise<void> {
    const owner = await this.users.findByContact({ kind: kind === 'email' ? 'email' : 'phone', value });
    if (owner && owner.id !== user.id) throw new AppError('contact_taken');
  }
}
