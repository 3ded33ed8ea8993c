import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { sessions, type UserRow, users } from '../../db/schema';
import { inTeamOfWorkspace } from '../teams/teams.repository';

/** A signed-in user and whether they work in a team of their workspace (their approval, DECISIONS.md §5). */
export interface SignedInUser {
  user: UserRow;
  inTeam: boolean;
}

export class SessionsRepository {
  constructor(private readonly db: Db | Tx) {}

  async create(values: { userId: string; tokenHash: string; ip: string | null; userAgent: string | null }) {
    await this.db.insert(sessions).values(values);
  }

  /** The session's user if the token is known and was used within the idle period. */
  async findActive(
    tokenHash: string,
    idleSince: Date,
  ): Promise<({ sessionId: string; lastSeenAt: Date } & SignedInUser) | undefined> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        user: users,
        inTeam: inTeamOfWorkspace,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.lastSeenAt, idleSince)))
      .limit(1);
    return row;
  }

  /** The user a signed link was made for. */
  async findUser(userId: string): Promise<SignedInUser | undefined> {
    const [row] = await this.db
      .select({ user: users, inTeam: inTeamOfWorkspace })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  async touch(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
  }

  async delete(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async deleteAllForUser(userId: string, exceptSessionId?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        exceptSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
          : eq(sessions.userId, userId),
      );
  }
}
