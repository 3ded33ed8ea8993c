import type { TTaskSchedule } from '@cleanops/contracts';
import { ZTaskSchedule } from '@cleanops/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { locations, occurrences, tasks } from '../../db/schema';
import * as factories from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateOccurrences } from './generate-occurrences';
import { markOverdueOccurrences } from './mark-overdue';
import { occurrenceSlots } from './schedule';

let t: TestApp;
let workspaceId: string;
let locationId: string;
beforeAll(async () => {
  t = await createTestApp();
  workspaceId = (await factories.newOwner(t)).workspaceId;
  const [location] = await t.db
    .insert(locations)
    .values({
      workspaceId,
      title: 'Mall',
      address: 'Dostyk 1',
      type: 'commercial',
      commercialKind: 'shopping_centre',
      timezone: 'Europe/Madrid',
    })
    .returning();
  locationId = location!.id;
});
afterAll(async () => t.close());
// The job walks every task of the database: each test starts from none.
beforeEach(async () => {
  await t.db.delete(tasks);
});

const HOUR = 3_600_000;
const DAY = 86_400_000;
const NOW = new Date('2027-03-20T10:17:00Z'); // a week before Madrid's spring-forward change

const hourly = ZTaskSchedule.parse({
  frequency: 'new_daily',
  startDate: '2027-01-01',
  startTime: '08:00',
  endTime: '20:00',
  interval: 3,
});
const weekly = ZTaskSchedule.parse({
  frequency: 'weekly',
  startDate: '2027-01-01',
  startTime: '07:00',
  weekDays: [1, 4],
});

/** Recurring tasks written directly, as the job finds them: never generated. */
async function recurringTasks(n: number, schedule: TTaskSchedule = hourly) {
  const rows = await t.db
    .insert(tasks)
    .values(
      Array.from({ length: n }, (_, i) => ({
        workspaceId,
        locationId,
        title: `Zone ${i}`,
        kind: 'recurring' as const,
        schedule,
      })),
    )
    .returning({ id: tasks.id });
  return rows.map((r) => r.id);
}

const expectedSlots = (schedule: TTaskSchedule, from: Date, to: Date) =>
  occurrenceSlots(schedule, 'Europe/Madrid', from, to);

async function jobCount(taskIds?: string[]) {
  const [row] = await t.db
    .select({ n: count() })
    .from(occurrences)
    .where(taskIds ? inArray(occurrences.taskId, taskIds) : undefined);
  return row!.n;
}

