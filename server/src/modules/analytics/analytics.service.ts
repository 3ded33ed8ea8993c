import {
  ANALYTICS_TOP_ROWS,
  type TAnalyticsComplaintRow,
  type TAnalyticsJobRow,
  type TAnalyticsOverview,
  type TAnalyticsOverviewQuery,
  type TAnalyticsPersonRef,
  type TAnalyticsRangeQuery,
  type TEmployeeAnalytics,
  type TEmployeeAnalyticsRow,
  type TEmployeesAnalytics,
  type TLocationAnalytics,
  type TLocationAnalyticsRow,
  type TLocationsAnalytics,
  type TResolvedRange,
  type TRoomAnalytics,
  type TWorkspaceSummary,
} from '@cleanops/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import {
  AnalyticsRepository,
  type AnalyticsWindow,
  type AttendanceAggregateRow,
  type GroupingSet,
  type JobAggregateRow,
  type JobKey,
  type JobScope,
} from './analytics.repository';
import { byKey, keyed, metricsOf, seriesOf, withMedians } from './analytics-metrics';
import { bucketKeys, resolveRange } from './analytics-range';
import {
  AnalyticsRowsRepository,
  type ComplaintRowRecord,
  type JobRowRecord,
  type LocationRecord,
  type PersonRecord,
} from './analytics-rows.repository';

const MINUTE_MS = 60_000;

/** A job's row behind the figures, with its state as the lists show it and how it stands. */
export function jobView(row: JobRowRecord, now: Date): TAnalyticsJobRow {
  const pastDue = row.dueAt !== null && row.dueAt.getTime() < now.getTime();
  const state = row.finishedAt ? 'completed' : pastDue ? 'overdue' : row.state;
  const outcome = row.finishedAt
    ? row.dueAt === null || row.finishedAt <= row.dueAt
      ? 'on_time'
      : 'late'
    : pastDue
      ? 'missed'
      : 'open';
  return {
    occurrenceId: row.id,
    taskId: row.taskId,
    title: row.title,
    titleKey: row.titleKey,
    type: row.type,
    emergency: row.emergency,
    location: { id: row.locationId, title: row.locationTitle, timezone: row.locationTimezone },
    rooms: row.rooms,
    startsAt: row.startsAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    state,
    outcome,
    finishedBy: row.finishedBy,
    workingMinutes:
      row.finishedAt && row.startedAt
        ? (row.finishedAt.getTime() - row.startedAt.getTime()) / MINUTE_MS
        : null,
    result: row.result,
  };
}

function complaintView(row: ComplaintRowRecord): TAnalyticsComplaintRow {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    location: { id: row.locationId, title: row.locationTitle, timezone: row.locationTimezone },
    room: { id: row.roomId, name: row.roomName },
    taskId: row.taskId,
    cleanedLastOccurrenceId: row.cleanedLastOccurrenceId,
  };
}

const personRef = (p: PersonRecord): TAnalyticsPersonRef => ({ ...p });
const locationRef = (l: LocationRecord) => ({ id: l.id, title: l.title, type: l.type, timezone: l.timezone });
const rowsOf = (rows: JobAggregateRow[], set: JobAggregateRow['set']) => rows.filter((r) => r.set === set);

/** Most jobs planned first, then by name: the overview's top rows. */
function byPlanned<T extends { metrics: { jobs: { planned: number } } }>(rows: T[]): T[] {
  return [...rows]
    .sort((a, b) => b.metrics.jobs.planned - a.metrics.jobs.planned)
    .slice(0, ANALYTICS_TOP_ROWS);
}

/**
 * Analytics over a range (DECISIONS.md §10): each call a fixed number of aggregate statements
 * (analytics.repository.ts), run side by side.
 */
export class AnalyticsService {
  private readonly repo: AnalyticsRepository;
  private readonly rows: AnalyticsRowsRepository;

  constructor(db: Db) {
    this.repo = new AnalyticsRepository(db);
    this.rows = new AnalyticsRowsRepository(db);
  }

