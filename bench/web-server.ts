import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';

/**
 * The real server in a process of its own, so Lighthouse's work in the bench's process never slows its
 * answers: the server's build (`server/dist/server.js`, built here first), as `npm start` runs it in
 * production, with PGlite in a temporary DATA_DIR, the given web build, and e-mails to the outbox (the
 * bench signs people in through it).
 */
export async function startWebServer(options: { root: string; dist: string; dataDir: string }) {
  await fs.mkdir(options.dataDir, { recursive: true });
  execFileSync(process.execPath, ['server/scripts/build.mjs'], { cwd: options.root, stdio: 'ignore' });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: options.dist,
    EMAIL_DRIVER: 'outbox',
    LOG_LEVEL: 'warn',
    CODE_RATE_LIMIT_PER_MINUTE: '1000',
    CODE_HOURLY_CAP_IP: '1000',
    RATE_LIMIT_MAX: '100000',
  };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['server/dist/server.js'], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(server, origin, 90_000);
  return {
    origin,
    dataDir: options.dataDir,
    stop: () => stop(server),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(server: ChildProcess, origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop(server);
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs} ms`);
}

/** Ends the server's process group and waits for it to go. */
async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      if (server.pid !== undefined) process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}
