import type { ZAdminLocationListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { containsPattern } from '../../../db/like-pattern';
import { locations, teams, users, workspaces } from '../../../db/schema';
import { subscriptionFilter } from '../../subscriptions/subscriptions.repository';

export type AdminLocationListQuery = z.output<typeof ZAdminLocationListQuery>;

/** Every workspace's locations, read-only (SPEC.md §2 /locations-management, get_admin_locations). */
export class AdminLocationsRepository {
  constructor(private readonly db: Db) {}

  async list(query: AdminLocationListQuery) {
    const search = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      query.type ? eq(locations.type, query.type) : undefined,
      query.workspaceId ? eq(locations.workspaceId, query.workspaceId) : undefined,
      query.subscription ? subscriptionFilter(locations.workspaceId, query.subscription) : undefined,
      search
        ? or(
            ilike(locations.title, search),
            ilike(locations.address, search),
            ilike(users.name, search),
            ilike(users.surname, search),
            ilike(users.email, search),
            ilike(users.phone, search),
          )
        : undefined,
    );
    const direction = query.sortDir === 'asc' ? asc : desc;
    const order: SQL[] =
      query.sortBy === 'title'
        ? [direction(sql`lower(${locations.title})`)]
        : [direction(locations.createdAt)];
    const from = () =>
      this.db
        .select({ n: count() })
        .from(locations)
        .innerJoin(workspaces, eq(workspaces.id, locations.workspaceId))
        .innerJoin(users, eq(users.id, workspaces.ownerId));
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({
          id: locations.id,
          title: locations.title,
          address: locations.address,
          type: locations.type,
          commercialKind: locations.commercialKind,
          workspaceId: locations.workspaceId,
          createdAt: locations.createdAt,
          rooms: sql<number>`(select count(*) from rooms r where r.location_id = ${locations.id})`.mapWith(
            Number,
          ),
          teamId: teams.id,
          teamName: teams.name,
          teamMembers:
            sql<number>`(select count(*) from team_members tm where tm.team_id = ${teams.id})`.mapWith(
              Number,
            ),
        })
        .from(locations)
        .innerJoin(workspaces, eq(workspaces.id, locations.workspaceId))
        .innerJoin(users, eq(users.id, workspaces.ownerId))
        .leftJoin(teams, eq(teams.id, locations.teamId))
        .where(where)
        .orderBy(...order, direction(locations.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      from().where(where),
    ]);
    return { rows, total: totals?.n ?? 0 };
  }
}
