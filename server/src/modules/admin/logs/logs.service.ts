import type { TAdminLogEntry, TAdminLogsResponse } from '@cleanops/contracts';
import type { Db } from '../../../db/client';
import { AdminLogsRepository, type LogsFilter } from './logs.repository';

type Row = Awaited<ReturnType<AdminLogsRepository['list']>>['rows'][number];

function toEntry({ log, actor, apiKey, workspace, ownerName, ownerSurname }: Row): TAdminLogEntry {
  const owner = [ownerName, ownerSurname].filter(Boolean).join(' ');
  return {
    id: log.id,
    action: log.action,
    actor: actor?.id ? actor : null,
    apiKey: apiKey?.id ? apiKey : null,
    workspace: workspace?.id ? { id: workspace.id, name: workspace.name, ownerName: owner || null } : null,
    ip: log.ip,
    description: log.description,
    data: log.data,
    createdAt: log.createdAt.toISOString(),
  };
}

/** The super admin's log reader (SPEC.md §2 /logs): every workspace's lines, filtered, newest first. */
export class AdminLogsService {
  private readonly repo: AdminLogsRepository;

  constructor(db: Db) {
    this.repo = new AdminLogsRepository(db);
  }

  async list(filter: LogsFilter): Promise<TAdminLogsResponse> {
    const { rows, total } = await this.repo.list(filter);
    return { items: rows.map(toEntry), total, page: filter.page, pageSize: filter.pageSize };
  }
}