  /** The range resolved in the workspace's zone (its first location's, else UTC). */
  async window(
    workspaceId: string,
    query: TAnalyticsRangeQuery,
    now = new Date(),
  ): Promise<{ range: TResolvedRange; w: AnalyticsWindow }> {
    const context = await this.rows.workspaceContext(workspaceId);
    if (!context) throw notFound();
    const timezone = context.timezone ?? 'UTC';
    const range = resolveRange(query, {
      timezone,
      workspaceCreatedAt: context.createdAt,
      firstAt: context.firstAt,
      lastAt: context.lastAt,
      now,
    });
    return { range, w: { workspaceId, from: range.from, to: range.to, bucket: range.bucket, timezone, now } };
  }

  /** A scope's job rows with its medians (from the per-minute counts on the total row). */
  private async scopeJobs(w: AnalyticsWindow, scope: JobScope, key: JobKey | null, sets: GroupingSet[]) {
    const rows = await this.repo.jobAggregates(w, scope, key, sets);
    return withMedians(rows, rows.find((r) => r.set === 'total')?.histogram ?? []);
  }

  private async locationRows(
    w: AnalyticsWindow,
    locations: LocationRecord[],
  ): Promise<TLocationAnalyticsRow[]> {
    const [jobs, complaints] = await Promise.all([
      this.repo.jobAggregates(w, { kind: 'workspace' }, 'location', ['key', 'keyType']),
      this.repo.complaintAggregates(w, { kind: 'workspace' }, 'location', ['key']),
    ]);
    return this.assembleLocationRows(locations, jobs, complaints);
  }

  private assembleLocationRows(
    locations: LocationRecord[],
    jobs: JobAggregateRow[],
    complaints: Awaited<ReturnType<AnalyticsRepository['complaintAggregates']>>,
  ): TLocationAnalyticsRow[] {
    const jobsOf = byKey(jobs);
    const complaintsOf = keyed(complaints);
    return locations.map((l) => {
      const j = jobsOf.get(l.id);
      return {
        location: locationRef(l),
        metrics: metricsOf(j?.total, j?.byType ?? [], complaintsOf.get(l.id), undefined),
      };
    });
  }

  /** The per-person figures; attendance may come from a statement already run with a 'key' set. */
  private employeeAggregates(w: AnalyticsWindow, attendance?: Promise<AttendanceAggregateRow[]>) {
    return Promise.all([
      this.repo.jobAggregates(w, { kind: 'workspace' }, 'employee', ['key', 'keyType']),
      this.repo.complaintAggregates(w, { kind: 'workspace' }, 'employee', ['key']),
      attendance ?? this.repo.attendanceAggregates(w, null, ['key']),
    ]);
  }

  private assembleEmployeeRows(
    people: PersonRecord[],
    [jobs, complaints, attendance]: Awaited<ReturnType<AnalyticsService['employeeAggregates']>>,
  ): TEmployeeAnalyticsRow[] {
    const jobsOf = byKey(jobs);
    const complaintsOf = keyed(complaints);
    const attendanceOf = keyed(attendance);
    return people.map((p) => {
      const j = jobsOf.get(p.id);
      return {
        employee: personRef(p),
        metrics: metricsOf(j?.total, j?.byType ?? [], complaintsOf.get(p.id), attendanceOf.get(p.id) ?? null),
      };
    });
  }

  private async employeeRows(w: AnalyticsWindow, people: PersonRecord[]): Promise<TEmployeeAnalyticsRow[]> {
    return this.assembleEmployeeRows(people, await this.employeeAggregates(w));
  }

