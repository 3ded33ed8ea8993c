import type { ZAdminLogsQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { apiKeys, logs, users, workspaces } from '../../../db/schema';

export type LogsFilter = z.output<typeof ZAdminLogsQuery>;

const owners = alias(users, 'owners');

/** An IP prefix as a LIKE pattern, the user's own `%`, `_` and `\` taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Reads the audit log across every workspace (GET /admin/logs); only the super admin gets here. */
export class AdminLogsRepository {
  constructor(private readonly db: Db) {}

  async list(filter: LogsFilter) {
    const where = and(
      filter.action ? eq(logs.action, filter.action) : undefined,
      filter.userId ? eq(logs.userId, filter.userId) : undefined,
      filter.workspaceId ? eq(logs.workspaceId, filter.workspaceId) : undefined,
      filter.ip ? like(logs.ip, startsWith(filter.ip)) : undefined,
      filter.from ? gte(logs.createdAt, new Date(filter.from)) : undefined,
      filter.to ? lte(logs.createdAt, new Date(filter.to)) : undefined,
    );
    const direction = filter.sortDir === 'asc' ? asc : desc;
    // The id makes the order total, so lines of one instant never move between pages.
    const order: SQL[] = [direction(logs.createdAt), direction(logs.id)];
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          log: logs,
          actor: {
            id: users.id,
            name: users.name,
            surname: users.surname,
            email: users.email,
            phone: users.phone,
            type: users.type,
          },
          apiKey: { id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix },
          workspace: { id: workspaces.id, name: workspaces.name },
          ownerName: owners.name,
          ownerSurname: owners.surname,
        })
        .from(logs)
        .leftJoin(users, eq(users.id, logs.userId))
        .leftJoin(apiKeys, eq(apiKeys.id, logs.apiKeyId))
        .leftJoin(workspaces, eq(workspaces.id, logs.workspaceId))
        .leftJoin(owners, eq(owners.id, workspaces.ownerId))
        .where(where)
        .orderBy(...order)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.db.select({ total: count() }).from(logs).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }
}
