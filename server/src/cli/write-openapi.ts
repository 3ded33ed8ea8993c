import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/** Writes server/openapi.json (or the path given) from the routes; CI compares the two (STYLE.md). */
async function main() {
  const database = openDatabase({ dataDir: null });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database });
  await app.ready();
  const file = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, '../../openapi.json'));
  fs.writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await database.close();
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

void main();
