/**
 * The spreadsheet import over real HTTP on loopback: one owner uploads a file of locations and rooms
 * (CSV and XLSX), previews it, applies it, exports the result and previews the export again. PGlite
 * in a temporary DATA_DIR (the default deployment), or the PostgreSQL at DATABASE_URL. Each run is a
 * fresh owner, so every apply creates everything.
 * Usage: npm run bench:imports [-- --rows 1000 --rooms-per-location 20 --runs 3]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openConfiguredDatabase } from '../server/src/db/open-from-config';
import { writeCsv, writeXlsx } from '../server/src/modules/imports/spreadsheet';
import { machineLine, ok, removeSeededRows, signInThroughOutbox } from './measure';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000' },
    'rooms-per-location': { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
  },
});
const ROWS = Number(values.rows);
const ROOMS_PER_LOCATION = Number(values['rooms-per-location']);
const RUNS = Number(values.runs);

function sheet(): string[][] {
  const rows = [['Location', 'Type', 'Kind of business', 'Address', 'Time zone', 'Room or zone']];
  for (let i = 0; i < ROWS; i += 1) {
    const l = Math.floor(i / ROOMS_PER_LOCATION);
    const commercial = l % 3 === 0;
    rows.push([
      `Place ${l}`,
      commercial ? 'Commercial' : 'Rental',
      commercial ? 'Office' : '',
      `Abay Ave ${l}`,
      'Asia/Almaty',
      `Room ${i % ROOMS_PER_LOCATION}`,
    ]);
  }
  return rows;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cleanops-bench-imports-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000000',
    CODE_RATE_LIMIT_PER_MINUTE: '10000000',
    CODE_HOURLY_CAP_IP: '10000000',
  });
  const database = openConfiguredDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const workspaces: string[] = [];
  try {
    await database.migrate();
    app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
    const files = { csv: writeCsv(sheet()), xlsx: await writeXlsx(sheet(), 'Places') };
    const times: Record<string, number[]> = {};
    const timed = async <T>(label: string, call: () => Promise<T>) => {
      const started = performance.now();
      const result = await call();
      times[label] = [...(times[label] ?? []), performance.now() - started];
      return result;
    };
    for (let run = 0; run < RUNS; run += 1) {
      for (const format of ['csv', 'xlsx'] as const) {
        const { token } = await signInThroughOutbox(
          base,
          dataDir,
          `bench-imports-${run}-${format}-${Date.now()}@example.com`,
        );
        const headers = { authorization: `Bearer ${token}` };
        const profile = JSON.parse(
          new TextDecoder().decode(await ok(await fetch(`${base}/profile`, { headers }), 'GET /profile')),
        ) as { user: { workspaceId: string } };
        workspaces.push(profile.user.workspaceId);
        const send = (url: string, bytes: Buffer | ArrayBuffer, name: string) => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(bytes)]), name);
          return fetch(base + url, { method: 'POST', headers, body: form }).then((res) =>
            ok(res, `POST ${url}`),
          );
        };
        await timed(`preview, ${format}`, () =>
          send('/imports/locations/preview', files[format], `places.${format}`),
        );
        await timed(`apply, ${format}`, () =>
          send('/imports/locations/apply', files[format], `places.${format}`),
        );
        const exported = await timed(`export, ${format}`, async () =>
          ok(await fetch(`${base}/imports/locations/export?format=${format}`, { headers }), 'export'),
        );
        await timed(`preview of the export, ${format}`, () =>
          send('/imports/locations/preview', exported, `locations.${format}`),
        );
      }
    }
    console.log(await machineLine(database));
    console.log(`${ROWS} rows, ${ROOMS_PER_LOCATION} rooms per location, ${RUNS} runs (median / max)`);
    console.log();
    console.log('| step | median | max |');
    console.log('| ---- | -----: | --: |');
    for (const [label, list] of Object.entries(times))
      console.log(`| ${label} | ${median(list).toFixed(0)} ms | ${Math.max(...list).toFixed(0)} ms |`);
  } finally {
    await app?.close();
    if (workspaces.length) await removeSeededRows(database, workspaces);
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
