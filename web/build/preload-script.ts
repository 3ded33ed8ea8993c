import { build } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * The script index.html runs before the app, at a fixed address (`/preload-texts.js`): index.html names
 * it, the service worker keeps it, and the server sends it as every unhashed file of the build, asked
 * again each time (`no-cache`, its ETag answers 304 while it is unchanged).
 */
export const PRELOAD_SCRIPT = 'preload-texts.js';

export interface PreloadScriptOptions {
  /** The TypeScript module the script runs (src/preload-texts.ts). */
  entry: string;
  /** The tsconfig whose `paths` the app's modules import each other by (`@/…`). */
  tsconfig: string;
}

export interface BundledScript {
  code: string;
  /** Every source file the script was made from. */
  inputs: string[];
}

/**
 * One classic script from `entry` and what it imports: index.html loads it without type="module"
 * (it runs before the app's modules, holding the first paint), so nothing of it may stay an import.
 * A warning (a module the browser would get wrong, `import.meta` in a classic script) fails the build.
 */
export async function bundlePreloadScript(
  { entry, tsconfig }: PreloadScriptOptions,
  { target, minify }: { target: string | string[]; minify: boolean },
): Promise<BundledScript> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target,
    minify,
    tsconfig,
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  });
  if (result.warnings.length > 0)
    throw new Error(`${entry}: ${result.warnings.map((warning) => warning.text).join('; ')}`);
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${entry}: esbuild wrote nothing`);
  return { code: output.text, inputs: Object.keys(result.metafile.inputs) };
}

/**
 * Builds `/preload-texts.js` from the app's own TypeScript modules, so the script and the app share
 * their rules instead of a hand-kept copy: served fresh by `npm run dev`, emitted into the build's
 * root, unhashed, by `vite build`.
 */
export function preloadScript(options: PreloadScriptOptions): Plugin {
  // The browsers the rest of the build targets (Vite's resolved build.target).
  let target: string | string[] = 'es2022';
  return {
    name: 'cleanops-preload-script',
    configResolved(config) {
      const wanted = config.build.target;
      if (typeof wanted === 'string' || Array.isArray(wanted)) target = wanted;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.url?.split('?')[0] !== `/${PRELOAD_SCRIPT}`) return next();
        try {
          const { code } = await bundlePreloadScript(options, { target: 'esnext', minify: false });
          res.setHeader('Content-Type', 'text/javascript');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(code);
        } catch (error) {
          next(error);
        }
      });
    },
    async generateBundle() {
      const { code } = await bundlePreloadScript(options, { target, minify: true });
      this.emitFile({ type: 'asset', fileName: PRELOAD_SCRIPT, source: code });
    },
  };
}
