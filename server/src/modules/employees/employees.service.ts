import type { TAnyLogAction, TEmployee, TEmployeePage, TUpdateEmployeeRequest } from '@cleanops/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordLog } from '../logs/logs.repository';
import { TeamsRepository } from '../teams/teams.repository';
import { availabilityOf } from '../teams/teams.service';
import { type EmployeeListQuery, EmployeesRepository } from './employees.repository';

export interface Actor {
  userId: string;
  ip: string;
}

const WEEK_MS = 7 * 86_400_000;
/** The query GET /employees/{id} runs: the list's, narrowed to one id. */
const ONE: EmployeeListQuery = { page: 1, pageSize: 1, sortBy: 'name', sortDir: 'asc' };

type EmployeeRow = Awaited<ReturnType<EmployeesRepository['list']>>['rows'][number];

/**
 * Staff of the workspace (SPEC.md §3 Employee): awaiting a team until the owner or an admin adds them
 * to one (DECISIONS.md §5), role and level, training, availability and attendance.
 */
export class EmployeesService {
  private readonly repo: EmployeesRepository;

  constructor(private readonly db: Db) {
    this.repo = new EmployeesRepository(db);
  }

  /** Four queries for any page: the rows, the total, their teams, their attendance. */
  private async views(workspaceId: string, rows: EmployeeRow[]): Promise<TEmployee[]> {
    const ids = rows.map((r) => r.id);
    const now = new Date();
    const [teams, attendance] = await Promise.all([
      this.repo.teamsOf(workspaceId, ids),
      this.repo.attendanceOf(workspaceId, ids, new Date(now.getTime() - WEEK_MS)),
    ]);
    return rows.map((row) => {
      const summary = attendance.find((a) => a.userId === row.id);
      return {
        id: row.id,
        name: row.name,
        surname: row.surname,
        email: row.email,
        phone: row.phone,
        avatarUrl: row.avatarUrl,
        // Only staff with a role are listed (the repository's filter).
        role: row.role!,
        level: row.level,
        status: row.inTeam ? 'active' : 'awaiting_team',
        teams: teams.filter((t) => t.userId === row.id).map(({ id, name }) => ({ id, name })),
        trainingCompleted: row.trainingCompleted,
        ...availabilityOf(row, now),
        attendance: {
          hoursLast7Days: Math.round(((summary?.seconds ?? 0) / 3600) * 100) / 100,
          clockedInAt: summary?.clockedInAt?.toISOString() ?? null,
          lastClockOutAt: summary?.lastClockOutAt?.toISOString() ?? null,
        },
        joinedAt: row.joinedAt.toISOString(),
      };
    });
  }

  async list(workspaceId: string, query: EmployeeListQuery): Promise<TEmployeePage> {
    const { rows, total } = await this.repo.list(workspaceId, query);
    return { items: await this.views(workspaceId, rows), total, page: query.page, pageSize: query.pageSize };
  }

  async get(workspaceId: string, id: string): Promise<TEmployee> {
    const { rows } = await this.repo.list(workspaceId, ONE, id);
    const [employee] = await this.views(workspaceId, rows);
    if (!employee) throw notFound();
    return employee;
  }

  /** Role and level (owner only, DECISIONS.md §4); rights follow on the employee's next request. */
  async update(
    actor: Actor,
    workspaceId: string,
    id: string,
    body: TUpdateEmployeeRequest,
  ): Promise<TEmployee> {
    await this.db.transaction(async (tx) => {
      const repo = new EmployeesRepository(tx);
      if (!(await repo.lock(workspaceId, id))) throw notFound();
      await repo.update(id, body);
      await this.log(tx, actor, 'update_employee', { workspaceId, employeeId: id, ...body });
    });
    return this.get(workspaceId, id);
  }

  /** Removal: the person leaves the workspace; the user row and their past work stay. */
  async remove(actor: Actor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new EmployeesRepository(tx);
      await repo.lockTeamsHeadedBy(workspaceId, id);
      if (!(await repo.lock(workspaceId, id))) throw notFound();
      await repo.removeFromWorkspace(workspaceId, id);
      await this.log(tx, actor, 'delete_employee', { workspaceId, employeeId: id });
    });
  }

  /**
   * Adding an accepted invitee to a team is the approval (DECISIONS.md §5); for someone already
   * active it only adds the team, and adding a team they are in changes nothing.
   */
  async approve(actor: Actor, workspaceId: string, id: string, teamId: string): Promise<TEmployee> {
    // Approval is someone else's decision: nobody adds themselves this way (DECISIONS.md §5).
    if (actor.userId === id) throw new AppError('forbidden', { messageKey: 'approveSelf' });
    await this.db.transaction(async (tx) => {
      // Team before person, the order team edits lock them in, so the two never wait on each other.
      const teams = new TeamsRepository(tx);
      if (!(await teams.lock(workspaceId, teamId))) throw notFound();
      if (!(await new EmployeesRepository(tx).lock(workspaceId, id))) throw notFound();
      await teams.addMembers(teamId, [id]);
      await this.log(tx, actor, 'approve_employee', { workspaceId, employeeId: id, teamId });
    });
    return this.get(workspaceId, id);
  }

  /** Declining is for someone still awaiting a team; a working employee is removed instead. */
  async decline(actor: Actor, workspaceId: string, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new EmployeesRepository(tx);
      await repo.lockTeamsHeadedBy(workspaceId, id);
      if (!(await repo.lock(workspaceId, id))) throw notFound();
      // Asked after the lock, in its own statement, so an approval that just committed is seen.
      if ((await new TeamsRepository(tx).inTeamIds(workspaceId, [id])).size)
        throw new AppError('conflict', { messageKey: 'declineActive' });
      await repo.removeFromWorkspace(workspaceId, id);
      await this.log(tx, actor, 'decline_employee', { workspaceId, employeeId: id });
    });
  }

  private log(tx: Tx, actor: Actor, action: TAnyLogAction, data: Record<string, unknown>) {
    return recordLog(tx, { action, userId: actor.userId, ip: actor.ip, data });
  }
}
