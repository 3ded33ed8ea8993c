import type { TProblemEventType, TProblemListQuery, ZProblemListQuery } from '@cleanops/contracts';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  apiKeys,
  type ContractorLinkRow,
  contractorLinks,
  type FileRow,
  files,
  locations,
  occurrences,
  type ProblemEventRow,
  type ProblemRow,
  problemEvents,
  problemPhotos,
  problems,
  rooms,
  teamMembers,
  users,
} from '../../db/schema';
import { currentApiKey } from '../api-keys/api-key-context';

export type ProblemListQuery = z.output<typeof ZProblemListQuery>;
export type { TProblemListQuery };

export interface Person {
  id: string;
  name: string | null;
  surname: string | null;
}

/** A problem with the names its views show. */
export interface ProblemRecord extends ProblemRow {
  locationTitle: string;
  locationAddress: string;
  locationTeamId: string | null;
  roomName: string | null;
  reporter: Person | null;
  assignee: Person | null;
}

export interface ProblemEventRecord extends ProblemEventRow {
  actor: Person | null;
  /** The API key the step came through, if any. */
  apiKey: { name: string } | null;
  assignee: Person | null;
}

/** Where a problem may be reported: the location of the workspace and its team. */
export interface ProblemPlace {
  id: string;
  title: string;
  teamId: string | null;
}

const reporters = alias(users, 'reporters');
const assignees = alias(users, 'assignees');

const person = (id: string | null, name: string | null, surname: string | null): Person | null =>
  id ? { id, name, surname } : null;

/** The problems, their timeline, photos and contractor links (db/schema/problems.ts). */
export class ProblemsRepository {
  constructor(private readonly db: Db | Tx) {}

  async place(workspaceId: string, locationId: string): Promise<ProblemPlace | undefined> {
    const [row] = await this.db
      .select({ id: locations.id, title: locations.title, teamId: locations.teamId })
      .from(locations)
      .where(and(eq(locations.workspaceId, workspaceId), eq(locations.id, locationId)));
    return row;
  }

