import fs from 'node:fs/promises';
import path from 'node:path';
import { WEB_VERSION_FILE, ZWebVersionFile } from '@cleanops/contracts';

/**
 * The build id of the web app being served, from the `version.json` the build writes beside
 * index.html. Read again whenever the file changes, so a deployment that replaces the files under a
 * running server is reported at once (and a test can serve a second build id by rewriting it).
 */
export class DeployedBuild {
  private cached: { mtimeMs: number; buildId: string | null } | null = null;
  private readonly file: string;

  constructor(distDir: string) {
    this.file = path.join(distDir, WEB_VERSION_FILE);
  }

  async buildId(): Promise<string | null> {
    let mtimeMs: number;
    try {
      mtimeMs = (await fs.stat(this.file)).mtimeMs;
    } catch {
      // No build (API tests, `npm run dev`): nothing to compare with.
      return null;
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.buildId;
    let buildId: string | null = null;
    try {
      const parsed = ZWebVersionFile.safeParse(JSON.parse(await fs.readFile(this.file, 'utf8')));
      buildId = parsed.success ? parsed.data.buildId : null;
    } catch {
      // Half-written during a deployment: report none now and read it again next time.
      return null;
    }
    this.cached = { mtimeMs, buildId };
    return buildId;
  }
}
