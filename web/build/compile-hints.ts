import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file, on its first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Every script file starts with V8's explicit compile hint `//# allFunctionsCalledOnLoad`, so
 * Chromium compiles its functions while the file streams in, on a background thread, instead of one by
 * one on the main thread the first time each is called. Our files load when they are about to run (the
 * entry and the route trees at once, a page or a dialog when opened), so most of each file's functions
 * run on load, and compiling them ahead takes main-thread time off module evaluation (bench/web.ts
 * measures it on the dashboard and a job page). Browsers without the hint read a comment. The source
 * map gains an empty first line to stay in step.
 */
export function compileHints(): Plugin {
  return {
    name: 'cleanops-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own additions to the files (the preload helper's list goes first in a file).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          file.code = COMPILE_HINT + file.code;
          // The map is already its own file of the bundle by now.
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset') {
            const map = JSON.parse(String(mapFile.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapFile.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
