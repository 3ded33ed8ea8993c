import type { TAnalyticsRangeQuery } from '@cleanops/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, complaints, tasks } from '../../db/schema';
import { newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorkPlace } from '../../test/work-factories';
import { AnalyticsService } from './analytics.service';
import {
  cleanedLast,
  complaintsIn,
  jobsIn,
  jobsOfEmployee,
  type NaiveComplaint,
  type NaiveJob,
  type NaiveRange,
  type NaiveShift,
  naiveMetrics,
  naiveSeries,
} from './analytics-naive';
import { bucketKeys } from './analytics-range';

/**
 * Every metric of DECISIONS.md §10 against a plain recomputation (analytics-naive.ts) over random jobs,
 * complaints and shifts: three zones (Madrid and New York change clocks inside the data), late,
 * never started and deleted tasks' jobs, team jobs picked late or never. Seeded, so a failure repeats.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** mulberry32: small, seeded, good enough to vary test data. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = Number(process.env.ANALYTICS_SEED ?? 20261123);
/** The moment the figures are read: inside the autumn DST week of Europe/Madrid. */
const NOW = new Date('2026-10-27T10:00:00Z');
const MIN = 60_000;
const DATA_FROM = Date.parse('2026-03-01T00:00:00Z');
const DATA_TO = Date.parse('2026-11-20T00:00:00Z');
const ZONES = ['Europe/Madrid', 'Asia/Almaty', 'America/New_York'];

interface World {
  workspaceId: string;
  ownerId: string;
  staffIds: string[];
  locations: { id: string; timezone: string; roomIds: string[] }[];
  jobs: NaiveJob[];
  complaints: NaiveComplaint[];
  shifts: NaiveShift[];
}

async function seedWorld(seed: number): Promise<World> {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const between = (lo: number, hi: number) => lo + rand() * (hi - lo);
  const owner = await newOwner(t);
  const staffIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const staff = await newStaff(t, owner.workspaceId, pick(['cleaner', 'cleaner', 'manager'] as const), {
      name: `Person ${i}`,
    });
    staffIds.push(staff.id);
  }
  const team = await newTeam(t, owner.workspaceId, staffIds.slice(0, 2));
  const locations: World['locations'] = [];
  for (const timezone of ZONES) {
    const place = await newWorkPlace(t, owner.workspaceId, {
      timezone,
      type: locations.length === 0 ? 'rental' : 'commercial',
      rooms: ['Kitchen', 'Hall', 'Bathroom'],
    });
    locations.push({ id: place.location.id, timezone, roomIds: place.rooms.map((r) => r.id) });
  }

  const jobs: NaiveJob[] = [];
  for (const location of locations) {
    for (let task = 0; task < 7; task++) {
      const type = pick(['working', 'working', 'working', 'inspect', 'learn'] as const);
      const turnover = type === 'working' && location === locations[0] && task < 2;
      const teamTask = rand() < 0.4;
      const deleted = rand() < 0.2;
      const roomIds = location.roomIds.filter(() => rand() < 0.6);
      const assigneeIds = teamTask ? [] : staffIds.filter(() => rand() < 0.3);
      const count = 12 + Math.floor(rand() * 14);
      const rows = [];
      for (let n = 0; n < count; n++) {
        const startsAt = new Date(Math.floor(between(DATA_FROM, DATA_TO) / 1000) * 1000);
        const dueAt = rand() < 0.75 ? new Date(startsAt.getTime() + between(30, 300) * MIN) : null;
        const roll = rand();
        let startedAt: Date | null = null;
        let finishedAt: Date | null = null;
        if (roll < 0.65) {
          startedAt = rand() < 0.92 ? new Date(startsAt.getTime() + between(-20, 200) * MIN) : null;
          finishedAt = new Date((startedAt ?? startsAt).getTime() + between(10, 360) * MIN);
          if (startedAt && startedAt > NOW) startedAt = null;
          if (finishedAt > NOW) finishedAt = null;
        } else if (roll < 0.8) {
          startedAt = new Date(startsAt.getTime() + between(0, 90) * MIN);
          if (startedAt > NOW) startedAt = null;
        }
        const worker = pick(staffIds);
        const pickedAt =
          teamTask && rand() < 0.7 ? new Date(startsAt.getTime() + between(-600, 120) * MIN) : null;
        const pickedBy = pickedAt && pickedAt <= NOW ? worker : null;
        const job = {
          startsAt,
          dueAt,
          startedAt,
          finishedAt,
          pickedAt: pickedBy ? pickedAt : null,
          pickedBy,
          startedBy: startedAt ? worker : null,
          finishedBy: finishedAt ? (rand() < 0.85 ? worker : pick(staffIds)) : null,
          result: type === 'inspect' && finishedAt ? pick(['pass', 'fail'] as const) : null,
          state: finishedAt
            ? ('completed' as const)
            : startedAt
              ? ('in_progress' as const)
              : dueAt && dueAt < NOW
                ? pick(['overdue', 'pending'] as const)
                : ('pending' as const),
        };
        rows.push(job);
      }
      const made = await newTask(t, {
        workspaceId: owner.workspaceId,
        locationId: location.id,
        roomIds,
        type,
        origin: turnover ? 'turnover' : 'manual',
        kind: 'recurring',
        teamId: teamTask ? team.id : null,
        assigneeIds,
        occurrences: rows,
      });
      if (deleted) {
        await t.db.update(tasks).set({ deletedAt: NOW }).where(eq(tasks.id, made.task.id));
      }
      for (const o of made.occurrences) {
        jobs.push({
          id: o.id,
          taskId: made.task.id,
          locationId: location.id,
          timezone: location.timezone,
          roomIds,
          type,
          turnover,
          team: teamTask,
          taskDeleted: deleted,
          assigneeIds,
          startsAt: o.startsAt,
          dueAt: o.dueAt,
          startedAt: o.startedAt,
          finishedAt: o.finishedAt,
          pickedAt: o.pickedAt,
          pickedBy: o.pickedBy,
          startedBy: o.startedBy,
          finishedBy: o.finishedBy,
          result: o.result,
        });
      }
    }
  }

  const taskIds = [...new Set(jobs.map((j) => j.taskId))];
  const complaintRows: NaiveComplaint[] = [];
  for (let n = 0; n < 120; n++) {
    const location = pick(locations);
    const row = {
      workspaceId: owner.workspaceId,
      locationId: location.id,
      roomId: pick(location.roomIds),
      rating: 1 + Math.floor(rand() * 5),
      source: pick(['system', '2gis', 'google', 'others'] as const),
      taskId: rand() < 0.3 ? pick(taskIds) : null,
      createdAt: new Date(Math.floor(between(DATA_FROM, DATA_TO) / 1000) * 1000),
    };
    const [inserted] = await t.db.insert(complaints).values(row).returning();
    complaintRows.push({ ...row, id: inserted!.id, timezone: location.timezone });
  }

  const shifts: NaiveShift[] = [];
  for (const userId of staffIds) {
    let at = DATA_FROM + between(0, 3) * 86_400_000;
    while (at < NOW.getTime() - 2 * 86_400_000) {
      const clockInAt = new Date(Math.floor(at / 1000) * 1000);
      const clockOutAt = new Date(clockInAt.getTime() + between(1, 13) * 3_600_000);
      shifts.push({ userId, clockInAt, clockOutAt });
      at = clockOutAt.getTime() + between(0.3, 6) * 86_400_000;
    }
    // Someone forgot to clock out a day ago; someone else is at work now.
    shifts.push({
      userId,
      clockInAt: new Date(NOW.getTime() - between(2, 30) * 3_600_000),
      clockOutAt: null,
    });
  }
  await t.db.insert(attendance).values(shifts.map((s) => ({ ...s, workspaceId: owner.workspaceId })));
  return {
    workspaceId: owner.workspaceId,
    ownerId: owner.id,
    staffIds,
    locations,
    jobs,
    complaints: complaintRows,
    shifts,
  };
}

