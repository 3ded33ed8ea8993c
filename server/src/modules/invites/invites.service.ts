import type {
  TAcceptInviteResponse,
  TMessagingType,
  TReceivedInvite,
  TRight,
  TSentInvite,
  TStaffRole,
  ZCreateInvitesRequest,
} from '@cleanops/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, type FieldProblem, forbidden, notFound } from '../../errors';
import { EmployeesService } from '../employees/employees.service';
import { recordLog } from '../logs/logs.repository';
import type { Messaging } from '../messaging/messaging.types';
import { renderInviteMessage } from '../messaging/templates';
import { raiseNotification } from '../notifications/raise';
import { assertActiveSubscription } from '../subscriptions/subscriptions.service';
import { personLabel } from '../users/person-label';
import { UsersRepository } from '../users/users.repository';
import { emitWebhook } from '../webhooks/emit';
import { type InviteRow, InvitesRepository } from './invites.repository';

type CreateInvites = z.output<typeof ZCreateInvitesRequest>;

/** Who acts: the signed-in user as the request found them, their rights, and their IP for the log. */
export interface Actor {
  user: UserRow;
  rights: ReadonlySet<TRight>;
  ip: string;
}

/** Every contact a user is reached by; an invite is addressed to the user when it names one of them. */
const contactsOf = (user: Pick<UserRow, 'email' | 'phone' | 'whatsapp'>) =>
  [user.email, user.phone, user.whatsapp].filter((c): c is string => !!c);

const channelOf = (contact: string): 'email' | 'phone' => (contact.includes('@') ? 'email' : 'phone');

/** How the addressee knows the inviter: their name, or their contact until they have filled one in. */
const displayName = (user: UserRow) => personLabel(user) || 'CleanOps';

/**
 * Admins approve and decline employees (DECISIONS.md §4); who gets that power is the owner's call,
 * so an admin or manager may invite managers and cleaners only.
 */
export const mayInviteAs = (actor: Actor, role: TStaffRole) =>
  role !== 'admin' || actor.user.type === 'owner';

/**
 * What stands in the way of inviting each contact: the inviter themselves, the same contact twice,
 * someone who already works here. One problem per contact, on its path; the caller holds the
 * workspace's lock when the answer must stay true until commit.
 */
export async function contactProblems(
  db: Db,
  actor: Actor,
  workspaceId: string,
  entries: { path: string; contact: string }[],
): Promise<FieldProblem[]> {
  const own = new Set(contactsOf(actor.user));
  const members = new Set(
    (
      await new InvitesRepository(db).workspaceMembersWith(
        workspaceId,
        entries.map((e) => e.contact),
      )
    ).flatMap((m) => contactsOf(m)),
  );
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const { path, contact } of entries) {
    if (own.has(contact)) problems.push({ path, key: 'inviteSelf' });
    else if (seen.has(contact)) problems.push({ path, key: 'inviteDuplicate' });
    else if (members.has(contact)) problems.push({ path, key: 'inviteAlreadyEmployee' });
    seen.add(contact);
  }
  return problems;
}

/**
 * Writes invitations inside the caller's transaction (which holds the workspace's lock): a pending
 * invite of this workspace to the same contact is replaced, so the addressee never sees two; an
 * addressee who already has an account finds the invitation in their feed (DECISIONS.md §8).
 */
export async function insertInvites(
  tx: Tx,
  actor: Actor,
  workspaceId: string,
  input: { contacts: string[]; role: TStaffRole; locationId: string | null },
): Promise<InviteRow[]> {
  const repo = new InvitesRepository(tx);
  const replaced = await repo.cancelPendingTo(workspaceId, input.contacts, new Date());
  const created = await repo.insertMany(
    input.contacts.map((contact) => ({
      workspaceId,
      inviterId: actor.user.id,
      contact,
      role: input.role,
      locationId: input.locationId,
    })),
  );
  await recordLog(tx, {
    action: 'create_invite',
    userId: actor.user.id,
    ip: actor.ip,
    data: {
      workspaceId,
      inviteIds: created.map((r) => r.id),
      role: input.role,
      locationId: input.locationId,
      replacedInviteIds: replaced,
    },
  });
  for (const invite of created) {
    await raiseNotification(tx, {
      event: 'inviteCreated',
      workspaceId,
      locationId: invite.locationId,
      actorId: actor.user.id,
      recipients: { contacts: [invite.contact] },
      data: { inviteId: invite.id },
    });
  }
  return created;
}

