/**
 * Sign-in and profile-read throughput of one API process over real HTTP on loopback.
 * PGlite in a temporary DATA_DIR (the default deployment), or the PostgreSQL at DATABASE_URL.
 * Usage: npm run bench [-- --users 200 --seconds 10 --concurrency 16]
 */
import { parseArgs } from 'node:util';
import { readOutbox } from '../server/src/modules/messaging/outbox.driver';
import { ms, percentile, startBenchApp } from './measure';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);

async function main() {
  const bench = await startBenchApp('sign-in');
  const { dataDir, database, base } = bench;
  const post = (url: string, body: unknown) =>
    fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const run = `${Date.now()}`;
  const tokens: string[] = [];
  const signInTimes: number[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `bench-${run}-${i}@example.com`;
    const started = performance.now();
    await post('/login', { type: 'email', email });
    const code = (await readOutbox(dataDir)).findLast((m) => m.to === email)!.code;
    const res = await post('/login/code', { email, code });
    tokens.push(((await res.json()) as { token: string }).token);
    signInTimes.push(performance.now() - started);
  }

  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      let i = worker;
      while (performance.now() < until) {
        const started = performance.now();
        const res = await fetch(`${base}/profile`, {
          headers: { authorization: `Bearer ${tokens[i++ % tokens.length]}` },
        });
        await res.arrayBuffer();
        if (res.status !== 200) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );

  signInTimes.sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  console.log(
    `database: ${database.kind}, ${USERS} users, ${CONCURRENCY} concurrent readers for ${SECONDS} s`,
  );
  console.log(
    `sign-in (POST /login + POST /login/code): p50 ${ms(percentile(signInTimes, 50))}, p95 ${ms(percentile(signInTimes, 95))}`,
  );
  console.log(
    `GET /profile: ${(latencies.length / SECONDS).toFixed(0)} req/s, p50 ${ms(percentile(latencies, 50))}, ` +
      `p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, errors ${errors}`,
  );
  await bench.close();
}

void main();
