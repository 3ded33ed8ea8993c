import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type ApiKeyRow, apiKeys, users } from '../../db/schema';
import { inTeamOfWorkspace } from '../teams/teams.repository';
import { type Nameable, personColumns } from '../users/person-label';

/** A key as the list shows it, with its creator's name. */
export interface ApiKeyListRow {
  key: ApiKeyRow;
  creator: ({ id: string } & Nameable) | null;
}

export class ApiKeysRepository {
  constructor(private readonly db: Db | Tx) {}

  async list(workspaceId: string): Promise<ApiKeyListRow[]> {
    return this.db
      .select({ key: apiKeys, creator: personColumns })
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.workspaceId, workspaceId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  }

  async countLive(workspaceId: string, now: Date): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.workspaceId, workspaceId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      );
    return row?.total ?? 0;
  }

  async insert(values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
    const [row] = await this.db.insert(apiKeys).values(values).returning();
    return row!;
  }

  /** Revokes a live key of the workspace; undefined when there is none (missing, foreign, already revoked). */
  async revoke(workspaceId: string, id: string, at: Date): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
      .returning();
    return row;
  }

  async find(workspaceId: string, id: string): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId)))
      .limit(1);
    return row;
  }

  /** The key with this secret hash and the user it acts as, whatever its state: the caller judges it. */
  async findBySecretHash(secretHash: string) {
    const [row] = await this.db
      .select({ key: apiKeys, user: users, inTeam: inTeamOfWorkspace })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.secretHash, secretHash))
      .limit(1);
    return row;
  }

  async touch(id: string, at: Date, ip: string): Promise<void> {
    await this.db.update(apiKeys).set({ lastUsedAt: at, lastUsedIp: ip }).where(eq(apiKeys.id, id));
  }
}
