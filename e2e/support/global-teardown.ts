import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Stops the server the setup started, with its whole process group. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  const pid = Number(readFileSync(join(dataDir, 'e2e-server.pid'), 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