/** DECISIONS.md §5: sending, listing, answering and cancelling invitations. */
export class InvitesService {
  private readonly repo: InvitesRepository;

  constructor(
    private readonly db: Db,
    private readonly messaging: Messaging,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.repo = new InvitesRepository(db);
  }

  /**
   * POST /invite. Every contact problem is reported at once, as field errors on the contact. A pending
   * invite of this workspace to the same contact is replaced, so the addressee never sees two.
   * The messages go out after the commit and a failed one fails nothing: the invite waits in the
   * addressee's bell all the same.
   */
  async create(
    actor: Actor,
    workspaceId: string,
    body: CreateInvites,
    signInUrl: string,
  ): Promise<TSentInvite[]> {
    if (!mayInviteAs(actor, body.role))
      throw new AppError('forbidden', { messageKey: 'inviteAdminOwnerOnly' });
    await assertActiveSubscription(this.db, workspaceId);
    const location = body.locationId ? await this.repo.findLocation(workspaceId, body.locationId) : null;
    if (body.locationId && !location) throw notFound();

    const entries = body.contacts.map((c, i) =>
      'email' in c
        ? { path: `body.contacts.${i}.email`, contact: c.email }
        : { path: `body.contacts.${i}.phone`, contact: c.phone },
    );

    const created = await this.db.transaction(async (tx) => {
      await new InvitesRepository(tx).lockWorkspace(workspaceId);
      const problems = await contactProblems(tx, actor, workspaceId, entries);
      if (problems.length) throw new AppError('validation_failed', { fields: problems });
      return insertInvites(tx, actor, workspaceId, {
        contacts: entries.map((e) => e.contact),
        role: body.role,
        locationId: location?.id ?? null,
      });
    });

    await this.notify(actor.user, created, location?.title ?? null, signInUrl);
    return created.map((row) => ({
      id: row.id,
      contact: row.contact,
      channel: channelOf(row.contact),
      role: row.role,
      status: row.status,
      location: location ? { id: location.id, title: location.title } : null,
      inviter: { id: actor.user.id, name: actor.user.name, surname: actor.user.surname },
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * One message per invite, all at once, in the inviter's language. A phone gets an SMS, or WhatsApp
   * when only that is configured; a contact whose channel has no driver gets nothing but the bell.
   */
  async notify(inviter: UserRow, created: InviteRow[], locationTitle: string | null, url: string) {
    const available = new Set(this.messaging.available());
    const phoneChannel: TMessagingType | null = available.has('phone')
      ? 'phone'
      : available.has('whatsapp')
        ? 'whatsapp'
        : null;
    await Promise.all(
      created.map(async (invite) => {
        const kind = channelOf(invite.contact);
        const channel = kind === 'email' ? (available.has('email') ? 'email' : null) : phoneChannel;
        if (!channel) {
          this.log.warn({ inviteId: invite.id, kind }, 'Invitation not sent: no delivery channel');
          return;
        }
        const { subject, text } = renderInviteMessage({
          inviter: displayName(inviter),
          role: invite.role,
          locationTitle,
          url,
          channel: kind,
          language: inviter.language,
        });
        try {
          await this.messaging.sendNotice({
            channel,
            to: invite.contact,
            kind: 'invite',
            subject,
            text,
            language: inviter.language,
          });
        } catch (err) {
          this.log.warn({ err, inviteId: invite.id, channel }, 'Invitation message not delivered');
        }
      }),
    );
  }

  /** GET /invite/pending: what this workspace sent and nobody has answered yet, newest first. */
  async pendingOf(workspaceId: string): Promise<TSentInvite[]> {
    const rows = await this.repo.pendingOf(workspaceId);
    return rows.map((r) => ({
      id: r.id,
      contact: r.contact,
      channel: channelOf(r.contact),
      role: r.role,
      status: r.status,
      location:
        r.locationId && r.locationTitle !== null ? { id: r.locationId, title: r.locationTitle } : null,
      inviter: { id: r.inviterId, name: r.inviterName, surname: r.inviterSurname },
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** GET /invite: pending invites addressed to any of my contacts (the header's bell). */
  async received(user: UserRow): Promise<TReceivedInvite[]> {
    const rows = await this.repo.pendingFor(contactsOf(user));
    return rows.map((r) => ({
      id: r.id,
      status: r.status,
      role: r.role,
      createdAt: r.createdAt.toISOString(),
      inviter: { name: r.inviterName, surname: r.inviterSurname, email: r.inviterEmail },
      location:
        r.locationId && r.locationTitle !== null ? { id: r.locationId, title: r.locationTitle } : null,
    }));
  }

  /**
   * POST /invite/{id}: the addressee becomes staff of the inviting workspace with the invite's role
   * (DECISIONS.md §5). The invite row is locked first, so a second accept or a cancel at the same
   * moment waits and then finds it answered; the user row is locked next, so two invites accepted
   * at once in two tabs cannot both employ the same person.
   */
  async accept(actor: Actor, id: string): Promise<TAcceptInviteResponse> {
    return this.db.transaction(async (tx) => {
      const repo = new InvitesRepository(tx);
      const invite = await repo.lock(id);
      const me = await repo.lockUser(actor.user.id);
      if (!invite || !me || !contactsOf(me).includes(invite.contact)) throw notFound();
      if (invite.status !== 'pending') throw new AppError('invite_not_pending');
      // An owner runs a workspace of their own and cannot also be staff of another one.
      if (me.type === 'owner')
        throw new AppError('already_employed', { messageKey: 'inviteOwnerCannotAccept' });
      // A superuser is never product staff (DECISIONS.md §2): their account type is not changed here.
      if (me.type === 'super') throw forbidden();
      if (me.workspaceId && me.workspaceId !== invite.workspaceId) throw new AppError('already_employed');

      // Someone already employed here who accepts a second invite of the same workspace takes its
      // role and keeps their level and start date.
      const sameWorkspace = me.workspaceId === invite.workspaceId;
      const now = new Date();
      await repo.respond(invite.id, 'accepted', now);
      await new UsersRepository(tx).update(me.id, {
        type: 'staff',
        role: invite.role,
        level: sameWorkspace ? me.level : 'regular',
        workspaceId: invite.workspaceId,
        joinedAt: sameWorkspace && me.joinedAt ? me.joinedAt : now,
      });
      await recordLog(tx, {
        action: 'accept_invite',
        userId: me.id,
        ip: actor.ip,
        data: { workspaceId: invite.workspaceId, inviteId: invite.id, role: invite.role },
      });
      // DECISIONS.md §5: the inviter hears that the invitation was accepted.
      if (invite.inviterId) {
        await raiseNotification(tx, {
          event: 'inviteApproved',
          workspaceId: invite.workspaceId,
          locationId: invite.locationId,
          actorId: me.id,
          recipients: { userIds: [invite.inviterId] },
          data: { inviteId: invite.id },
        });
      }
      // Someone already here who takes a second invite's role has not joined again.
      if (!sameWorkspace)
        await emitWebhook(tx, 'member.joined', { workspaceId: invite.workspaceId, id: me.id }, () =>
          new EmployeesService(tx).get(invite.workspaceId, me.id),
        );
      return { workspaceId: invite.workspaceId, role: invite.role };
    });
  }

  /**
   * DELETE /invite/{id}: the addressee rejects it, or someone of the inviting workspace with
   * delete_invite cancels it. Anyone else gets 404, exactly as for an id that does not exist, so ids
   * of other workspaces reveal nothing; for the same reason "no longer pending" is said only to them.
   */
  async answerOrCancel(actor: Actor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new InvitesRepository(tx);
      const invite = await repo.lock(id);
      if (!invite) throw notFound();
      const isAddressee = contactsOf(actor.user).includes(invite.contact);
      const canCancel = actor.rights.has('delete_invite') && actor.user.workspaceId === invite.workspaceId;
      if (!isAddressee && !canCancel) throw notFound();
      if (invite.status !== 'pending') throw new AppError('invite_not_pending');
      await repo.respond(invite.id, isAddressee ? 'rejected' : 'cancelled', new Date());
      await recordLog(tx, {
        action: isAddressee ? 'reject_invite' : 'cancel_invite',
        userId: actor.user.id,
        ip: actor.ip,
        data: { workspaceId: invite.workspaceId, inviteId: invite.id },
      });
    });
  }
}
