import type {
  TAnyLogAction,
  TPersonRef,
  TRight,
  TTeam,
  TTeamPage,
  ZCreateTeamRequest,
  ZUpdateTeamRequest,
} from '@cleanops/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { TeamRow } from '../../db/schema';
import { AppError, fieldError, forbidden, notFound } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { assertActiveSubscription } from '../subscriptions/subscriptions.service';
import { type TeamListQuery, TeamsRepository } from './teams.repository';

type CreateTeam = z.output<typeof ZCreateTeamRequest>;
type UpdateTeam = z.output<typeof ZUpdateTeamRequest>;

/** Who acts: their id and IP for the log, and their rights (adding someone awaiting a team needs accept_invite). */
export interface TeamActor {
  userId: string;
  ip: string;
  rights: ReadonlySet<TRight>;
}

/**
 * SPEC.md §4: switching availability off sets a date seven days ahead; once that date has passed the
 * person is available again without touching the switch, so every picker reads it the same way.
 */
export function availabilityOf(
  row: { available: boolean; unavailableDate: Date | null },
  now = new Date(),
): { available: boolean; unavailableDate: string | null } {
  const expired = row.unavailableDate !== null && row.unavailableDate.getTime() <= now.getTime();
  if (row.available || expired) return { available: true, unavailableDate: null };
  return { available: false, unavailableDate: row.unavailableDate?.toISOString() ?? null };
}

type PersonRow = Omit<TPersonRef, 'available' | 'unavailableDate'> & {
  available: boolean;
  unavailableDate: Date | null;
};

export function toPersonRef(row: PersonRow, now = new Date()): TPersonRef {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    role: row.role,
    level: row.level,
    ...availabilityOf(row, now),
  };
}

/** Team names are unique per workspace, case-insensitively (a unique index); a lost race is a 409 too. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'teams_workspace_name_key'))
      throw new AppError('name_taken', { fields: [{ path: 'body.name', key: 'name_taken' }] });
    throw error;
  }
}

const unique = (ids: string[]) => [...new Set(ids)];

/** Teams of the workspace with their head, members and locations (SPEC.md §3 Team). */
export class TeamsService {
  private readonly repo: TeamsRepository;

  constructor(private readonly db: Db) {
    this.repo = new TeamsRepository(db);
  }

  /** Three queries for any number of teams: the rows, their members, their locations. */
  private async views(rows: TeamRow[]): Promise<TTeam[]> {
    const ids = rows.map((r) => r.id);
    const [members, places] = await Promise.all([this.repo.membersOf(ids), this.repo.locationsOf(ids)]);
    const now = new Date();
    return rows.map((row) => {
      const people = members.filter((m) => m.teamId === row.id).map((m) => toPersonRef(m, now));
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        head: people.find((p) => p.id === row.headId) ?? null,
        members: people,
        locations: places.filter((l) => l.teamId === row.id).map(({ id, title }) => ({ id, title })),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async list(workspaceId: string, query: TeamListQuery): Promise<TTeamPage> {
    const { rows, total } = await this.repo.list(workspaceId, query);
    return { items: await this.views(rows), total, page: query.page, pageSize: query.pageSize };
  }

  async get(workspaceId: string, id: string): Promise<TTeam> {
    const row = await this.repo.findById(workspaceId, id);
    if (!row) throw notFound();
    const [team] = await this.views([row]);
    return team!;
  }

  /**
   * Members must be staff of this workspace with a role (anyone else answers 404, like a missing id,
   * DECISIONS.md §2). Adding someone who awaits a team is their approval (DECISIONS.md §5), which
   * needs accept_invite: a manager may build teams from approved people only.
   */
  private async checkMembers(repo: TeamsRepository, actor: TeamActor, workspaceId: string, ids: string[]) {
    if ((await repo.lockStaff(workspaceId, ids)).length !== ids.length) throw notFound();
    if (actor.rights.has('accept_invite')) return;
    if ((await repo.inTeamIds(workspaceId, ids)).size !== ids.length) throw forbidden();
  }

  private async checkLocations(repo: TeamsRepository, workspaceId: string, ids: string[]) {
    if ((await repo.ownLocationIds(workspaceId, ids)).length !== ids.length) throw notFound();
  }

  async create(actor: TeamActor, workspaceId: string, body: CreateTeam): Promise<TTeam> {
    await assertActiveSubscription(this.db, workspaceId);
    const memberIds = unique(body.memberIds);
    const locationIds = unique(body.locationIds);
    if (body.headId && !memberIds.includes(body.headId)) throw fieldError('body.headId', 'headNotMember');
    const id = await guardName(() =>
      this.db.transaction(async (tx) => {
        const repo = new TeamsRepository(tx);
        await this.checkMembers(repo, actor, workspaceId, memberIds);
        await this.checkLocations(repo, workspaceId, locationIds);
        const team = await repo.insert({
          workspaceId,
          name: body.name,
          description: body.description || null,
          headId: body.headId,
        });
        await repo.addMembers(team.id, memberIds);
        await repo.setLocations(workspaceId, team.id, locationIds);
        await this.log(tx, actor, 'create_team', {
          workspaceId,
          teamId: team.id,
          name: team.name,
          memberIds,
        });
        return team.id;
      }),
    );
    return this.get(workspaceId, id);
  }

  async update(actor: TeamActor, workspaceId: string, id: string, body: UpdateTeam): Promise<TTeam> {
    await guardName(() =>
      this.db.transaction(async (tx) => {
        const repo = new TeamsRepository(tx);
        const team = await repo.lock(workspaceId, id);
        if (!team) throw notFound();
        const memberIds = body.memberIds ? unique(body.memberIds) : await repo.memberIds(id);
        let headId: string | null;
        if (body.headId !== undefined) {
          if (body.headId && !memberIds.includes(body.headId))
            throw fieldError('body.headId', 'headNotMember');
          headId = body.headId;
        } else {
          // Removing the head from the members leaves the team without a head, never with an outsider.
          headId = team.headId && memberIds.includes(team.headId) ? team.headId : null;
        }
        if (body.memberIds) await this.checkMembers(repo, actor, workspaceId, memberIds);
        const locationIds = body.locationIds ? unique(body.locationIds) : undefined;
        if (locationIds) await this.checkLocations(repo, workspaceId, locationIds);
        await repo.update(id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.description !== undefined ? { description: body.description || null } : {}),
          headId,
        });
        if (body.memberIds) await repo.setMembers(id, memberIds);
        if (locationIds) await repo.setLocations(workspaceId, id, locationIds);
        await this.log(tx, actor, 'update_team', { workspaceId, teamId: id, changed: Object.keys(body) });
      }),
    );
    return this.get(workspaceId, id);
  }

  /** Its members leave it (they may await a team again); its locations are left without a team (FK set null). */
  async delete(actor: TeamActor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (!(await new TeamsRepository(tx).delete(workspaceId, id))) throw notFound();
      await this.log(tx, actor, 'delete_team', { workspaceId, teamId: id });
    });
  }

  private log(tx: Tx, actor: TeamActor, action: TAnyLogAction, data: Record<string, unknown>) {
    return recordLog(tx, { action, userId: actor.userId, ip: actor.ip, data });
  }
}
