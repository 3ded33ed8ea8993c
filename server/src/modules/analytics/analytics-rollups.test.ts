import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, locations, occurrences, taskAssignees, taskRooms, tasks } from '../../db/schema';
import { newOwner, newStaff } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newTask, newTeam, newWorkPlace } from '../../test/work-factories';
import { AnalyticsService } from './analytics.service';

/**
 * The rollups behind analytics (migration 0014) stay equal to a recomputation from the jobs through every
 * kind of change a workspace goes through: jobs finished, undone and removed, assignees and teams
 * changed, tasks deleted, a location's zone changed or the location removed, complaints and task rooms
 * changed, and many jobs finished at once (on PostgreSQL, by concurrent transactions).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Around the end of October 2026: Madrid's clocks go back on the 25th, and a month ends on the 31st. */
const ORIGIN = Date.parse('2026-10-20T06:00:00Z');

async function snapshot(workspaceId: string) {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  const jobs =
    await rows(sql`select grain, scope_id, period::text, type, planned, done, on_time, late, open_due,
      open_no_due, team_unpicked, work_count, work_sum::text, turnover_count, turnover_sum::text, turnover_within,
      turnover_over, allowed_count, allowed_sum::text, passed, failed
    from analytics_job_rollup where workspace_id = ${workspaceId} order by 1, 2, 3, 4`);
  const durations = await rows(sql`select grain, period::text, kind, minutes, count
    from analytics_duration_rollup where workspace_id = ${workspaceId} order by 1, 2, 3, 4`);
  const complaintRows =
    await rows(sql`select grain, scope_id, period::text, count, rating_sum, r1, r2, r3, r4, r5,
      system, two_gis, google, others, converted, fixed_sum::text, fixed_count
    from analytics_complaint_rollup where workspace_id = ${workspaceId} order by 1, 2, 3`);
  const cleaned = await rows(sql`select id, cleaned_last_occurrence_id, cleaned_by
    from complaints where workspace_id = ${workspaceId} order by id`);
  return {
    jobs: jobs.rows,
    durations: durations.rows,
    complaints: complaintRows.rows,
    cleaned: cleaned.rows,
  };
}

/** What the triggers kept equals what a rebuild from the jobs gives. */
async function expectFresh(workspaceId: string) {
  const kept = await snapshot(workspaceId);
  await t.db.execute(sql`select analytics_rebuild(${workspaceId})`);
  const rebuilt = await snapshot(workspaceId);
  expect(kept.jobs).toEqual(rebuilt.jobs);
  expect(kept.durations).toEqual(rebuilt.durations);
  expect(kept.complaints).toEqual(rebuilt.complaints);
  expect(kept.cleaned).toEqual(rebuilt.cleaned);
  return rebuilt;
}

async function seed() {
  const owner = await newOwner(t);
  const a = await newStaff(t, owner.workspaceId, 'cleaner', { name: 'Aigerim' });
  const b = await newStaff(t, owner.workspaceId, 'cleaner', { name: 'Bruno' });
  const team = await newTeam(t, owner.workspaceId, [a.id, b.id]);
  const madrid = await newWorkPlace(t, owner.workspaceId, {
    timezone: 'Europe/Madrid',
    type: 'rental',
    rooms: ['Kitchen', 'Hall'],
  });
  const almaty = await newWorkPlace(t, owner.workspaceId, {
    timezone: 'Asia/Almaty',
    type: 'commercial',
    rooms: ['Hall'],
  });
  // Every 7 hours over 16 days: jobs near midnight in both zones, across the DST change and the month end.
  const spread = (count: number, offsetHours: number) =>
    Array.from({ length: count }, (_, n) => {
      const startsAt = new Date(ORIGIN + (n * 7 + offsetHours) * HOUR);
      return { startsAt, dueAt: n % 4 === 0 ? null : new Date(startsAt.getTime() + 2 * HOUR) };
    });
  const cleaning = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: madrid.location.id,
    roomIds: madrid.rooms.map((r) => r.id),
    kind: 'recurring',
    assigneeIds: [a.id],
    occurrences: spread(55, 0),
  });
  const turnover = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: madrid.location.id,
    roomIds: [madrid.rooms[0]!.id],
    kind: 'recurring',
    origin: 'turnover',
    teamId: team.id,
    occurrences: spread(20, 3),
  });
  const inspection = await newTask(t, {
    workspaceId: owner.workspaceId,
    locationId: almaty.location.id,
    roomIds: [almaty.rooms[0]!.id],
    kind: 'recurring',
    type: 'inspect',
    teamId: team.id,
    occurrences: spread(40, 5),
  });
  return { owner, a, b, team, madrid, almaty, cleaning, turnover, inspection };
}

