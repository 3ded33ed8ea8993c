import path from 'node:path';
import type { Plugin } from 'vite';

export type OutDirPlugin = Plugin & {
  /** Where this build writes: `fallback` until Vite has resolved its configuration. */
  current(): string;
};

/**
 * Tells where this build writes (`vite build --outDir` may move it from build.outDir's default), for
 * what reads the build's files after Vite wrote them: the service worker's precache list.
 */
export function rememberOutDir(fallback: string): OutDirPlugin {
  let outDir = fallback;
  return {
    name: 'cleanops-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    current: () => outDir,
  };
}
