/**
 * The readiness board at scale over real HTTP on loopback: one API process, one owner whose workspace
 * holds hundreds of rentals, each with past stays and their finished turnovers, stays ahead, open jobs
 * (a daily cleaning's horizon), turnovers in every state and finished inspections, then GET /readiness
 * under a few concurrent clients and the statements each request sends.
 * PGlite in a temporary DATA_DIR (the default deployment), or the PostgreSQL at DATABASE_URL.
 * Usage: npm run bench:readiness [-- --rentals 200 --seconds 5 --concurrency 4]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { TReadinessBoard } from '@cleanops/contracts';
import { sql } from 'drizzle-orm';
import { upkeepPglite } from '../server/src/db/pglite-upkeep';
import {
  bookings,
  locations,
  type NewBookingRow,
  type NewLocationRow,
  type NewOccurrenceRow,
  type NewTaskRow,
  occurrences,
  tasks,
} from '../server/src/db/schema';
import {
  loadRow,
  machineLine,
  ok,
  pad,
  printRequestTables,
  removeSeededRows,
  signInThroughOutbox,
  startBenchApp,
  statementCounter,
} from './measure';

const { values } = parseArgs({
  options: {
    rentals: { type: 'string', default: '200' },
    commercial: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '4' },
  },
});
const RENTALS = Number(values.rentals);
const COMMERCIAL = Number(values.commercial);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
/** Per rental: stays behind (each with its finished turnover), stays ahead, open daily jobs, inspections. */
const PAST_STAYS = 20;
const FUTURE_STAYS = 6;
const OPEN_JOBS = 14;
const INSPECTIONS = 4;

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Almaty is UTC+5 all year; the seed's local dates and times are read there. */
const ALMATY_MS = 5 * HOUR;
const localDay = (at: number, days: number) =>
  new Date(at + ALMATY_MS + days * DAY).toISOString().slice(0, 10);
const localAt = (date: string, time: string) => new Date(Date.parse(`${date}T${time}:00Z`) - ALMATY_MS);

