import type { TAdminLocationPage } from '@cleanops/contracts';
import type { Db } from '../../../db/client';
import { workspaceRefs } from '../workspaces/workspace-refs.repository';
import { type AdminLocationListQuery, AdminLocationsRepository } from './admin-locations.repository';

/** A page of every workspace's locations, each with its workspace's owner and subscription state. */
export async function listAdminLocations(db: Db, query: AdminLocationListQuery): Promise<TAdminLocationPage> {
  const { rows, total } = await new AdminLocationsRepository(db).list(query);
  const refs = await workspaceRefs(
    db,
    rows.map((r) => r.workspaceId),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      address: r.address,
      type: r.type,
      commercialKind: r.commercialKind,
      rooms: r.rooms,
      team: r.teamId ? { id: r.teamId, name: r.teamName ?? '', members: r.teamMembers } : null,
      workspace: refs.get(r.workspaceId)!,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
