import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface BuildIdentity {
  /** This build's own id: compiled in (`__BUILD_ID__`) and written to version.json. */
  buildId: string;
  /** The app's version (`__APP_VERSION__`). */
  version: string;
}

/**
 * Each build's id and version. The server reads dist/version.json to say which build it serves
 * (GET /api/app-versions/latest), and a loaded page with another id offers a reload. A release
 * pipeline may set BUILD_ID and APP_VERSION; otherwise the id is the build's time (UTC) with a random
 * tail, and the version is web/package.json's.
 */
export function buildIdentity(
  env: Record<string, string | undefined>,
  packageJson: URL,
  now = new Date(),
): BuildIdentity {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return {
    buildId: env.BUILD_ID ?? `${stamp}-${Math.random().toString(36).slice(2, 6).padEnd(4, '0')}`,
    version:
      env.APP_VERSION ?? (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version,
  };
}

/** Writes version.json into the build's root: the build's id and version, and when it was made. */
export function versionFile({ buildId, version }: BuildIdentity): Plugin {
  return {
    name: 'cleanops-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId, version, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}