/**
 * The paths where two figures differ: numbers within a millionth (relative) are equal, since SQL and
 * TypeScript sum floats in different orders.
 */
function differences(actual: unknown, expected: unknown, path = ''): string[] {
  if (typeof actual === 'number' && typeof expected === 'number') {
    const close = Math.abs(actual - expected) <= 1e-6 * Math.max(1, Math.abs(expected));
    return close ? [] : [`${path}: ${actual} ≠ ${expected}`];
  }
  if (actual && expected && typeof actual === 'object' && typeof expected === 'object') {
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    return [...keys].flatMap((key) =>
      differences(
        (actual as Record<string, unknown>)[key],
        (expected as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return actual === expected ? [] : [`${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`];
}
const expectSame = (actual: unknown, expected: unknown) => expect(differences(actual, expected)).toEqual([]);

const RANGES: { name: string; query: TAnalyticsRangeQuery }[] = [
  { name: 'the spring DST fortnight by day', query: { from: '2026-03-23', to: '2026-04-05' } },
  { name: 'the autumn DST days by hour', query: { from: '2026-10-24', to: '2026-10-26', bucket: 'hour' } },
  { name: 'this month (default)', query: {} },
  { name: 'this week', query: { range: 'week' } },
  { name: 'today', query: { range: 'today' } },
  { name: 'this year by week', query: { range: 'year' } },
  { name: 'two years by month', query: { from: '2025-06-01', to: '2027-05-31' } },
  { name: 'a quarter by week', query: { range: 'quarter', bucket: 'week' } },
];

describe('analytics against a naive recomputation', () => {
  let world: World;
  let service: AnalyticsService;
  beforeAll(async () => {
    world = await seedWorld(SEED);
    service = new AnalyticsService(t.db);
  }, 120_000);

  for (const { name, query } of RANGES) {
    it(`the workspace, its locations, rooms and employees agree for ${name}`, async () => {
      const overview = await service.overview(world.workspaceId, query, NOW);
      const r: NaiveRange = { ...overview.range, now: NOW };
      // The workspace's zone is its first location's: Madrid.
      expect(r.timezone).toBe('Europe/Madrid');
      const jobs = jobsIn(world.jobs, r);
      const inRange = complaintsIn(world.complaints, r);
      const keys = bucketKeys(overview.range);

      expectSame(overview.metrics, naiveMetrics(jobs, inRange, world.jobs, r, world.shifts));
      expectSame(overview.series, naiveSeries(keys, jobs, inRange, r, world.shifts));

      const table = await service.locations(world.workspaceId, query, NOW);
      expect(table.rows).toHaveLength(world.locations.length);
      for (const row of table.rows) {
        const own = (x: { locationId: string }) => x.locationId === row.location.id;
        expectSame(
          row.metrics,
          naiveMetrics(jobs.filter(own), inRange.filter(own), world.jobs, r, null, true),
        );
      }

      const location = world.locations[0]!;
      const detail = await service.location(world.workspaceId, location.id, query, NOW);
      const ownJobs = jobs.filter((j) => j.locationId === location.id);
      const ownComplaints = inRange.filter((c) => c.locationId === location.id);
      expectSame(detail.metrics, naiveMetrics(ownJobs, ownComplaints, world.jobs, r, null));
      expectSame(detail.series, naiveSeries(keys, ownJobs, ownComplaints, r, null));
      expect(detail.jobs.total).toBe(ownJobs.length);
      expect(detail.complaints.total).toBe(ownComplaints.length);
      for (const row of detail.rooms) {
        const roomJobs = ownJobs.filter((j) => j.roomIds.includes(row.room.id));
        const roomComplaints = ownComplaints.filter((c) => c.roomId === row.room.id);
        expectSame(row.metrics, naiveMetrics(roomJobs, roomComplaints, world.jobs, r, null, true));
      }

      const roomId = location.roomIds[1]!;
      const room = await service.room(world.workspaceId, location.id, roomId, query, NOW);
      const roomJobs = ownJobs.filter((j) => j.roomIds.includes(roomId));
      const roomComplaints = ownComplaints.filter((c) => c.roomId === roomId);
      expectSame(room.metrics, naiveMetrics(roomJobs, roomComplaints, world.jobs, r, null));
      expectSame(room.series, naiveSeries(keys, roomJobs, roomComplaints, r, null));
      expect(room.jobs.total).toBe(roomJobs.length);

      const people = await service.employees(world.workspaceId, query, NOW);
      expect(people.rows.map((row) => row.employee.id).sort()).toEqual(
        [world.ownerId, ...world.staffIds].sort(),
      );
      for (const row of people.rows) {
        const id = row.employee.id;
        const theirJobs = jobsOfEmployee(jobs, id);
        const theirComplaints = inRange.filter((c) => cleanedLast(c, world.jobs)?.finishedBy === id);
        const theirShifts = world.shifts.filter((s) => s.userId === id);
        expectSame(row.metrics, naiveMetrics(theirJobs, theirComplaints, world.jobs, r, theirShifts, true));
      }

      const id = world.staffIds[0]!;
      const one = await service.employee(world.workspaceId, id, query, NOW);
      const theirJobs = jobsOfEmployee(jobs, id);
      const theirComplaints = inRange.filter((c) => cleanedLast(c, world.jobs)?.finishedBy === id);
      const theirShifts = world.shifts.filter((s) => s.userId === id);
      expectSame(one.metrics, naiveMetrics(theirJobs, theirComplaints, world.jobs, r, theirShifts));
      expectSame(one.series, naiveSeries(keys, theirJobs, theirComplaints, r, theirShifts));
      expect(one.jobs.total).toBe(theirJobs.length);
      expect(one.complaints.total).toBe(theirComplaints.length);
      expect(one.complaints.items.map((c) => c.cleanedLastOccurrenceId)).toEqual(
        one.complaints.items.map(
          (c) => cleanedLast(world.complaints.find((x) => x.id === c.id)!, world.jobs)!.id,
        ),
      );
    });
  }

  it('has enough of every case to mean something', () => {
    const r: NaiveRange = {
      from: '2026-01-01',
      to: '2026-12-31',
      bucket: 'month',
      timezone: 'UTC',
      now: NOW,
    };
    const m = naiveMetrics(jobsIn(world.jobs, r), world.complaints, world.jobs, r, world.shifts);
    expect(m.jobs.late).toBeGreaterThan(5);
    expect(m.jobs.missed).toBeGreaterThan(5);
    expect(m.jobs.notPicked).toBeGreaterThan(5);
    expect(m.jobs.notYetDue).toBeGreaterThan(5);
    expect(m.turnovers.finished).toBeGreaterThan(3);
    expect(m.inspections.passed + m.inspections.failed).toBeGreaterThan(3);
    expect(world.jobs.filter((j) => j.taskDeleted && !j.startedAt && !j.finishedAt).length).toBeGreaterThan(
      3,
    );
    expect(world.complaints.filter((c) => cleanedLast(c, world.jobs)).length).toBeGreaterThan(3);
    expect(m.attendance!.openShifts).toBeGreaterThan(0);
  });
});
