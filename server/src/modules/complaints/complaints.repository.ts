import type { ZComplaintListQuery } from '@cleanops/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import {
  type ComplaintRow,
  complaintPhotos,
  complaintReports,
  complaints,
  type FileRow,
  files,
  locations,
  rooms,
  tasks,
} from '../../db/schema';

export type ComplaintListQuery = z.output<typeof ZComplaintListQuery>;
export type NewComplaint = typeof complaints.$inferInsert;

/** A room with what a complaint about it needs: its location's title and team (whose head hears of it). */
export interface ComplaintPlace {
  workspaceId: string;
  roomId: string;
  roomName: string;
  locationId: string;
  locationTitle: string;
  locationTeamId: string | null;
  /** Minutes within which a guest's complaint joins an open one about the same room; 0 = never. */
  mergeMinutes: number;
}

/** A complaint with the names a reply shows; `taskTitle` only while the task it became is live. */
export type ComplaintWithNames = ComplaintRow & {
  locationTitle: string;
  roomName: string;
  taskTitle: string | null;
};

const placeColumns = {
  workspaceId: rooms.workspaceId,
  roomId: rooms.id,
  roomName: rooms.name,
  locationId: locations.id,
  locationTitle: locations.title,
  locationTeamId: locations.teamId,
  mergeMinutes: locations.complaintMergeMinutes,
};

/**
 * A deleted task (soft delete, DECISIONS.md §7) is no longer what the complaint became: joined only
 * while live, so the complaint shows unconverted and may be converted again.
 */
const liveTask = alias(tasks, 'live_task');
const withNames = {
  ...getTableColumns(complaints),
  locationTitle: locations.title,
  roomName: rooms.name,
  taskTitle: liveTask.title,
};

export class ComplaintsRepository {
  constructor(private readonly db: Db | Tx) {}

  /** The room behind a QR token, whatever workspace it is in: the guest page knows nothing else. */
  async placeByToken(qrToken: string): Promise<ComplaintPlace | undefined> {
    const [row] = await this.db
      .select(placeColumns)
      .from(rooms)
      .innerJoin(locations, eq(locations.id, rooms.locationId))
      .where(eq(rooms.qrToken, qrToken));
    return row;
  }

  /** A room of this workspace; a foreign one is as missing as an unknown id (DECISIONS.md §2). */
  async placeInWorkspace(workspaceId: string, roomId: string): Promise<ComplaintPlace | undefined> {
    const [row] = await this.db
      .select(placeColumns)
      .from(rooms)
      .innerJoin(locations, eq(locations.id, rooms.locationId))
      .where(and(eq(rooms.workspaceId, workspaceId), eq(rooms.id, roomId)));
    return row;
  }

  async insert(values: NewComplaint): Promise<ComplaintRow> {
    const [row] = await this.db.insert(complaints).values(values).returning();
    return row!;
  }

  /** The photos in the order given, after those it has; a joined report's are marked with it. */
  async addPhotos(complaintId: string, fileIds: string[], reportId: string | null = null): Promise<void> {
    if (!fileIds.length) return;
    const [held] = await this.db
      .select({ n: count() })
      .from(complaintPhotos)
      .where(eq(complaintPhotos.complaintId, complaintId));
    const first = held?.n ?? 0;
    await this.db
      .insert(complaintPhotos)
      .values(fileIds.map((fileId, index) => ({ complaintId, reportId, fileId, position: first + index })));
  }

