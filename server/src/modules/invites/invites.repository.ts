import type { TStaffRole } from '@cleanops/contracts';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { invites, locations, type UserRow, users, workspaces } from '../../db/schema';

const inviter = alias(users, 'inviter');

/**
 * An invite's location, if it still is one of the invite's workspace: invites.location_id has no
 * foreign key, so a deleted location leaves an id that simply joins to nothing.
 */
const locationOfInvite = and(
  eq(locations.id, invites.locationId),
  eq(locations.workspaceId, invites.workspaceId),
);

/** The pending list of a workspace is not paged (the seed's call has no paging); this bounds a reply. */
export const PENDING_LIST_MAX = 500;

export type InviteRow = typeof invites.$inferSelect;

export class InvitesRepository {
  constructor(private readonly db: Db | Tx) {}

  /** Pending invites addressed to any of the user's contacts, with who sent them and where, in one query. */
  async pendingFor(contacts: string[]) {
    if (!contacts.length) return [];
    return this.db
      .select({
        id: invites.id,
        status: invites.status,
        role: invites.role,
        createdAt: invites.createdAt,
        inviterName: inviter.name,
        inviterSurname: inviter.surname,
        inviterEmail: inviter.email,
        locationId: locations.id,
        locationTitle: locations.title,
      })
      .from(invites)
      .leftJoin(inviter, eq(inviter.id, invites.inviterId))
      .leftJoin(locations, locationOfInvite)
      .where(and(inArray(invites.contact, contacts), eq(invites.status, 'pending')))
      .orderBy(desc(invites.createdAt))
      .limit(100);
  }

  /** Pending invites a workspace sent, newest first, with location and inviter, in one query. */
  async pendingOf(workspaceId: string) {
    return this.db
      .select({
        id: invites.id,
        contact: invites.contact,
        role: invites.role,
        status: invites.status,
        createdAt: invites.createdAt,
        inviterId: inviter.id,
        inviterName: inviter.name,
        inviterSurname: inviter.surname,
        locationId: locations.id,
        locationTitle: locations.title,
      })
      .from(invites)
      .leftJoin(inviter, eq(inviter.id, invites.inviterId))
      .leftJoin(locations, locationOfInvite)
      .where(and(eq(invites.workspaceId, workspaceId), eq(invites.status, 'pending')))
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(PENDING_LIST_MAX);
  }

  async findLocation(workspaceId: string, locationId: string) {
    const [row] = await this.db
      .select({ id: locations.id, title: locations.title })
      .from(locations)
      .where(and(eq(locations.id, locationId), eq(locations.workspaceId, workspaceId)))
      .limit(1);
    return row;
  }

  /**
   * Serialises the invitation writes of one workspace, so two sends to the same contact at once
   * cannot both leave a pending invite. NO KEY UPDATE does not block rows that merely reference the
   * workspace (their foreign-key checks take KEY SHARE).
   */
  async lockWorkspace(workspaceId: string): Promise<void> {
    await this.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId))
      .for('no key update');
  }

  /** The people of a workspace (its owner and its staff) that have any of these contacts. */
  async workspaceMembersWith(workspaceId: string, contacts: string[]) {
    if (!contacts.length) return [];
    return this.db
      .select({ email: users.email, phone: users.phone, whatsapp: users.whatsapp })
      .from(users)
      .where(
        and(
          eq(users.workspaceId, workspaceId),
          isNull(users.deletedAt),
          or(
            inArray(users.email, contacts),
            inArray(users.phone, contacts),
            inArray(users.whatsapp, contacts),
          ),
        ),
      );
  }

  /** Cancels the workspace's pending invites to these contacts; answers the ids it cancelled. */
  async cancelPendingTo(workspaceId: string, contacts: string[], now: Date): Promise<string[]> {
    if (!contacts.length) return [];
    const rows = await this.db
      .update(invites)
      .set({ status: 'cancelled', respondedAt: now })
      .where(
        and(
          eq(invites.workspaceId, workspaceId),
          eq(invites.status, 'pending'),
          inArray(invites.contact, contacts),
        ),
      )
      .returning({ id: invites.id });
    return rows.map((r) => r.id);
  }

  async insertMany(
    rows: {
      workspaceId: string;
      inviterId: string;
      contact: string;
      role: TStaffRole;
      locationId: string | null;
    }[],
  ): Promise<InviteRow[]> {
    return this.db.insert(invites).values(rows).returning();
  }

  /** The invite row, locked until the transaction ends: answering and cancelling it take turns. */
  async lock(id: string): Promise<InviteRow | undefined> {
    const [row] = await this.db.select().from(invites).where(eq(invites.id, id)).for('update');
    return row;
  }

  /** The addressee's own row, locked: two invites accepted at once in two tabs take turns. */
  async lockUser(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).for('no key update');
    return row;
  }

  async respond(id: string, status: 'accepted' | 'rejected' | 'cancelled', now: Date): Promise<void> {
    await this.db.update(invites).set({ status, respondedAt: now }).where(eq(invites.id, id));
  }
}
