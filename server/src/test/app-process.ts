import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ROOT } from '../paths';

/** One line of a child's pino log (JSON on stdout when it is not a terminal). */
export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

/**
 * The real server entry (src/server.ts through tsx, as `npm run dev` runs it, or its build with
 * `compiled`, as `npm start` runs it) in a child process of
 * its own, on a free port of 127.0.0.1 and a DATA_DIR of its own, with only the settings given here
 * (nothing inherited from the test's environment but PATH). Resolves once it listens; `stop` ends it
 * with SIGTERM, as a process manager would, and removes the DATA_DIR it made. A DATA_DIR in `env` is
 * used instead, and kept (processes sharing one, as the load benchmark's do).
 */
export async function startAppProcess(
  name: string,
  env: Record<string, string>,
  {
    startTimeoutMs = 90_000,
    nodeArgs = [] as string[],
    compiled = false,
  }: {
    startTimeoutMs?: number;
    nodeArgs?: string[];
    /** Run the build of `npm run build -w server` (server/dist/server.js), as `npm start` does. */
    compiled?: boolean;
  } = {},
) {
  const ownDir = env.DATA_DIR ? null : await fs.mkdtemp(path.join(os.tmpdir(), `cleanops-${name}-`));
  const dataDir = env.DATA_DIR ?? ownDir!;
  const child = spawn(
    process.execPath,
    compiled
      ? [...nodeArgs, path.join(SERVER_ROOT, 'dist/server.js')]
      : [...nodeArgs, '--import', 'tsx', path.join(SERVER_ROOT, 'src/server.ts')],
    {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: LogLine[] = [];
  let stderr = '';
  let pending = '';
  let announced: ((base: string) => void) | undefined;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{')) {
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          // a line cut by the process ending
        }
      }
      // server.ts prints its address once it listens.
      const listening = /is running at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) announced?.(listening[1]!);
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // server.ts gives itself 10 s to close; after that it is killed.
      const killer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(killer);
    }
    if (ownDir) await fs.rm(ownDir, { recursive: true, force: true });
  };

  let base: string;
  try {
    base = await new Promise<string>((resolve, reject) => {
      announced = resolve;
      const timer = setTimeout(
        () => reject(new Error(`${name} did not start in ${startTimeoutMs} ms:\n${stderr}`)),
        startTimeoutMs,
      );
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`${name} stopped while starting (exit code ${code}):\n${stderr}`));
      });
      announced = (address) => {
        clearTimeout(timer);
        resolve(address);
      };
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    name,
    /** http://127.0.0.1:<port>, without a trailing slash. */
    base,
    dataDir,
    logs,
    process: child as ChildProcess,
    stop,
    /** This process's own log lines for a message. */
    logged: (msg: string) => logs.filter((line) => line.msg === msg),
  };
}

export type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;
