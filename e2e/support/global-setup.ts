import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASE_URL, PORT, ROOT } from './env';
import { SEEDED } from './users';

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Every journey comes from 127.0.0.1, two at a time; the per-IP limits are for real traffic (the
    // API suite's rate-limits.test.ts holds them to their numbers).
    CODE_RATE_LIMIT_PER_MINUTE: '100',
    CODE_HOURLY_CAP_IP: '1000',
    // A journey that signs in again right after signing up would otherwise wait out the minute.
    CODE_RESEND_SECONDS: '1',
    RATE_LIMIT_MAX: '100000',
    // e2e/bookings.spec.ts serves its calendar from 127.0.0.1; production refuses loopback feeds (SSRF).
    BOOKING_FEEDS_ALLOW_LOOPBACK: 'true',
    // e2e/webhooks.spec.ts receives its test event on 127.0.0.1; production refuses loopback webhooks.
    WEBHOOKS_ALLOW_LOOPBACK: 'true',
  };
}

/** The seeded accounts, made by the server's CLI in one run (a process per account costs seconds each). */
function seedUsers(dataDir: string): void {
  const file = join(dataDir, 'e2e-users.json');
  writeFileSync(file, JSON.stringify(Object.values(SEEDED)));
  execFileSync('node', ['server/dist/cli.js', 'users:create', '--file', file], {
    cwd: ROOT,
    env: serverEnv(dataDir),
    stdio: 'inherit',
  });
}

async function waitForHealth(server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const reply = await fetch(`${BASE_URL}/api/health`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer ${BASE_URL}/api/health within ${timeoutMs} ms`);
}

/** A fresh database, the seeded users, then the real server serving the built web app. */
export default async function globalSetup(): Promise<void> {
  // WEB_DIST_DIR (the server's own setting) lets a second build run its journeys beside the first.
  const distDir = process.env.WEB_DIST_DIR ?? join(ROOT, 'web', 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir} is missing: run \`npm run build -w web\` first (npm test -w e2e does)`);
  }
  // The compiled server, as production runs it (esbuild, a second or two): started faster than
  // through tsx, and always from the sources in the tree.
  execFileSync('node', ['server/scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'cleanops-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  seedUsers(dataDir);
  const server = spawn('node', ['server/dist/server.js'], {
    cwd: ROOT,
    env: serverEnv(dataDir),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  writeFileSync(join(dataDir, 'e2e-server.pid'), String(server.pid));
  await waitForHealth(server, 90_000);
}