describe('generateOccurrences', () => {
  it('makes every task’s jobs up to the horizon, in the location’s zone, and nothing more when run again', async () => {
    const [id] = await recurringTasks(1, weekly);
    const result = await generateOccurrences(t.db, { now: NOW, horizonDays: 14 });
    const slots = expectedSlots(weekly, NOW, new Date(NOW.getTime() + 14 * DAY));
    expect(result).toEqual({ tasks: 1, created: slots.length });
    const jobs = await t.db
      .select()
      .from(occurrences)
      .where(eq(occurrences.taskId, id!))
      .orderBy(occurrences.startsAt);
    // Mondays and Thursdays at 07:00 Madrid: CET (06:00 UTC) until 28 March, CEST (05:00 UTC) after.
    expect(jobs.map((j) => j.startsAt.toISOString())).toEqual([
      '2027-03-22T06:00:00.000Z',
      '2027-03-25T06:00:00.000Z',
      '2027-03-29T05:00:00.000Z',
      '2027-04-01T05:00:00.000Z',
    ]);
    expect(
      jobs.every(
        (j) => j.state === 'pending' && j.workspaceId === workspaceId && j.locationId === locationId,
      ),
    ).toBe(true);
    const [task] = await t.db.select().from(tasks).where(eq(tasks.id, id!));
    expect(task!.generatedUntil?.toISOString()).toBe(new Date(NOW.getTime() + 14 * DAY).toISOString());

    expect(await generateOccurrences(t.db, { now: NOW, horizonDays: 14 })).toEqual({ tasks: 0, created: 0 });
    expect(await jobCount()).toBe(4);
  });

  it('extends the horizon as time moves on, without making up the past or touching deleted and one-time tasks', async () => {
    const ids = await recurringTasks(3);
    const [deleted] = await recurringTasks(1);
    await t.db.update(tasks).set({ deletedAt: NOW }).where(eq(tasks.id, deleted!));
    await t.db
      .insert(tasks)
      .values({ workspaceId, locationId, title: 'Once', kind: 'one_time', startsAt: NOW });

    const first = await generateOccurrences(t.db, { now: NOW, horizonDays: 7, batchSize: 2 });
    const perTask = expectedSlots(hourly, NOW, new Date(NOW.getTime() + 7 * DAY)).length;
    expect(first).toEqual({ tasks: 3, created: 3 * perTask });

    const later = new Date(NOW.getTime() + 3 * DAY + 5 * HOUR);
    const second = await generateOccurrences(t.db, { now: later, horizonDays: 7, batchSize: 2 });
    const added = expectedSlots(
      hourly,
      new Date(NOW.getTime() + 7 * DAY),
      new Date(later.getTime() + 7 * DAY),
    );
    expect(added.length).toBeGreaterThan(0);
    expect(second).toEqual({ tasks: 3, created: 3 * added.length });
    expect(await jobCount(ids)).toBe(3 * (perTask + added.length));
    expect(await jobCount([deleted!])).toBe(0);

    // Generated up to long ago (the job did not run for weeks): it starts from now, not from then.
    const muchLater = new Date(NOW.getTime() + 60 * DAY);
    await generateOccurrences(t.db, { now: muchLater, horizonDays: 7 });
    const [gap] = await t.db
      .select({ n: count() })
      .from(occurrences)
      .where(
        and(
          inArray(occurrences.taskId, ids),
          sql`${occurrences.startsAt} >= ${new Date(later.getTime() + 7 * DAY)}::timestamptz`,
          sql`${occurrences.startsAt} < ${muchLater}::timestamptz`,
        ),
      );
    expect(gap!.n).toBe(0);
  });

  /**
   * DECISIONS.md §1: every process runs the job. Against PostgreSQL, two connection pools (two
   * processes) generate at once over the same tasks; on PGlite (one process by nature) the second
   * run follows the first.
   */
  it('makes each job exactly once when two processes generate at the same time', async () => {
    const ids = await recurringTasks(120);
    const url = process.env.TEST_DATABASE_URL;
    const options = { now: NOW, horizonDays: 14, batchSize: 7 };
    let results: { tasks: number; created: number }[];
    if (url) {
      const [{ name }] = (await t.db
        .select({ name: sql<string>`current_database()` })
        .from(sql`(select 1) as one`)) as [{ name: string }];
      const own = new URL(url);
      own.pathname = `/${name}`;
      const other = openDatabase({ databaseUrl: own.toString(), dataDir: null });
      try {
        results = await Promise.all([
          generateOccurrences(t.db, options),
          generateOccurrences(other.db, options),
        ]);
      } finally {
        await other.close();
      }
    } else {
      results = [await generateOccurrences(t.db, options), await generateOccurrences(t.db, options)];
    }
    const perTask = expectedSlots(hourly, NOW, new Date(NOW.getTime() + 14 * DAY)).length;
    // Each task was taken by one process only, and the jobs made add up to those that exist.
    expect(results.reduce((sum, r) => sum + r.tasks, 0)).toBe(ids.length);
    expect(results.reduce((sum, r) => sum + r.created, 0)).toBe(ids.length * perTask);
    expect(await jobCount()).toBe(ids.length * perTask);
    const [distinct] = await t.db
      .select({ n: sql<number>`count(distinct (${occurrences.taskId}, ${occurrences.startsAt}))::int` })
      .from(occurrences);
    expect(distinct!.n).toBe(ids.length * perTask);
  });
});

describe('markOverdueOccurrences', () => {
  it('marks open jobs past their due time overdue, and leaves finished, undated and future ones', async () => {
    const [id] = await recurringTasks(1);
    const job = (startsAt: number, dueAt: number | null, state: 'pending' | 'in_progress' | 'completed') => ({
      workspaceId,
      locationId,
      taskId: id!,
      startsAt: new Date(NOW.getTime() + startsAt * HOUR),
      dueAt: dueAt === null ? null : new Date(NOW.getTime() + dueAt * HOUR),
      state,
    });
    const rows = await t.db
      .insert(occurrences)
      .values([
        job(-5, -3, 'pending'),
        job(-4, -2, 'in_progress'),
        job(-3, -1, 'completed'),
        job(-2, null, 'pending'),
        job(-1, 1, 'pending'),
      ])
      .returning({ id: occurrences.id });
    expect(await markOverdueOccurrences(t.db, NOW)).toBe(2);
    const states = await t.db
      .select({ id: occurrences.id, state: occurrences.state })
      .from(occurrences)
      .where(eq(occurrences.taskId, id!));
    const stateOf = (i: number) => states.find((s) => s.id === rows[i]!.id)?.state;
    expect([0, 1, 2, 3, 4].map(stateOf)).toEqual(['overdue', 'overdue', 'completed', 'pending', 'pending']);
    expect(await markOverdueOccurrences(t.db, NOW)).toBe(0);
  });
});
