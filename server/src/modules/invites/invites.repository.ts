import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { invites, users } from '../../db/schema';

const inviter = alias(users, 'inviter');

export class InvitesRepository {
  constructor(private readonly db: Db) {}

  /** Pending invites addressed to any of the user's contacts, with who sent them, in one query. */
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
      })
      .from(invites)
      .leftJoin(inviter, eq(inviter.id, invites.inviterId))
      .where(and(inArray(invites.contact, contacts), eq(invites.status, 'pending')))
      .orderBy(desc(invites.createdAt))
      .limit(100);
  }
}