  async overview(
    workspaceId: string,
    query: TAnalyticsOverviewQuery,
    now = new Date(),
  ): Promise<TAnalyticsOverview> {
    const { range, w } = await this.window(workspaceId, query, now);
    const entity = query.entity ?? 'locations';
    const scope = { kind: 'workspace' } as const;
    const byLocation = entity === 'locations';
    // Everything in one round: with the employees, attendance is grouped once for the totals and per person.
    const attendanceRows = this.repo.attendanceAggregates(w, null, [
      'total',
      'bucket',
      ...(byLocation ? [] : (['key'] as const)),
    ]);
    const [jobs, complaints, attendance, locations, people, perEmployee] = await Promise.all([
      // The per-location rows ride on the totals' scan: a job has one location.
      this.scopeJobs(w, scope, byLocation ? 'location' : null, [
        'total',
        'type',
        'bucket',
        ...(byLocation ? (['key', 'keyType'] as const) : []),
      ]),
      this.repo.complaintAggregates(w, scope, byLocation ? 'location' : null, [
        'total',
        'bucket',
        ...(byLocation ? (['key'] as const) : []),
      ]),
      attendanceRows,
      byLocation ? this.rows.locations(workspaceId) : Promise.resolve([]),
      byLocation ? Promise.resolve([]) : this.rows.people(workspaceId),
      byLocation ? null : this.employeeAggregates(w, attendanceRows),
    ]);
    const employees = perEmployee ? this.assembleEmployeeRows(people, perEmployee) : [];
    return {
      range,
      entity,
      metrics: metricsOf(
        rowsOf(jobs, 'total')[0],
        rowsOf(jobs, 'type'),
        complaints.find((r) => r.set === 'total'),
        attendance.find((r) => r.set === 'total') ?? null,
      ),
      series: seriesOf(bucketKeys(range), jobs, complaints, attendance),
      top: {
        locations: byLocation ? byPlanned(this.assembleLocationRows(locations, jobs, complaints)) : [],
        employees: byPlanned(employees),
      },
    };
  }

  async locations(
    workspaceId: string,
    query: TAnalyticsRangeQuery,
    now = new Date(),
  ): Promise<TLocationsAnalytics> {
    const { range, w } = await this.window(workspaceId, query, now);
    const locations = await this.rows.locations(workspaceId);
    return { range, rows: await this.locationRows(w, locations) };
  }

  async location(
    workspaceId: string,
    locationId: string,
    query: TAnalyticsRangeQuery,
    now = new Date(),
  ): Promise<TLocationAnalytics> {
    const [location] = await this.rows.locations(workspaceId, locationId);
    if (!location) throw notFound();
    const { range, w } = await this.window(workspaceId, query, now);
    const scope = { kind: 'location', locationId } as const;
    const [jobs, roomJobs, complaints, rooms, jobRows, complaintRows] = await Promise.all([
      this.scopeJobs(w, scope, null, ['total', 'type', 'bucket']),
      this.repo.jobAggregates(w, scope, 'room', ['key', 'keyType']),
      this.repo.complaintAggregates(w, scope, 'room', ['total', 'bucket', 'key']),
      this.rows.rooms(workspaceId, locationId),
      this.rows.jobs(w, scope),
      this.rows.complaints(w, scope),
    ]);
    const jobsOfRoom = byKey(roomJobs);
    const complaintsOfRoom = keyed(complaints);
    return {
      range,
      location: locationRef(location),
      metrics: metricsOf(
        rowsOf(jobs, 'total')[0],
        rowsOf(jobs, 'type'),
        complaints.find((r) => r.set === 'total'),
        undefined,
      ),
      series: seriesOf(bucketKeys(range), jobs, complaints, []),
      rooms: rooms.map((room) => {
        const j = jobsOfRoom.get(room.id);
        return {
          room,
          metrics: metricsOf(j?.total, j?.byType ?? [], complaintsOfRoom.get(room.id), undefined),
        };
      }),
      jobs: { items: jobRows.items.map((r) => jobView(r, w.now)), total: jobRows.total },
      complaints: { items: complaintRows.items.map(complaintView), total: complaintRows.total },
    };
  }

  async room(
    workspaceId: string,
    locationId: string,
    roomId: string,
    query: TAnalyticsRangeQuery,
    now = new Date(),
  ): Promise<TRoomAnalytics> {
    const [[location], [room]] = await Promise.all([
      this.rows.locations(workspaceId, locationId),
      this.rows.rooms(workspaceId, locationId, roomId),
    ]);
    if (!location || !room) throw notFound();
    const { range, w } = await this.window(workspaceId, query, now);
    const scope = { kind: 'room', locationId, roomId } as const;
    const [jobs, complaints, jobRows, complaintRows] = await Promise.all([
      this.scopeJobs(w, scope, null, ['total', 'type', 'bucket']),
      this.repo.complaintAggregates(w, scope, null, ['total', 'bucket']),
      this.rows.jobs(w, scope),
      this.rows.complaints(w, scope),
    ]);
    return {
      range,
      location: locationRef(location),
      room,
      metrics: metricsOf(
        rowsOf(jobs, 'total')[0],
        rowsOf(jobs, 'type'),
        complaints.find((r) => r.set === 'total'),
        undefined,
      ),
      series: seriesOf(bucketKeys(range), jobs, complaints, []),
      jobs: { items: jobRows.items.map((r) => jobView(r, w.now)), total: jobRows.total },
      complaints: { items: complaintRows.items.map(complaintView), total: complaintRows.total },
    };
  }

