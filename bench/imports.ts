/**
 * The spreadsheet import over real HTTP on loopback: one owner uploads a file of locations and rooms
 * (CSV and XLSX), previews it, applies it, exports the result and previews the export again. PGlite
 * in a temporary DATA_DIR (the default deployment), or the PostgreSQL at DATABASE_URL. Each run is a
 * fresh owner, so every apply creates everything.
 * Usage: npm run bench:imports [-- --rows 1000 --rooms-per-location 20 --runs 3]
 */
import { parseArgs } from 'node:util';
import { writeCsv, writeXlsx } from '../server/src/modules/imports/spreadsheet';
import { machineLine, ok, removeSeededRows, signInThroughOutbox, startBenchApp } from './measure';

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
  const bench = await startBenchApp('imports');
  const { dataDir, database, base } = bench;
  const workspaces: string[] = [];
  try {
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
    await bench.close(async () => {
      if (workspaces.length) await removeSeededRows(database, workspaces);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