  /**
   * Holds the room until the transaction ends, so two guests complaining at once about it are joined
   * one after the other instead of both opening a complaint.
   */
  async holdRoom(roomId: string): Promise<void> {
    await this.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId)).for('update');
  }

  /**
   * The first open guest complaint about the room made since `since`: from the QR page, rated as a
   * complaint (praise is not one), and not
   * converted into a task that still exists (a deleted task leaves it open, as the list shows it).
   */
  async openGuestComplaint(
    roomId: string,
    since: Date,
    complaintRatings: readonly number[],
  ): Promise<{ id: string } | undefined> {
    const [row] = await this.db
      .select({ id: complaints.id })
      .from(complaints)
      .leftJoin(liveTask, and(eq(liveTask.id, complaints.taskId), isNull(liveTask.deletedAt)))
      .where(
        and(
          eq(complaints.roomId, roomId),
          eq(complaints.source, 'system'),
          inArray(complaints.rating, [...complaintRatings]),
          gte(complaints.createdAt, since),
          or(isNull(complaints.taskId), isNull(liveTask.id)),
        ),
      )
      .orderBy(asc(complaints.createdAt), asc(complaints.id))
      .limit(1);
    return row;
  }

  async insertReport(values: { complaintId: string; rating: number; text: string; createdAt: Date }) {
    const [row] = await this.db.insert(complaintReports).values(values).returning();
    return row!;
  }

  /** The reports that joined these complaints, oldest first. */
  async reportsOf(complaintIds: string[]) {
    if (!complaintIds.length) return [];
    return this.db
      .select()
      .from(complaintReports)
      .where(inArray(complaintReports.complaintId, complaintIds))
      .orderBy(asc(complaintReports.createdAt), asc(complaintReports.id));
  }

  async list(workspaceId: string, query: ComplaintListQuery) {
    const where = and(
      eq(complaints.workspaceId, workspaceId),
      query.ratingFrom > 0 ? gte(complaints.rating, query.ratingFrom) : undefined,
      query.source ? eq(complaints.source, query.source) : undefined,
      query.locationId ? eq(complaints.locationId, query.locationId) : undefined,
      query.roomId ? eq(complaints.roomId, query.roomId) : undefined,
      query.from ? gte(complaints.createdAt, new Date(query.from)) : undefined,
      query.to ? lt(complaints.createdAt, new Date(query.to)) : undefined,
    );
    const direction = query.sortDir === 'asc' ? asc : desc;
    // Equal ratings show the newest first, and the id makes the order total so pages never overlap.
    const order: SQL[] =
      query.sortBy === 'rating'
        ? [direction(complaints.rating), desc(complaints.createdAt), desc(complaints.id)]
        : [direction(complaints.createdAt), direction(complaints.id)];
    const [rows, [totals]] = await Promise.all([
      this.withNamesQuery()
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(complaints).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  async findInWorkspace(workspaceId: string, id: string): Promise<ComplaintWithNames | undefined> {
    const [row] = await this.withNamesQuery().where(
      and(eq(complaints.workspaceId, workspaceId), eq(complaints.id, id)),
    );
    return row;
  }

  /**
   * The complaint, locked until the transaction ends so two converts run one after the other, with
   * what its location requires of a job. Whether its task is live is asked after the lock
   * (isTaskLive): a query that waited for the lock still sees the tables as they were before it waited.
   */
  async lock(workspaceId: string, id: string) {
    const [row] = await this.db
      .select({
        id: complaints.id,
        roomId: complaints.roomId,
        locationId: complaints.locationId,
        rating: complaints.rating,
        text: complaints.text,
        taskId: complaints.taskId,
        locationRequireScan: locations.requireScan,
        locationRequirePhoto: locations.requirePhoto,
      })
      .from(complaints)
      .innerJoin(locations, eq(locations.id, complaints.locationId))
      .where(and(eq(complaints.workspaceId, workspaceId), eq(complaints.id, id)))
      .for('update', { of: complaints });
    return row;
  }

  /** False for a task deleted since (soft delete): the complaint may then be converted again. */
  async isTaskLive(taskId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)));
    return !!row;
  }

  async setTask(id: string, taskId: string): Promise<void> {
    await this.db.update(complaints).set({ taskId }).where(eq(complaints.id, id));
  }

  /** Its photo rows go with it (cascade); their files become orphans for the sweep (orphan-files.ts). */
  async delete(workspaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(complaints)
      .where(and(eq(complaints.workspaceId, workspaceId), eq(complaints.id, id)))
      .returning({ id: complaints.id });
    return rows.length > 0;
  }

  /** The photos of several complaints in one query, in their order. */
  async photosOf(
    complaintIds: string[],
  ): Promise<{ complaintId: string; reportId: string | null; file: FileRow }[]> {
    if (!complaintIds.length) return [];
    return this.db
      .select({ complaintId: complaintPhotos.complaintId, reportId: complaintPhotos.reportId, file: files })
      .from(complaintPhotos)
      .innerJoin(files, eq(files.id, complaintPhotos.fileId))
      .where(inArray(complaintPhotos.complaintId, complaintIds))
      .orderBy(asc(complaintPhotos.position), asc(files.id));
  }

  private withNamesQuery() {
    return this.db
      .select(withNames)
      .from(complaints)
      .innerJoin(locations, eq(locations.id, complaints.locationId))
      .innerJoin(rooms, eq(rooms.id, complaints.roomId))
      .leftJoin(liveTask, and(eq(liveTask.id, complaints.taskId), isNull(liveTask.deletedAt)))
      .$dynamic();
  }
}
