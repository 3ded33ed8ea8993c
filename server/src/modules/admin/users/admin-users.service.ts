import type {
  TAdminUser,
  TAdminUserDeletionPreview,
  TAdminUserPage,
  TCreateAdminUserRequest,
  TUpdateAdminUserRequest,
  ZAttachUserRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import type { NewUserRow, UserRow } from '../../../db/schema';
import { AppError, fieldError, notFound } from '../../../errors';
import type { FileStorage } from '../../files/file-storage';
import { recordLog } from '../../logs/logs.repository';
import { ProfileRepository } from '../../profile/profile.repository';
import { createAccount, makeOwner } from '../../users/accounts.service';
import { UsersRepository } from '../../users/users.repository';
import { personRef, workspaceRefs } from '../workspaces/workspace-refs.repository';
import { type AdminUserListQuery, type AdminUserRow, AdminUsersRepository } from './admin-users.repository';

export interface Actor {
  userId: string;
  ip: string;
}

/** PostgreSQL's unique_violation: two requests took the same contact at once. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Who is attached is the path's user (`params.id`): an owner or a superuser cannot be, nor staff
 * already working in a workspace. The 409 names that field, as every refusal of bad input does.
 */
const notAttachable = (code: 'attach_not_staff' | 'already_employed') => {
  const key = code === 'already_employed' ? 'attachInWorkspace' : code;
  return new AppError(code, { messageKey: key, fields: [{ path: 'params.id', key }] });
};

const protectedAccount = (path: 'params.id' | 'body.type') =>
  new AppError('account_protected', { fields: [{ path, key: 'account_protected' }] });

const contactTaken = (field: 'email' | 'phone') =>
  new AppError('contact_taken', { fields: [{ path: `body.${field}`, key: 'contact_taken' }] });

/** Users management of the super admin (SPEC.md §2, §5, §6; DECISIONS.md §2, §11). */
export class AdminUsersService {
  constructor(
    private readonly db: Db,
    private readonly fileStorage: FileStorage,
    private readonly trialDays: number,
  ) {}

  async list(query: AdminUserListQuery): Promise<TAdminUserPage> {
    const { rows, total } = await new AdminUsersRepository(this.db).list(query);
    return { items: await this.view(this.db, rows), total, page: query.page, pageSize: query.pageSize };
  }

  async get(db: Db | Tx, id: string): Promise<TAdminUser> {
    const { rows } = await new AdminUsersRepository(db).list(
      { page: 1, pageSize: 1, sortDir: 'desc', sortBy: 'createdAt' },
      id,
    );
    if (!rows[0]) throw notFound();
    return (await this.view(db, rows))[0]!;
  }

  private async view(db: Db | Tx, rows: AdminUserRow[]): Promise<TAdminUser[]> {
    const refs = await workspaceRefs(
      db,
      rows.map((r) => r.workspaceId),
    );
    return rows.map((r) => ({
      ...personRef(r),
      type: r.type,
      role: r.role,
      level: r.level,
      emailVerified: r.emailVerified,
      phoneVerified: r.phoneVerified,
      language: r.language,
      workspace: r.workspaceId ? (refs.get(r.workspaceId) ?? null) : null,
      inTeam: r.type === 'staff' && r.inTeam,
      lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /**
   * SPEC.md §5: an e-mail or a phone, plus a type. An owner gets a workspace and a trial; staff wait
   * for an invite or an attach (DECISIONS.md §11). Contacts an operator typed count as verified, so
   * notifications reach them. Logged as create_user, like a sign-up.
   */
  async create(actor: Actor, body: TCreateAdminUserRequest): Promise<TAdminUser> {
    try {
      return await this.db.transaction(async (tx) => {
        const repo = new AdminUsersRepository(tx);
        if (body.email && (await repo.contactTaken('email', body.email))) throw contactTaken('email');
        if (body.phone && (await repo.contactTaken('phone', body.phone))) throw contactTaken('phone');
        const user = await createAccount(
          tx,
          {
            type: body.type,
            email: body.email ?? null,
            phone: body.phone ?? null,
            name: body.name ?? null,
            surname: body.surname ?? null,
            verified: { email: !!body.email, phone: !!body.phone },
          },
          this.trialDays,
        );
        await recordLog(tx, {
          action: 'create_user',
          userId: actor.userId,
          ip: actor.ip,
          data: {
            userId: user.id,
            type: user.type,
            email: user.email,
            phone: user.phone,
            workspaceId: user.workspaceId,
            by: 'super_admin',
          },
        });
        return this.get(tx, user.id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw contactTaken(body.email ? 'email' : 'phone');
      throw error;
    }
  }

  /**
   * Names, contacts and type. A superuser is not changed here, and an owner does not become staff
   * (their workspace would be left without an owner: delete them instead). Staff who become an owner
   * leave their employer and get a workspace with a trial. A changed contact ends the user's sessions
   * (DECISIONS.md §3). Logged as update_user with each field's before and after.
   */
  async update(actor: Actor, id: string, body: TUpdateAdminUserRequest): Promise<TAdminUser> {
    try {
      return await this.db.transaction(async (tx) => {
        const repo = new AdminUsersRepository(tx);
        const user = await repo.findLive(id);
        if (!user) throw notFound();
        if (user.type === 'super') throw protectedAccount('params.id');
        if (user.type === 'owner' && body.type === 'staff') throw protectedAccount('body.type');
        const email = body.email === undefined ? user.email : body.email;
        const phone = body.phone === undefined ? user.phone : body.phone;
        if (!email && !phone) throw fieldError('body.email', 'emailOrPhoneRequired');
        if (body.email && body.email !== user.email && (await repo.contactTaken('email', body.email, id))) {
          throw contactTaken('email');
        }
        if (body.phone && body.phone !== user.phone && (await repo.contactTaken('phone', body.phone, id))) {
          throw contactTaken('phone');
        }

        const values: Partial<NewUserRow> = {};
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const set = <K extends 'name' | 'surname' | 'email' | 'phone'>(
          key: K,
          to: UserRow[K] | undefined,
        ) => {
          if (to === undefined || to === user[key]) return;
          values[key] = to;
          changes[key] = { from: user[key], to };
        };
        set('name', body.name);
        set('surname', body.surname);
        set('email', body.email);
        set('phone', body.phone);
        if (changes.email) values.emailVerified = !!values.email;
        if (changes.phone) values.phoneVerified = !!values.phone;
        const contactChanged = !!(changes.email || changes.phone);

        let updated = user;
        if (Object.keys(values).length) updated = await new UsersRepository(tx).update(id, values);
        if (body.type === 'owner' && user.type === 'staff') {
          changes.type = { from: 'staff', to: 'owner' };
          if (user.workspaceId) {
            changes.workspaceId = { from: user.workspaceId, to: null };
            await repo.leaveTeams(id, user.workspaceId);
          }
          updated = await makeOwner(tx, updated.id, this.trialDays);
        }
        if (contactChanged) await repo.endSessions(id);
        if (Object.keys(changes).length) {
          await recordLog(tx, {
            action: 'update_user',
            userId: actor.userId,
            ip: actor.ip,
            data: { userId: id, workspaceId: updated.workspaceId, changes },
          });
        }
        return this.get(tx, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw contactTaken(body.email ? 'email' : 'phone');
      throw error;
    }
  }

  /** DECISIONS.md §2 for the confirm dialog: staff are anonymised; an owner goes with the workspace. */
  async deletionPreview(actor: Actor, id: string): Promise<TAdminUserDeletionPreview> {
    const repo = new AdminUsersRepository(this.db);
    const user = await repo.findLive(id);
    if (!user) throw notFound();
    assertDeletable(actor, user);
    const ownsWorkspace = user.type === 'owner' && user.workspaceId;
    return {
      user: { ...personRef(user), type: user.type },
      effect: user.type === 'staff' ? 'anonymise' : 'delete_workspace',
      workspace: ownsWorkspace
        ? { id: user.workspaceId!, ...(await repo.workspaceContents(user.workspaceId!)) }
        : null,
    };
  }

  /** The same deletion as DELETE /profile (DECISIONS.md §2), done by the super admin and logged. */
  async delete(actor: Actor, id: string): Promise<void> {
    const deleted = await this.db.transaction(async (tx) => {
      const repo = new AdminUsersRepository(tx);
      const user = await repo.findLive(id);
      if (!user) throw notFound();
      assertDeletable(actor, user);
      const contents =
        user.type === 'owner' && user.workspaceId ? await repo.workspaceContents(user.workspaceId) : null;
      // Logged first, while the workspace still exists for the line to name.
      await recordLog(tx, {
        action: 'delete_user',
        userId: actor.userId,
        ip: actor.ip,
        data: {
          userId: user.id,
          type: user.type,
          email: user.email,
          phone: user.phone,
          workspaceId: user.workspaceId,
          effect: user.type === 'staff' ? 'anonymise' : 'delete_workspace',
          ...(contents ? { contents } : {}),
        },
      });
      const profiles = new ProfileRepository(tx);
      if (user.type === 'staff') {
        await profiles.anonymiseStaff(
          user.id,
          [user.email, user.phone, user.whatsapp].filter((c): c is string => !!c),
        );
      } else {
        await profiles.deleteOwner(user.id, user.workspaceId);
      }
      return user;
    });
    // As DELETE /profile: the bytes go only once the rows are gone for good.
    if (deleted.type === 'owner' && deleted.workspaceId)
      await this.fileStorage.deletePrefix(deleted.workspaceId);
  }

  /**
   * attach_to_owner_users (SPEC.md §6): a staff user between jobs joins an owner's workspace with a
   * role, as an accepted invite would; with a team they are approved into it at once (DECISIONS.md §5).
   */
  async attach(actor: Actor, id: string, body: z.output<typeof ZAttachUserRequest>): Promise<TAdminUser> {
    return this.db.transaction(async (tx) => {
      const repo = new AdminUsersRepository(tx);
      const user = await repo.findLive(id);
      if (!user) throw notFound();
      if (user.type !== 'staff') throw notAttachable('attach_not_staff');
      if (user.workspaceId) throw notAttachable('already_employed');
      const target = body.ownerId
        ? await repo.workspaceOfOwner(body.ownerId)
        : await repo.workspaceById(body.workspaceId!);
      if (!target) throw notFound();
      if (body.teamId && !(await repo.teamOf(body.teamId, target.workspaceId))) {
        throw fieldError('body.teamId', 'teamNotInWorkspace');
      }
      const attached = await repo.attach(id, {
        workspaceId: target.workspaceId,
        role: body.role,
        level: body.level,
      });
      if (!attached) throw notAttachable('already_employed');
      if (body.teamId) await repo.addToTeam(body.teamId, id);
      await recordLog(tx, {
        action: 'attach_to_owner_users',
        userId: actor.userId,
        ip: actor.ip,
        data: {
          userId: id,
          workspaceId: target.workspaceId,
          ownerId: target.ownerId,
          role: body.role,
          level: body.level,
          teamId: body.teamId ?? null,
        },
      });
      return this.get(tx, id);
    });
  }
}

function assertDeletable(actor: Actor, user: UserRow) {
  // The platform keeps its operators: a superuser is removed by the CLI's owner, never from the screen.
  if (user.type === 'super' || user.id === actor.userId) throw protectedAccount('params.id');
}