  async roomInLocation(workspaceId: string, locationId: string, roomId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.workspaceId, workspaceId), eq(rooms.locationId, locationId), eq(rooms.id, roomId)));
    return !!row;
  }

  async occurrenceInLocation(
    workspaceId: string,
    locationId: string,
    occurrenceId: string,
  ): Promise<boolean> {
    const [row] = await this.db
      .select({ id: occurrences.id })
      .from(occurrences)
      .where(
        and(
          eq(occurrences.workspaceId, workspaceId),
          eq(occurrences.locationId, locationId),
          eq(occurrences.id, occurrenceId),
        ),
      );
    return !!row;
  }

  async inTeam(userId: string, teamId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
    return !!row;
  }

  /** A member of the workspace who can be given work: not deleted, owner or staff. */
  async member(workspaceId: string, userId: string): Promise<Person | undefined> {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, surname: users.surname })
      .from(users)
      .where(and(eq(users.workspaceId, workspaceId), eq(users.id, userId), isNull(users.deletedAt)));
    return row;
  }

  /** The administrators and managers who work in a location's team: they hear of its problems. */
  async managersOfTeam(teamId: string | null): Promise<string[]> {
    if (!teamId) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(
        and(
          eq(teamMembers.teamId, teamId),
          eq(users.type, 'staff'),
          inArray(users.role, ['admin', 'manager']),
          isNull(users.deletedAt),
        ),
      );
    return rows.map((r) => r.id);
  }

  async insert(values: typeof problems.$inferInsert): Promise<ProblemRow> {
    const [row] = await this.db.insert(problems).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<typeof problems.$inferInsert>): Promise<void> {
    await this.db.update(problems).set(values).where(eq(problems.id, id));
  }

  async addEvent(values: {
    problemId: string;
    type: TProblemEventType;
    actorId?: string | null;
    contractorName?: string | null;
    assigneeId?: string | null;
    comment?: string | null;
    createdAt?: Date;
  }): Promise<ProblemEventRow> {
    // A step taken through an API key names it beside its creator (decision 0050).
    const apiKeyId = currentApiKey()?.id ?? null;
    const [row] = await this.db
      .insert(problemEvents)
      .values({ ...values, apiKeyId })
      .returning();
    return row!;
  }

  async addPhotos(problemId: string, eventId: string, fileIds: string[]): Promise<void> {
    if (!fileIds.length) return;
    await this.db
      .insert(problemPhotos)
      .values(fileIds.map((fileId, position) => ({ problemId, eventId, fileId, position })));
  }

  private selectRecord() {
    return this.db
      .select({
        problem: problems,
        locationTitle: locations.title,
        locationAddress: locations.address,
        locationTeamId: locations.teamId,
        roomName: rooms.name,
        reporterName: reporters.name,
        reporterSurname: reporters.surname,
        assigneeName: assignees.name,
        assigneeSurname: assignees.surname,
      })
      .from(problems)
      .innerJoin(locations, eq(locations.id, problems.locationId))
      .leftJoin(rooms, eq(rooms.id, problems.roomId))
      .leftJoin(reporters, eq(reporters.id, problems.reportedBy))
      .leftJoin(assignees, eq(assignees.id, problems.assigneeId));
  }

  private static record(row: Awaited<ReturnType<ProblemsRepository['selectRecord']>>[number]): ProblemRecord {
    const p = row.problem;
    return {
      ...p,
      locationTitle: row.locationTitle,
      locationAddress: row.locationAddress,
      locationTeamId: row.locationTeamId,
      roomName: row.roomName,
      reporter: person(p.reportedBy, row.reporterName, row.reporterSurname),
      assignee: person(p.assigneeId, row.assigneeName, row.assigneeSurname),
    };
  }

  /** One problem of the workspace; `lock` holds it for the rest of the transaction (a step on it). */
  async find(workspaceId: string, id: string, lock = false): Promise<ProblemRecord | undefined> {
    if (lock) {
      const [held] = await this.db
        .select({ id: problems.id })
        .from(problems)
        .where(and(eq(problems.workspaceId, workspaceId), eq(problems.id, id)))
        .for('update');
      if (!held) return undefined;
    }
    const [row] = await this.selectRecord().where(
      and(eq(problems.workspaceId, workspaceId), eq(problems.id, id)),
    );
    return row && ProblemsRepository.record(row);
  }

  /** A page of the workspace's problems; `onlyOf` keeps those the person reported or is assigned. */
  async list(
    workspaceId: string,
    query: ProblemListQuery,
    onlyOf: string | null,
  ): Promise<{ rows: ProblemRecord[]; total: number }> {
    const where: SQL[] = [eq(problems.workspaceId, workspaceId)];
    if (query.state) where.push(eq(problems.state, query.state));
    if (query.locationId) where.push(eq(problems.locationId, query.locationId));
    if (query.kind) where.push(eq(problems.kind, query.kind));
    if (query.severity) where.push(eq(problems.severity, query.severity));
    if (onlyOf) where.push(or(eq(problems.reportedBy, onlyOf), eq(problems.assigneeId, onlyOf))!);
    const condition = and(...where);
    const column = query.sortBy === 'updatedAt' ? problems.updatedAt : problems.createdAt;
    const order =
      query.sortDir === 'asc' ? [asc(column), asc(problems.id)] : [desc(column), desc(problems.id)];
    const [rows, [total]] = await Promise.all([
      this.selectRecord()
        .where(condition)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(problems).where(condition),
    ]);
    return { rows: rows.map(ProblemsRepository.record), total: total?.n ?? 0 };
  }

  /** Every photo of these problems, by problem, event and position. */
  async photosOf(problemIds: string[]): Promise<{ problemId: string; eventId: string; file: FileRow }[]> {
    if (!problemIds.length) return [];
    return this.db
      .select({ problemId: problemPhotos.problemId, eventId: problemPhotos.eventId, file: files })
      .from(problemPhotos)
      .innerJoin(files, eq(files.id, problemPhotos.fileId))
      .where(inArray(problemPhotos.problemId, problemIds))
      .orderBy(asc(problemPhotos.position), asc(files.id));
  }

  /** The first event's id (the report) of each problem: its photos are the problem's own. */
  async reportEventsOf(problemIds: string[]): Promise<Map<string, string>> {
    if (!problemIds.length) return new Map();
    const rows = await this.db
      .select({ problemId: problemEvents.problemId, id: problemEvents.id })
      .from(problemEvents)
      .where(and(inArray(problemEvents.problemId, problemIds), eq(problemEvents.type, 'reported')));
    return new Map(rows.map((r) => [r.problemId, r.id]));
  }

  async events(problemId: string): Promise<ProblemEventRecord[]> {
    const actors = alias(users, 'actors');
    const rows = await this.db
      .select({
        event: problemEvents,
        actorName: actors.name,
        actorSurname: actors.surname,
        assigneeName: assignees.name,
        assigneeSurname: assignees.surname,
        apiKeyName: apiKeys.name,
      })
      .from(problemEvents)
      .leftJoin(actors, eq(actors.id, problemEvents.actorId))
      .leftJoin(apiKeys, eq(apiKeys.id, problemEvents.apiKeyId))
      .leftJoin(assignees, eq(assignees.id, problemEvents.assigneeId))
      .where(eq(problemEvents.problemId, problemId))
      .orderBy(asc(problemEvents.createdAt), asc(sql`${problemEvents.id}`));
    return rows.map((r) => ({
      ...r.event,
      actor: person(r.event.actorId, r.actorName, r.actorSurname),
      assignee: person(r.event.assigneeId, r.assigneeName, r.assigneeSurname),
      apiKey: r.apiKeyName === null ? null : { name: r.apiKeyName },
    }));
  }

  async insertLink(values: typeof contractorLinks.$inferInsert): Promise<ContractorLinkRow> {
    const [row] = await this.db.insert(contractorLinks).values(values).returning();
    return row!;
  }

  async latestLink(problemId: string): Promise<ContractorLinkRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contractorLinks)
      .where(eq(contractorLinks.problemId, problemId))
      .orderBy(desc(contractorLinks.createdAt), desc(contractorLinks.id))
      .limit(1);
    return row;
  }

  /** Revokes the problem's links still usable at `now`; answers those revoked. */
  async revokeLinks(problemId: string, now: Date): Promise<ContractorLinkRow[]> {
    return this.db
      .update(contractorLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(contractorLinks.problemId, problemId),
          isNull(contractorLinks.revokedAt),
          isNull(contractorLinks.answeredAt),
          sql`${contractorLinks.expiresAt} > ${now.toISOString()}`,
        ),
      )
      .returning();
  }

  /** The link behind a token's hash, held for the rest of the transaction when answering. */
  async linkByHash(tokenHash: string, lock = false): Promise<ContractorLinkRow | undefined> {
    const query = this.db.select().from(contractorLinks).where(eq(contractorLinks.tokenHash, tokenHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async linkById(id: string): Promise<ContractorLinkRow | undefined> {
    const [row] = await this.db.select().from(contractorLinks).where(eq(contractorLinks.id, id));
    return row;
  }

  async updateLink(id: string, values: Partial<typeof contractorLinks.$inferInsert>): Promise<void> {
    await this.db.update(contractorLinks).set(values).where(eq(contractorLinks.id, id));
  }

  /** A problem by id whatever its workspace: the public routes reach it through a link. */
  async findAnyWorkspace(id: string): Promise<ProblemRecord | undefined> {
    const [row] = await this.selectRecord().where(eq(problems.id, id));
    return row && ProblemsRepository.record(row);
  }

  /** Whether a file is a photo of the problem (what a contractor link may show). */
  async photoOfProblem(problemId: string, fileId: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select({ file: files })
      .from(problemPhotos)
      .innerJoin(files, eq(files.id, problemPhotos.fileId))
      .where(and(eq(problemPhotos.problemId, problemId), eq(problemPhotos.fileId, fileId)));
    return row?.file;
  }
}
