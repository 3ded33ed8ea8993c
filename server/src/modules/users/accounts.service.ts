import type { TLanguage, TMessagingType, TStaffLevel, TStaffRole, TUserType } from '@cleanops/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invites, type NewUserRow, subscriptions, type UserRow, users, workspaces } from '../../db/schema';
import { recordLog } from '../logs/logs.repository';
import { UsersRepository } from './users.repository';

export interface NewAccount {
  type: TUserType;
  email?: string | null;
  phone?: string | null;
  role?: TStaffRole | null;
  level?: TStaffLevel;
  name?: string | null;
  surname?: string | null;
  language?: TLanguage;
  /** Contacts proven by a code (or trusted because an operator typed them). */
  verified?: Partial<Record<TMessagingType, boolean>>;
}

/** Creates a user; an owner gets a workspace with a trial subscription of `trialDays` (DECISIONS.md §2). */
export async function createAccount(tx: Db | Tx, account: NewAccount, trialDays: number): Promise<UserRow> {
  const repo = new UsersRepository(tx);
  const values: NewUserRow = {
    type: account.type,
    role: account.type === 'staff' ? (account.role ?? null) : null,
    level: account.level ?? 'regular',
    email: account.email ?? null,
    phone: account.phone ?? null,
    name: account.name ?? null,
    surname: account.surname ?? null,
    language: account.language ?? 'ru',
    emailVerified: account.verified?.email ?? false,
    phoneVerified: account.verified?.phone ?? false,
    whatsappVerified: account.verified?.whatsapp ?? false,
    whatsapp: account.verified?.whatsapp ? (account.phone ?? null) : null,
  };
  const user = await repo.insert(values);
  if (user.type !== 'owner') return user;
  return makeOwner(tx, user.id, trialDays);
}

/**
 * Makes a user an owner with a workspace of their own and a trial of `trialDays` (DECISIONS.md §2):
 * a new owner, or staff the super admin turns into one (their old job is the caller's to end).
 */
export async function makeOwner(tx: Db | Tx, userId: string, trialDays: number): Promise<UserRow> {
  // Someone who owned a workspace before gets it back, with its subscription history as it was.
  let [workspace] = await tx.select().from(workspaces).where(eq(workspaces.ownerId, userId));
  if (!workspace) {
    [workspace] = await tx.insert(workspaces).values({ ownerId: userId }).returning();
    const now = new Date();
    await tx.insert(subscriptions).values({
      workspaceId: workspace!.id,
      kind: 'trial',
      startsAt: now,
      endsAt: new Date(now.getTime() + trialDays * 86_400_000),
    });
  }
  return new UsersRepository(tx).update(userId, {
    type: 'owner',
    role: null,
    level: 'regular',
    workspaceId: workspace!.id,
    joinedAt: null,
  });
}

/**
 * The first successful code login for an unknown contact (DECISIONS.md §2): staff without a role
 * when an invite is waiting for the contact, otherwise an owner on a trial.
 */
export async function signUp(
  db: Db,
  input: { contact: string; channel: TMessagingType; language: TLanguage; trialDays: number; ip: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .select({ id: invites.id })
      .from(invites)
      .where(and(eq(invites.contact, input.contact), eq(invites.status, 'pending')))
      .limit(1);
    const isEmail = input.channel === 'email';
    const user = await createAccount(
      tx,
      {
        type: invite ? 'staff' : 'owner',
        email: isEmail ? input.contact : null,
        phone: isEmail ? null : input.contact,
        language: input.language,
        verified: { [input.channel]: true },
      },
      input.trialDays,
    );
    // SPEC.md §9: a sign-up is logged as create_user, by the new user themself.
    await recordLog(tx, {
      action: 'create_user',
      userId: user.id,
      ip: input.ip,
      data: {
        userId: user.id,
        type: user.type,
        email: user.email,
        phone: user.phone,
        workspaceId: user.workspaceId,
        by: 'sign_up',
      },
    });
    return user;
  });
}

/** SUPERUSER_EMAIL / SUPERUSER_PHONE at start-up, or the CLI: idempotent (DECISIONS.md §2). */
export async function ensureSuperuser(
  db: Db,
  contacts: { email?: string; phone?: string },
): Promise<UserRow> {
  const email = contacts.email?.trim().toLowerCase();
  const phone = contacts.phone?.trim();
  return db.transaction(async (tx) => {
    const match = or(email ? eq(users.email, email) : undefined, phone ? eq(users.phone, phone) : undefined);
    const [existing] = match ? await tx.select().from(users).where(match).limit(1) : [];
    if (existing) {
      if (existing.type === 'super') return existing;
      return new UsersRepository(tx).update(existing.id, { type: 'super', role: null, workspaceId: null });
    }
    return createAccount(
      tx,
      { type: 'super', email, phone, verified: { email: !!email, phone: !!phone } },
      0,
    );
  });
}
