import { randomUUID } from 'node:crypto';
import type {
  TChecklist,
  TChecklistItem,
  ZCreateChecklistRequest,
  ZUpdateChecklistRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError, notFound } from '../../errors';
import {
  type ChecklistListQuery,
  ChecklistsRepository,
  type ChecklistWithCount,
} from './checklists.repository';

type CreateChecklist = z.output<typeof ZCreateChecklistRequest>;
type UpdateChecklist = z.output<typeof ZUpdateChecklistRequest>;
type ItemInput = { id?: string; text: string };

export function toChecklist(row: ChecklistWithCount): TChecklist {
  return {
    id: row.id,
    name: row.name,
    items: row.items,
    roomsCount: row.roomsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Items are sent whole, in order. One keeps its id only if it already belonged to this checklist
 * (tasks copy items by id later), once; anything else, including an id copied from another list, is new.
 */
function withIds(items: ItemInput[], previous: TChecklistItem[] = []): TChecklistItem[] {
  const unused = new Set(previous.map((item) => item.id));
  return items.map(({ id, text }) => ({ id: id && unused.delete(id) ? id : randomUUID(), text }));
}

/** The name is unique per workspace, case-insensitively (a unique index); a lost race is a 409 too. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'checklists_workspace_name_key'))
      throw new AppError('name_taken', { fields: [{ path: 'body.name', key: 'name_taken' }] });
    throw error;
  }
}

/** The workspace's checklist library (DECISIONS.md §6). */
export class ChecklistsService {
  private readonly repo: ChecklistsRepository;

  constructor(private readonly db: Db) {
    this.repo = new ChecklistsRepository(db);
  }

  async list(workspaceId: string, query: ChecklistListQuery) {
    const { rows, total } = await this.repo.list(workspaceId, query);
    return { items: rows.map(toChecklist), total, page: query.page, pageSize: query.pageSize };
  }

  async get(workspaceId: string, id: string): Promise<TChecklist> {
    const row = await this.repo.findById(workspaceId, id);
    if (!row) throw notFound();
    return toChecklist(row);
  }

  async create(workspaceId: string, body: CreateChecklist): Promise<TChecklist> {
    const row = await guardName(() =>
      this.repo.insert({ workspaceId, name: body.name, items: withIds(body.items) }),
    );
    return toChecklist({ ...row, roomsCount: 0 });
  }

  async update(workspaceId: string, id: string, body: UpdateChecklist): Promise<TChecklist> {
    await guardName(() =>
      this.db.transaction(async (tx) => {
        const repo = new ChecklistsRepository(tx);
        const current = await repo.lock(workspaceId, id);
        if (!current) throw notFound();
        await repo.update(id, {
          name: body.name,
          items: body.items && withIds(body.items, current.items),
        });
      }),
    );
    return this.get(workspaceId, id);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    if (!(await this.repo.delete(workspaceId, id))) throw notFound();
  }
}
