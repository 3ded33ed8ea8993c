import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invites, sessions, teamMembers, teams, users, workspaces } from '../../db/schema';

export class ProfileRepository {
  constructor(private readonly db: Db | Tx) {}

  /**
   * Whether a superuser other than this one remains. The rows are locked so that two superusers
   * deleting themselves at once cannot each see the other and both go.
   */
  async anotherSuperuserRemains(userId: string): Promise<boolean> {
    const others = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'super'), ne(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    return others.length > 0;
  }

  /**
   * An owner leaves with their workspace (DECISIONS.md §2): its staff lose their role and employer,
   * everything scoped to it goes by cascade.
   */
  async deleteOwner(userId: string, workspaceId: string | null): Promise<void> {
    if (workspaceId) {
      await this.db
        .update(users)
        .set({ workspaceId: null, role: null })
        .where(eq(users.workspaceId, workspaceId));
      await this.db.delete(workspaces).where(eq(workspaces.id, workspaceId));
    }
    await this.db.delete(users).where(eq(users.id, userId));
  }

  /** Staff are anonymised so their past reports stay, attributed to a deleted user (DECISIONS.md §2). */
  async anonymiseStaff(userId: string, contacts: string[]): Promise<void> {
    await this.db
      .update(users)
      .set({
        name: null,
        surname: null,
        avatarUrl: null,
        email: null,
        phone: null,
        whatsapp: null,
        emailVerified: false,
        phoneVerified: false,
        whatsappVerified: false,
        available: false,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    // Gone from their teams too: a team lists and counts people who can work, not a nameless row.
    await this.db.delete(teamMembers).where(eq(teamMembers.userId, userId));
    await this.db.update(teams).set({ headId: null }).where(eq(teams.headId, userId));
    if (contacts.length) {
      await this.db
        .update(invites)
        .set({ status: 'cancelled', respondedAt: new Date() })
        .where(and(inArray(invites.contact, contacts), eq(invites.status, 'pending')));
    }
  }
}