type World = Awaited<ReturnType<typeof seed>>;

/** Finishes jobs as the job flow does: started, finished, by someone, with an inspection's result. */
async function finish(ids: string[], by: string, minutes = 45) {
  for (const id of ids) {
    const [job] = await t.db.select().from(occurrences).where(eq(occurrences.id, id));
    const startedAt = new Date(job!.startsAt.getTime() + 10 * 60_000);
    await t.db
      .update(occurrences)
      .set({
        state: 'completed',
        startedAt,
        startedBy: by,
        finishedAt: new Date(startedAt.getTime() + minutes * 60_000),
        finishedBy: by,
        result: 'pass',
      })
      .where(eq(occurrences.id, id));
  }
}

describe('analytics rollups', () => {
  let w: World;
  beforeAll(async () => {
    w = await seed();
  }, 60_000);

  it('are kept as jobs are made, finished, undone, reassigned and removed', async () => {
    const first = await expectFresh(w.owner.workspaceId);
    expect(first.jobs.some((r) => r.grain === 'location_month')).toBe(true);

    await finish(
      w.cleaning.occurrences.slice(0, 20).map((o) => o.id),
      w.a.id,
    );
    await finish(
      w.turnover.occurrences.slice(0, 8).map((o) => o.id),
      w.b.id,
      200,
    );
    await finish(
      w.inspection.occurrences.slice(0, 10).map((o) => o.id),
      w.b.id,
    );
    const finished = await expectFresh(w.owner.workspaceId);
    expect(finished.durations.length).toBeGreaterThan(0);

    // Undone by hand (the owner reopened it), and picked late by a teammate.
    await t.db
      .update(occurrences)
      .set({ state: 'pending', startedAt: null, startedBy: null, finishedAt: null, finishedBy: null })
      .where(eq(occurrences.id, w.cleaning.occurrences[3]!.id));
    await t.db
      .update(occurrences)
      .set({ pickedBy: w.a.id, pickedAt: new Date(w.turnover.occurrences[12]!.startsAt.getTime() + HOUR) })
      .where(eq(occurrences.id, w.turnover.occurrences[12]!.id));
    // A checklist tick touches nothing the figures read.
    await t.db
      .update(occurrences)
      .set({ comment: 'Towels left in the hall' })
      .where(eq(occurrences.id, w.cleaning.occurrences[30]!.id));
    await expectFresh(w.owner.workspaceId);

    await t.db.insert(taskAssignees).values({ taskId: w.cleaning.task.id, userId: w.b.id });
    await t.db
      .delete(taskAssignees)
      .where(and(eq(taskAssignees.taskId, w.cleaning.task.id), eq(taskAssignees.userId, w.a.id)));
    await t.db.update(tasks).set({ teamId: null }).where(eq(tasks.id, w.inspection.task.id));
    await expectFresh(w.owner.workspaceId);

    // A deleted task's jobs nobody worked on stop counting; the future ones go, as the service removes them.
    await t.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, w.turnover.task.id));
    await t.db.delete(occurrences).where(
      and(
        eq(occurrences.taskId, w.turnover.task.id),
        isNull(occurrences.startedAt),
        inArray(
          occurrences.id,
          w.turnover.occurrences.slice(15).map((o) => o.id),
        ),
      ),
    );
    await expectFresh(w.owner.workspaceId);
  });

  it('follow complaints to whoever cleaned the room last, as rooms and finishes change', async () => {
    const room = w.madrid.rooms[1]!;
    const finishedJob = w.cleaning.occurrences[5]!;
    const [done] = await t.db.select().from(occurrences).where(eq(occurrences.id, finishedJob.id));
    const at = new Date(done!.finishedAt!.getTime() + 2 * HOUR);
    const [complaint] = await t.db
      .insert(complaints)
      .values({
        workspaceId: w.owner.workspaceId,
        locationId: w.madrid.location.id,
        roomId: room.id,
        rating: 2,
        source: 'system',
        createdAt: at,
      })
      .returning();
    const cleanedBy = async () =>
      (await t.db.select().from(complaints).where(eq(complaints.id, complaint!.id)))[0]!.cleanedBy;
    // The last job finished before it in that room, within 7 days.
    const lastFinish = await t.db.execute(
      sql`select finished_by from occurrences where task_id = ${w.cleaning.task.id} and finished_at <= ${at.toISOString()}::timestamptz
        order by finished_at desc limit 1`,
    );
    expect(await cleanedBy()).toBe(
      (lastFinish as unknown as { rows: { finished_by: string }[] }).rows[0]!.finished_by,
    );

    // Someone else finishes a later job before the complaint: it is now theirs.
    const later = w.cleaning.occurrences.find((o) => o.startsAt > done!.finishedAt! && o.startsAt < at);
    if (later) {
      await finish([later.id], w.b.id, 5);
      expect(await cleanedBy()).toBe(w.b.id);
    }
    // The task no longer covers the room: nobody cleaned it.
    await t.db
      .delete(taskRooms)
      .where(and(eq(taskRooms.taskId, w.cleaning.task.id), eq(taskRooms.roomId, room.id)));
    expect(await cleanedBy()).toBeNull();
    await t.db.insert(taskRooms).values({ taskId: w.cleaning.task.id, roomId: room.id });
    expect(await cleanedBy()).not.toBeNull();
    await expectFresh(w.owner.workspaceId);

    // Converted: its time to fixed is its task's first finish, which moves as that task's jobs finish.
    const converted = await newTask(t, {
      workspaceId: w.owner.workspaceId,
      locationId: w.madrid.location.id,
      roomIds: [room.id],
      startsAt: new Date(at.getTime() + HOUR),
    });
    await t.db.update(complaints).set({ taskId: converted.task.id }).where(eq(complaints.id, complaint!.id));
    const before = await expectFresh(w.owner.workspaceId);
    await finish([converted.occurrence.id], w.a.id, 30);
    const after = await expectFresh(w.owner.workspaceId);
    const fixed = (rows: typeof after.complaints) =>
      rows.filter((r) => r.grain === 'workspace_day').reduce((n, r) => n + Number(r.fixed_count), 0);
    expect(fixed(after.complaints)).toBe(fixed(before.complaints) + 1);
    await t.db.delete(complaints).where(eq(complaints.id, complaint!.id));
    await expectFresh(w.owner.workspaceId);
  });

  it('move jobs to their new local days when a location changes zone, and go with the location', async () => {
    await t.db
      .update(locations)
      .set({ timezone: 'America/New_York' })
      .where(eq(locations.id, w.almaty.location.id));
    await expectFresh(w.owner.workspaceId);
    await t.db.delete(locations).where(eq(locations.id, w.almaty.location.id));
    const after = await expectFresh(w.owner.workspaceId);
    expect(after.jobs.some((r) => r.scope_id === w.almaty.location.id)).toBe(false);
  });

  it('are right after many jobs of one workspace are finished at once', async () => {
    const open = await t.db
      .select({ id: occurrences.id })
      .from(occurrences)
      .where(and(eq(occurrences.workspaceId, w.owner.workspaceId), isNull(occurrences.finishedAt)));
    expect(open.length).toBeGreaterThan(10);
    // Each in its own transaction, side by side: on PostgreSQL they run on separate connections.
    await Promise.all(
      open.slice(0, 12).map((o, n) =>
        t.db.transaction(async (tx) => {
          await tx
            .update(occurrences)
            .set({ finishedAt: new Date(ORIGIN + 20 * DAY), finishedBy: n % 2 ? w.a.id : w.b.id })
            .where(eq(occurrences.id, o.id));
        }),
      ),
    );
    await expectFresh(w.owner.workspaceId);
  });

  it('give the same figures as the jobs themselves', async () => {
    const service = new AnalyticsService(t.db);
    const now = new Date(ORIGIN + 9 * DAY);
    const query = { from: '2026-10-01', to: '2026-11-30', bucket: 'week' as const };
    const overview = await service.overview(w.owner.workspaceId, query, now);
    // The hour bucket always reads the jobs: the same days by hour sum to the same figures.
    const byHour = await service.overview(
      w.owner.workspaceId,
      { from: '2026-10-19', to: '2026-11-10', bucket: 'hour' },
      now,
    );
    const byDay = await service.overview(
      w.owner.workspaceId,
      { from: '2026-10-19', to: '2026-11-10', bucket: 'day' },
      now,
    );
    expect(byDay.metrics).toEqual(byHour.metrics);
    expect(overview.metrics.jobs.planned).toBeGreaterThan(0);
    expect(overview.metrics.jobs.done).toBeGreaterThan(0);
    expect(overview.metrics.jobs.missed + overview.metrics.jobs.notYetDue).toBeGreaterThan(0);
  });
});