async function insertAll<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function main() {
  const bench = await startBenchApp('readiness');
  const { dataDir, database, base } = bench;
  let workspaceId: string | undefined;
  try {
    const email = `bench-readiness-${Date.now()}@example.com`;
    const { token, user } = await signInThroughOutbox(base, dataDir, email);
    const authorization = `Bearer ${token}`;
    const get = async (url: string) =>
      ok(await fetch(base + url, { headers: { authorization } }), `GET ${url}`);
    const profile = JSON.parse(new TextDecoder().decode(await get('/profile'))) as {
      user: { workspaceId: string | null };
    };
    const workspace = profile.user.workspaceId;
    if (!workspace) throw new Error('the new owner has no workspace');
    workspaceId = workspace;

    const seedStarted = performance.now();
    const { db } = database;
    const now = Date.now();
    const locationRows: NewLocationRow[] = [];
    const bookingRows: NewBookingRow[] = [];
    const taskRows: NewTaskRow[] = [];
    const jobRows: NewOccurrenceRow[] = [];
    const job = (
      locationId: string,
      type: 'working' | 'inspect',
      startsAt: Date,
      extra: Partial<NewOccurrenceRow> = {},
      origin: 'turnover' | 'manual' = 'manual',
    ) => {
      const taskId = randomUUID();
      taskRows.push({
        id: taskId,
        workspaceId: workspace,
        locationId,
        title: type === 'inspect' ? 'Inspection' : 'Cleaning',
        type,
        kind: 'one_time',
        origin,
        startsAt,
        checklist: [],
      });
      const id = randomUUID();
      jobRows.push({ id, workspaceId: workspace, taskId, locationId, startsAt, ...extra });
      return { taskId, id };
    };

    for (let i = 0; i < RENTALS + COMMERCIAL; i++) {
      const rental = i < RENTALS;
      const id = randomUUID();
      // Five kinds of rental, in turn: occupied, dirty with its turnover waiting, being cleaned, failed
      // its latest inspection, ready; each with a next guest some days ahead.
      const kind = i % 5;
      locationRows.push({
        id,
        workspaceId: workspace,
        title: `${rental ? 'Flat' : 'Office'} ${pad(i + 1, 3)}`,
        address: `${(i % 90) + 1} Abay Ave, Almaty`,
        type: rental ? 'rental' : 'commercial',
        commercialKind: rental ? null : 'office',
        timezone: 'Asia/Almaty',
        checkInTime: '14:00',
        checkoutTime: '12:00',
        state: rental && (kind === 1 || kind === 2) ? 'dirty' : 'clean',
        stateChangedAt: new Date(now - 3 * HOUR),
        createdBy: user.id,
      });
      if (!rental) continue;
      // The past: three-night stays back to back, each cleaned after its checkout.
      for (let s = PAST_STAYS; s >= 1; s--) {
        const checkIn = localDay(now, -3 * s - 3);
        const checkOut = localDay(now, -3 * s);
        const startsAt = localAt(checkOut, '12:00');
        const turnover = job(
          id,
          'working',
          startsAt,
          {
            state: 'completed',
            startedAt: startsAt,
            startedBy: user.id,
            finishedAt: new Date(startsAt.getTime() + 2 * HOUR),
            finishedBy: user.id,
          },
          'turnover',
        );
        bookingRows.push({
          workspaceId: workspace,
          locationId: id,
          uid: randomUUID(),
          kind: 'stay',
          checkIn,
          checkOut,
          summary: `Guest ${s}`,
          status: s % 7 === 0 ? 'cancelled' : 'active',
          taskId: turnover.taskId,
          occurrenceId: turnover.id,
        });
      }
      // Now: a guest in, or one who left yesterday.
      const stayNow =
        kind === 0 ? [localDay(now, -3), localDay(now, 2)] : [localDay(now, -3), localDay(now, -1)];
      bookingRows.push({
        workspaceId: workspace,
        locationId: id,
        uid: randomUUID(),
        kind: 'stay',
        checkIn: stayNow[0]!,
        checkOut: stayNow[1]!,
        summary: 'Guest now',
      });
      if (kind === 1 || kind === 2)
        job(
          id,
          'working',
          new Date(now - 2 * HOUR),
          kind === 2 ? { state: 'in_progress', startedAt: new Date(now - HOUR), startedBy: user.id } : {},
          'turnover',
        );
      // Ahead: a next guest (today for some, later for others) and the stays after.
      for (let s = 0; s < FUTURE_STAYS; s++) {
        const first = (i % 4) + 3 * s + (kind === 0 ? 2 : 0);
        bookingRows.push({
          workspaceId: workspace,
          locationId: id,
          uid: randomUUID(),
          kind: s === FUTURE_STAYS - 1 ? 'blocked' : 'stay',
          checkIn: localDay(now, first),
          checkOut: localDay(now, first + 2),
          summary: `Guest +${s + 1}`,
        });
      }
      // A daily cleaning's horizon of open jobs.
      for (let d = 1; d <= OPEN_JOBS; d++) job(id, 'working', new Date(now + d * DAY));
      // Finished inspections, the latest failed for one rental in five.
      for (let n = INSPECTIONS; n >= 1; n--) {
        const finishedAt = new Date(now - n * 2 * DAY - (kind === 3 && n === 1 ? -DAY : 0));
        job(id, 'inspect', new Date(finishedAt.getTime() - HOUR), {
          state: 'completed',
          startedAt: new Date(finishedAt.getTime() - HOUR),
          finishedAt,
          result: kind === 3 && n === 1 ? 'fail' : 'pass',
          checklist: Array.from({ length: 8 }, (_, k) => ({
            id: randomUUID(),
            text: `Room ${k + 1}: checked`,
            done: !(kind === 3 && n === 1 && k % 3 === 0),
          })),
        });
      }
    }
    await insertAll(locationRows, 100, (batch) => db.insert(locations).values(batch));
    await insertAll(taskRows, 500, (batch) => db.insert(tasks).values(batch));
    await insertAll(jobRows, 500, (batch) => db.insert(occurrences).values(batch));
    await insertAll(bookingRows, 500, (batch) => db.insert(bookings).values(batch));
    // Statistics as a running deployment has them: autovacuum's on PostgreSQL, the upkeep job's on PGlite.
    if (database.kind === 'postgres') await db.execute(sql`analyze`);
    else await upkeepPglite(db);
    const seedMs = performance.now() - seedStarted;

    const board = JSON.parse(new TextDecoder().decode(await get('/readiness'))) as TReadinessBoard;
    if (board.items.length !== RENTALS) throw new Error(`the board lists ${board.items.length} rentals`);
    const states = new Map<string, number>();
    for (const item of board.items) states.set(item.state, (states.get(item.state) ?? 0) + 1);

    const counter = statementCounter(database);
    const statementsOf = async (url: string) => {
      await get(url);
      counter.reset();
      await get(url);
      return counter.statements().length;
    };
    const counted = [
      { label: 'GET /readiness', n: await statementsOf('/readiness') },
      { label: 'GET /readiness?period=today', n: await statementsOf('/readiness?period=today') },
      { label: 'GET /dashboard', n: await statementsOf('/dashboard') },
    ];
    counter.restore();

    const rows: string[] = [];
    for (const url of ['/readiness', '/readiness?period=today', '/dashboard'])
      rows.push(await loadRow(`GET ${url}`, () => get(url), CONCURRENCY, SECONDS));

    console.log(await machineLine(database));
    console.log(
      `seeded ${RENTALS} rentals and ${COMMERCIAL} commercial locations, ${bookingRows.length} bookings, ` +
        `${jobRows.length} jobs in ${(seedMs / 1000).toFixed(1)} s; the board: ` +
        [...states].map(([state, n]) => `${n} ${state}`).join(', '),
    );
    printRequestTables(rows, counted);
  } finally {
    await bench.close(async () => {
      if (workspaceId) await removeSeededRows(database, [workspaceId]);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
