// Compiles the server for production: `node server/dist/server.js` runs without tsx.
// One bundle per entry (the server and the operator CLI) with our own workspace packages inside it
// (they ship as TypeScript) and every npm package left to node_modules, as installed.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');
await rm(outdir, { recursive: true, force: true });

/** Bare imports are npm packages, resolved from node_modules at run time; ours are compiled in. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cleanops/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', cli: 'src/cli/index.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms`);
