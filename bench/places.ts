/**
 * Places at scale over real HTTP on loopback: one API process, one owner whose workspace is seeded
 * with hundreds of locations, thousands of rooms and a checklist library, then the list and detail
 * reads under concurrent clients and the heavy calls (QR sheet PDF, photo upload) one at a time.
 * PGlite in a temporary DATA_DIR (the default deployment), or the PostgreSQL at DATABASE_URL.
 * Usage: npm run bench:places [-- --locations 200 --rooms-per-location 10 --seconds 3 --concurrency 8]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { checklists, locations, type NewLocationRow, roomChecklists, rooms } from '../server/src/db/schema';
import {
  loadRow,
  machineLine,
  ms,
  ok,
  pad,
  percentile,
  printRequestTables,
  removeSeededRows,
  signInThroughOutbox,
  startBenchApp,
  statementCounter,
} from './measure';

const { values } = parseArgs({
  options: {
    locations: { type: 'string', default: '200' },
    'rooms-per-location': { type: 'string', default: '10' },
    seconds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
  },
});
const LOCATIONS = Number(values.locations);
const ROOMS_PER_LOCATION = Number(values['rooms-per-location']);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);
/** One more location, with this many rooms: the long QR sheet. */
const SHEET_ROOMS = 100;
const CHECKLISTS = 100;
const ITEMS_PER_CHECKLIST = 10;
const SEQUENTIAL_RUNS = 5;
const STREETS = ['Abay Ave', 'Dostyk Ave', 'Satpayev St', 'Tole Bi St', 'Furmanov St'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const bench = await startBenchApp('places');
  const { dataDir, database, base } = bench;
  let workspaceId: string | undefined;
  try {
    // One owner, signed in through the outbox like a person would.
    const email = `bench-places-${Date.now()}@example.com`;
    const { token } = await signInThroughOutbox(base, dataDir, email);
    const authorization = `Bearer ${token}`;
    const get = async (url: string) =>
      ok(await fetch(base + url, { headers: { authorization } }), `GET ${url}`);
    const profile = JSON.parse(new TextDecoder().decode(await get('/profile'))) as {
      user: { id: string; workspaceId: string | null };
    };
    const userId = profile.user.id;
    const workspace = profile.user.workspaceId;
    if (!workspace) throw new Error('the new owner has no workspace');
    workspaceId = workspace;

    // Seed straight into the tables, in batches; ids are made here so no row has to be read back.
    const seedStarted = performance.now();
    const { db } = database;
    const now = Date.now();
    const locationRows: NewLocationRow[] = Array.from({ length: LOCATIONS + 1 }, (_, i) => {
      const street = STREETS[i % STREETS.length]!;
      const rental = i % 2 === 0;
      const at = new Date(now - (LOCATIONS + 1 - i) * 60_000);
      const sheet = i === LOCATIONS;
      return {
        id: randomUUID(),
        workspaceId: workspace,
        title: sheet ? `QR sheet hall, Kabanbay Batyr Ave` : `Location ${pad(i + 1, 3)}, ${street}`,
        address: sheet ? '1 Kabanbay Batyr Ave, Almaty' : `${(i % 90) + 1} ${street}, Almaty`,
        type: rental && !sheet ? 'rental' : 'commercial',
        commercialKind: rental && !sheet ? null : 'restaurant',
        timezone: 'Asia/Almaty',
        createdBy: userId,
        createdAt: at,
        updatedAt: at,
      };
    });
    for (let i = 0; i < locationRows.length; i += 100)
      await db.insert(locations).values(locationRows.slice(i, i + 100));

    const checklistRows = Array.from({ length: CHECKLISTS }, (_, i) => ({
      id: randomUUID(),
      workspaceId: workspace,
      name: `Checklist ${pad(i + 1, 3)}`,
      items: Array.from({ length: ITEMS_PER_CHECKLIST }, (_, j) => ({
        id: randomUUID(),
        text: `Step ${j + 1}: wipe, dust and check surface ${j + 1} of area ${i + 1}`,
      })),
    }));
    for (let i = 0; i < checklistRows.length; i += 50)
      await db.insert(checklists).values(checklistRows.slice(i, i + 50));

    const roomRows = locationRows.flatMap((location, i) => {
      const count = i === LOCATIONS ? SHEET_ROOMS : ROOMS_PER_LOCATION;
      return Array.from({ length: count }, (_, j) => ({
        id: randomUUID(),
        workspaceId: workspace,
        locationId: location.id!,
        name: `Room ${pad(j + 1, 3)}`,
        qrToken: randomBytes(16).toString('base64url'),
      }));
    });
    for (let i = 0; i < roomRows.length; i += 500) await db.insert(rooms).values(roomRows.slice(i, i + 500));
    const links = roomRows.flatMap((room, k) => [
      { roomId: room.id, checklistId: checklistRows[k % CHECKLISTS]!.id, position: 0 },
      { roomId: room.id, checklistId: checklistRows[(k + 1) % CHECKLISTS]!.id, position: 1 },
    ]);
    for (let i = 0; i < links.length; i += 1000)
      await db.insert(roomChecklists).values(links.slice(i, i + 1000));
    const seedMs = performance.now() - seedStarted;

    const tenRoomLocation = locationRows[0]!.id!;
    const sheetLocation = locationRows[LOCATIONS]!.id!;
    const room = roomRows[0]!.id;
    const listUrl = '/locations?page=1&pageSize=20';
    const searchUrl = '/locations?page=1&pageSize=20&type=rental&search=Abay';
    const concurrentCalls = [
      { label: `GET ${listUrl}`, url: listUrl },
      { label: `GET ${searchUrl}`, url: searchUrl },
      {
        label: `GET /locations/{id}/rooms (${ROOMS_PER_LOCATION} rooms)`,
        url: `/locations/${tenRoomLocation}/rooms`,
      },
      { label: 'GET /rooms/{id} (2 checklists)', url: `/rooms/${room}` },
      { label: 'GET /checklists?page=1&pageSize=20', url: '/checklists?page=1&pageSize=20' },
      { label: 'GET /rooms/{id}/qr.png', url: `/rooms/${room}/qr.png` },
    ];

    // Statements per request, with nothing else running; one call first so the session's
    // once-a-minute last_seen_at touch is not counted.
    const counter = statementCounter(database);
    const statementsOf = async (url: string) => {
      await get(url);
      counter.reset();
      await get(url);
      return counter.statements();
    };
    const counted = [
      { label: 'GET /locations?page=1&pageSize=1', url: '/locations?page=1&pageSize=1' },
      { label: `GET ${listUrl}`, url: listUrl },
      { label: 'GET /locations?page=1&pageSize=100', url: '/locations?page=1&pageSize=100' },
      {
        label: `GET /locations/{id}/rooms (${ROOMS_PER_LOCATION} rooms)`,
        url: `/locations/${tenRoomLocation}/rooms`,
      },
      { label: `GET /locations/{id}/rooms (${SHEET_ROOMS} rooms)`, url: `/locations/${sheetLocation}/rooms` },
      { label: 'GET /rooms/{id} (2 checklists)', url: `/rooms/${room}` },
      { label: 'GET /checklists?page=1&pageSize=1', url: '/checklists?page=1&pageSize=1' },
      { label: 'GET /checklists?page=1&pageSize=20', url: '/checklists?page=1&pageSize=20' },
    ];
    const statementCounts: { label: string; n: number }[] = [];
    for (const { label, url } of counted)
      statementCounts.push({ label, n: (await statementsOf(url)).length });
    counter.restore();

    const rows: string[] = [];
    for (const { label, url } of concurrentCalls)
      rows.push(await loadRow(label, () => get(url), CONCURRENCY, SECONDS));

    /** One warm-up, then SEQUENTIAL_RUNS timed one after another. */
    const sequential = async (label: string, call: () => Promise<ArrayBuffer>) => {
      await call();
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < SEQUENTIAL_RUNS; i++) {
        const t = performance.now();
        size = (await call()).byteLength;
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      rows.push(
        `| ${label.replace('%size', kb(size))} | sequential | ${SEQUENTIAL_RUNS} | — | ` +
          `${ms(percentile(times, 50))} | — | ${ms(times.at(-1)!)} |`,
      );
    };
    await sequential(`GET /locations/{id}/qr-sheet.pdf (${ROOMS_PER_LOCATION} rooms, %size)`, () =>
      get(`/locations/${tenRoomLocation}/qr-sheet.pdf`),
    );
    await sequential(`GET /locations/{id}/qr-sheet.pdf (${SHEET_ROOMS} rooms, %size)`, () =>
      get(`/locations/${sheetLocation}/qr-sheet.pdf`),
    );
    const jpeg = await sharp({
      create: {
        width: 2048,
        height: 1536,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    let storedSize = 0;
    await sequential(`POST /uploads (2048×1536 JPEG q90, ${kb(jpeg.length)} → %size)`, async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
      const body = await ok(
        await fetch(`${base}/uploads`, { method: 'POST', headers: { authorization }, body: form }),
        'POST /uploads',
      );
      storedSize = (JSON.parse(new TextDecoder().decode(body)) as { size: number }).size;
      // The table shows what was stored, not the JSON answer.
      return new ArrayBuffer(storedSize);
    });

    console.log(await machineLine(database));
    console.log(
      `seeded ${locationRows.length} locations (${LOCATIONS}×${ROOMS_PER_LOCATION} rooms + 1×${SHEET_ROOMS}), ` +
        `${roomRows.length} rooms, ${CHECKLISTS} checklists × ${ITEMS_PER_CHECKLIST} items, ` +
        `${links.length} room-checklist links in ${(seedMs / 1000).toFixed(1)} s`,
    );
    printRequestTables(rows, statementCounts);
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
