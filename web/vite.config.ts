import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { compileHints } from './build/compile-hints.ts';
import { contractSchemaBuilders } from './build/contract-schema-builders.ts';
import { guestPageInDev } from './build/guest-page-in-dev.ts';
import { guestPageWithoutManifest } from './build/guest-page-without-manifest.ts';
import { inlineEntryStylesheets } from './build/inline-entry-stylesheets.ts';
import { KIT_ICON_MODULES } from './build/kit-icon-modules.ts';
import { preloadScript } from './build/preload-script.ts';
import { appPwa } from './build/pwa.ts';
import { reactRouterProductionAlias } from './build/react-router-production.ts';
import { rememberOutDir } from './build/remember-out-dir.ts';
import { routeTreePreloads } from './build/route-tree-preloads.ts';
import { themeColourMetas } from './build/theme-colour-metas.ts';
import { buildIdentity, versionFile } from './build/version-file.ts';

// Configuration only: each plugin is a module of build/ with its own test.
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';
const identity = buildIdentity(process.env, new URL('./package.json', import.meta.url));
const outDir = rememberOutDir(here('./dist'));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    themeColourMetas(),
    preloadScript({ entry: here('./src/preload-texts.ts'), tsconfig: here('./tsconfig.json') }),
    guestPageInDev(),
    versionFile(identity),
    outDir,
    appPwa(outDir.current),
    guestPageWithoutManifest(),
    inlineEntryStylesheets(),
    routeTreePreloads(),
    compileHints(),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(identity.buildId),
    __APP_VERSION__: JSON.stringify(identity.version),
  },
  resolve: {
    alias: [
      { find: '@', replacement: here('./src') },
      // Builds take React Router's production build (react-router-production.ts); dev keeps its warnings.
      ...(command === 'build' ? [reactRouterProductionAlias()] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_TARGET,
      '/locales/add': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    // Two pages: the app, and the guest room page a QR code opens on a phone, which must not carry the
    // signed-in shell. The manifest lets scripts/check-bundle-budget.mjs weigh each route.
    rolldownOptions: {
      input: { index: here('./index.html'), guest: here('./guest.html') },
      // Fewer files for a page's first load: left to itself the bundler splits the code each
      // set of pages shares into its own file, and a signed-in start page would load dozens of files,
      // which a phone fetches over HTTP/1.1's six connections, a round trip of latency each. Common
      // chunks under 192 KB (before minifying) are written into each file that uses them instead: far
      // fewer files, at about the same compressed size (larger ones would put a page over its budget).
      // The inlining needs the entries' exports left free and runs modules in strict import order.
      preserveEntrySignatures: false,
      // The contracts' schemas are plain values built by zod's calls: one the browser never reads (a
      // reply's schema outside development, see shared/api/client.ts) is dropped with its zod code,
      // instead of being built when its module runs.
      treeshake: {
        manualPureFunctions: ['z', ...contractSchemaBuilders(here('../packages/contracts/src/'))],
        // A page bundles the icons it imports from the kit's icons module, not all it passes on.
        moduleSideEffects: KIT_ICON_MODULES,
      },
      output: {
        codeSplitting: {
          // What React, the icons and antd's base share among pages: one file each (chunk-groups.ts).
          groups: CHUNK_GROUPS,
          experimentalInlineCommonChunks: { maxSize: 192 * 1024 },
        },
      },
    },
    manifest: true,
    // Maps stay in dist for the team; no //# sourceMappingURL in the files, and the server refuses .map
    // (served publicly they would hand out the sources).
    sourcemap: 'hidden',
  },
  test: {
    name: 'web',
    // Unit tests run in Node. A component test (*.test.tsx) names its DOM on its first line
    // (`// @vitest-environment happy-dom`) and renders through src/test/render.tsx.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Files share a worker's loaded modules (React, the kit, i18next) instead of loading them again for
    // each of a hundred files, which was most of this project's time; the setup file puts back what a
    // test leaves behind.
    isolate: false,
    setupFiles: ['src/test/after-each.ts'],
    // A component test may load antd's lazy parts before it starts, which takes a while on a busy machine.
    hookTimeout: 60_000,
  },
}));