  async employees(
    workspaceId: string,
    query: TAnalyticsRangeQuery,
    now = new Date(),
  ): Promise<TEmployeesAnalytics> {
    const { range, w } = await this.window(workspaceId, query, now);
    const people = await this.rows.people(workspaceId);
    return { range, rows: await this.employeeRows(w, people) };
  }

  async employee(
    workspaceId: string,
    userId: string,
    query: TAnalyticsRangeQuery,
    now = new Date(),
  ): Promise<TEmployeeAnalytics> {
    const [person] = await this.rows.people(workspaceId, userId);
    if (!person) throw notFound();
    const { range, w } = await this.window(workspaceId, query, now);
    const scope = { kind: 'employee', userId } as const;
    const [jobs, complaints, attendance, jobRows, complaintRows, shiftRows] = await Promise.all([
      this.scopeJobs(w, scope, null, ['total', 'type', 'bucket']),
      this.repo.complaintAggregates(w, scope, null, ['total', 'bucket']),
      this.repo.attendanceAggregates(w, userId, ['total', 'bucket']),
      this.rows.jobs(w, scope),
      this.rows.complaints(w, scope),
      this.rows.shifts(w, userId),
    ]);
    return {
      range,
      employee: personRef(person),
      metrics: metricsOf(
        rowsOf(jobs, 'total')[0],
        rowsOf(jobs, 'type'),
        complaints.find((r) => r.set === 'total'),
        attendance.find((r) => r.set === 'total') ?? null,
      ),
      series: seriesOf(bucketKeys(range), jobs, complaints, attendance),
      jobs: { items: jobRows.items.map((r) => jobView(r, w.now)), total: jobRows.total },
      complaints: { items: complaintRows.items.map(complaintView), total: complaintRows.total },
      shifts: {
        items: shiftRows.items.map((s) => ({
          id: s.id,
          clockInAt: s.clockInAt.toISOString(),
          clockOutAt: s.clockOutAt?.toISOString() ?? null,
          hours: s.hours,
        })),
        total: shiftRows.total,
      },
    };
  }

  /** See workspaceSummary. */
  async summary(workspaceId: string, period: { from: string; to: string }, now = new Date()) {
    const { range, w } = await this.window(workspaceId, { range: 'custom', ...period, bucket: 'day' }, now);
    const scope = { kind: 'workspace' } as const;
    const [jobs, complaints, attendance, locations] = await Promise.all([
      this.scopeJobs(w, scope, 'location', ['total', 'type', 'key', 'keyType']),
      this.repo.complaintAggregates(w, scope, 'location', ['total', 'key']),
      this.repo.attendanceAggregates(w, null, ['total']),
      this.rows.locations(workspaceId),
    ]);
    const ranked = this.assembleLocationRows(locations, jobs, complaints)
      .filter((row) => row.metrics.jobs.completionRate !== null)
      .sort(
        (a, b) =>
          b.metrics.jobs.completionRate! - a.metrics.jobs.completionRate! ||
          b.metrics.jobs.done - a.metrics.jobs.done,
      );
    const summary: TWorkspaceSummary = {
      from: range.from,
      to: range.to,
      metrics: metricsOf(
        rowsOf(jobs, 'total')[0],
        rowsOf(jobs, 'type'),
        complaints.find((r) => r.set === 'total'),
        attendance.find((r) => r.set === 'total') ?? null,
      ),
      bestLocation: ranked[0] ?? null,
      worstLocation: ranked.length > 1 ? ranked[ranked.length - 1]! : null,
    };
    return summary;
  }
}

/**
 * The headline figures of a period for the weekly summary (and the same in-app): `from`/`to` are
 * local days, both included (YYYY-MM-DD); the figures as GET /analytics/overview gives them.
 */
export function workspaceSummary(
  db: Db,
  workspaceId: string,
  period: { from: string; to: string },
  now = new Date(),
): Promise<TWorkspaceSummary> {
  return new AnalyticsService(db).summary(workspaceId, period, now);
}
