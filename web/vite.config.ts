import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { PRELOAD_SCRIPT, preloadScript } from './build/preload-script';
import { PRELOAD_METAS, ROUTE_TREES, type RouteTree, START_PAGES } from './src/app/routes/start-pages';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

/**
 * Each build's own id, compiled in and written to dist/version.json, which the server reads to say
 * which build it serves (GET /api/app-versions/latest): a loaded page with another id offers a
 * reload (DECISIONS.md §11). BUILD_ID and APP_VERSION may be set by a release pipeline.
 */
const BUILD_ID =
  process.env.BUILD_ID ??
  `${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}-${Math.random().toString(36).slice(2, 6)}`;
const APP_VERSION =
  process.env.APP_VERSION ??
  (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

/**
 * `npm run dev -w web`: /q/<token> opens the guest page's own entry, as the server does for a build
 * (static-web.ts), so the one guest page is the same in development.
 */
function guestPageInDev(): Plugin {
  return {
    name: 'cleanops-guest-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/q\/[^/?]+/.test(req.url)) req.url = '/guest.html';
        next();
      });
    },
  };
}

function versionFile(): Plugin {
  return {
    name: 'cleanops-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ buildId: BUILD_ID, version: APP_VERSION, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}

/** The source files whose chunks the service worker keeps for offline use: the entry, the
 * signed-in frame and the staff pages (My work, a job). Admin, analytics and the guest page are left to
 * the network: large, and not what a cleaner opens in a basement. Their static imports come along, and
 * their lazy parts that are not pages (offlineFiles). */
const OFFLINE_SOURCES = [
  'index.html',
  'src/app/routes/signed-in-routes.tsx',
  'src/app/routes/my-work-route.tsx',
  'src/app/routes/tasks-home.tsx',
  'src/features/jobs/pages/job-page.tsx',
  // The job page's parts loaded after its first view (features/jobs/components/lazy-steps.tsx).
  'src/features/jobs/components/scan-step.tsx',
  'src/features/jobs/components/photo-step.tsx',
  'src/features/jobs/components/learn-step.tsx',
  'src/features/jobs/components/inspect-step.tsx',
  'src/features/jobs/components/job-report.tsx',
];

type ViteManifest = Record<string, { file: string; css?: string[]; assets?: string[]; imports?: string[] }>;

type ViteChunk = ViteManifest[string] & { dynamicImports?: string[] };

/**
 * What the offline files load later stays online-only when it is another page or its data (the
 * route table's lazy pages, their loaders, the signed-out pages); any other lazy part they load (the
 * frame's drawers, the job page's cards and dialogs, the QR decoder) is needed without signal too.
 */
const ONLINE_ONLY_LAZY = /\/pages\/|\/api\/|signed-out-routes/;

/**
 * Every file the offline sources load, at once or later, read from the build's .vite/manifest.json.
 * A lazy part left out would fail to load in a basement, and the page would break in the middle of
 * what the cleaner was doing.
 */
function offlineFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ViteChunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const later of chunk.dynamicImports ?? []) if (!ONLINE_ONLY_LAZY.test(later)) visit(later);
  };
  for (const source of OFFLINE_SOURCES) {
    if (!manifest[source]) throw new Error(`vite.config.ts: ${source} is no longer a chunk of the build`);
    visit(source);
  }
  return files;
}

/** Where this build writes (--outDir may move it), for the service worker's precache list. */
let buildOutDir = fileURLToPath(new URL('./dist', import.meta.url));
function rememberOutDir(): Plugin {
  return {
    name: 'cleanops-out-dir',
    apply: 'build',
    configResolved(config) {
      buildOutDir = path.resolve(config.root, config.build.outDir);
    },
  };
}

/**
 * The installable app for staff: a web app manifest and a Workbox service worker (generateSW)
 * that keeps the signed-in shell and the staff pages for offline use and the translations the person
 * has loaded. API answers are never cached by the worker (no route matches /api: the browser fetches
 * them as without it), so nothing of one user's data outlives a sign-out there. A new build's worker
 * takes over at once (skipWaiting + clientsClaim) and drops the old build's files; the page already open
 * keeps running and the app's own new-version offer (DECISIONS.md §11) asks to reload.
 */
const pwa = VitePWA({
  strategies: 'generateSW',
  injectRegister: false, // src/shared/pwa/register.ts
  registerType: 'autoUpdate',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: true,
  manifest: {
    id: '/',
    name: 'CleanOps',
    short_name: 'CleanOps',
    description: 'Cleaning operations for rental and commercial property',
    // The manifest's name and description are in English, whatever language the app is later used in.
    lang: 'en',
    dir: 'ltr',
    start_url: '/tasks/mine',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#1668dc',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    cacheId: 'cleanops',
    globPatterns: ['index.html', PRELOAD_SCRIPT, 'images/logo.svg', 'assets/*.{js,css,svg,png,woff2}'],
    globIgnores: ['guest.html', '**/*.map', '**/*.br', '**/*.gz'],
    // Keep only the shell's and the staff pages' files of assets/ (see OFFLINE_SOURCES).
    manifestTransforms: [
      async (entries) => {
        const keep = offlineFiles(buildOutDir);
        return {
          manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url)),
          warnings: [],
        };
      },
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Hashed names carry their version: no cache-busting query.
    dontCacheBustURLsMatching: /^assets\//,
    // The server never sends .map files: no map, and no sourceMappingURL in sw.js.
    sourcemap: false,
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
    // An app route opened offline gets the shell; the API, the guest page (/q/), translations and
    // files (a missing chunk must fail, for the chunk-reload logic) never do.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [
      /^\/api(\/|$)/i,
      /^\/q\//,
      /^\/locales\//,
      /^\/assets\//,
      /\/[^/]+\.[a-z0-9]+$/i,
    ],
    runtimeCaching: [
      {
        // The texts of the language in use, as loaded. Network first (a 304 when unchanged, the server
        // sends them no-cache): right after a deploy the new build's keys are never shown from an older
        // copy; without signal, or after 3 s of a weak one, the copy on the device.
        urlPattern: ({ url, request, sameOrigin }) =>
          sameOrigin && request.method === 'GET' && /^\/locales\/[a-z]{2}\/[\w-]+\.json$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          networkTimeoutSeconds: 3,
          cacheName: 'cleanops-runtime-locales',
          expiration: { maxEntries: 80 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
});

/** The guest room page (guest.html) is not the staff app: no install offer there. */
function guestPageWithoutManifest(): Plugin {
  return {
    name: 'cleanops-guest-without-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        ctx.filename.endsWith('guest.html') ? html.replace(/<link rel="manifest"[^>]*>/g, '') : html,
    },
  };
}

/** A page's own stylesheet up to this size goes into its HTML (inlineEntryStylesheets). */
const INLINE_CSS_MAX_BYTES = 24 * 1024;

/**
 * The stylesheet an HTML entry links (the app's plain.css and global.css, the guest page's own) is
 * written into the page instead: a linked stylesheet holds the first paint back on a phone network
 * (Lighthouse counts it as render-blocking), and these are small.
 * The file is still emitted for the service worker's list; the CSP allows inline styles.
 */
function inlineEntryStylesheets(): Plugin {
  return {
    name: 'cleanops-inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        html.replace(
          /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            const css =
              typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
            if (Buffer.byteLength(css) > INLINE_CSS_MAX_BYTES) return tag;
            return `<style data-file="/${file}">${css.replaceAll('</style', '<\\/style')}</style>`;
          },
        ),
    },
  };
}

/**
 * React Router 7's package points every bundler at its development build (remix-run/react-router#12532,
 * #14102), whose warnings are switched on: builds take the production build beside it, the same code
 * with them off. `npm run dev` keeps the development build and its warnings.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'cleanops-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(
        /([\\/])development([\\/])index\.mjs$/,
        '$1production$2index.mjs',
      );
      if (production === resolved.id || !existsSync(production))
        throw new Error(
          `vite.config.ts: react-router resolved to ${resolved.id}, not its development build; drop this plugin`,
        );
      return production;
    },
  };
}

/**
 * Every script file starts with V8's explicit compile hint `//# allFunctionsCalledOnLoad`, so
 * Chromium compiles its functions while the file streams in, on a background thread, instead of one by
 * one on the main thread the first time each is called. Our files load when they are about to run (the
 * entry and the route trees at once, a page or a dialog when opened), so most of each file's functions
 * run on load, and compiling them ahead takes main-thread time off module evaluation (bench/web.ts
 * measures it on the dashboard and a job page). Browsers without the hint read a comment. The source map gains an empty first line to stay in step.
 */
function compileHints(): Plugin {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    name: 'cleanops-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own additions to the files (the preload helper's list goes first in a file).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(HINT)) continue;
          file.code = HINT + file.code;
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

const ANTD_PROVIDER = 'src/shared/ui-kit/antd-provider.tsx';

/** antd's base: what the pages drawn in antd share (vite.config.ts's `antd` group). */
const ANTD_BASE =
  /node_modules[\\/](?:antd[\\/]es[\\/](?:config-provider|theme|_util|locale|style|version)[\\/]|@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@rc-component[\\/](?:util|motion)[\\/])/;

/**
 * Names each route tree's JavaScript files in index.html (`<meta name="cleanops-signed-in-js">`, …), so
 * its first script (src/preload-texts.ts) can start the one tree this visitor needs beside the entry
 * instead of after it has run: one round trip less before the first paint. Only the tree's own files
 * are named; what the entry loads anyway Vite already preloads. Likewise `<meta name="cleanops-start-pages">`
 * names, for each of START_PAGES (app/routes/start-pages.ts), the files of that page alone. The names
 * are PRELOAD_METAS, which the script reads by.
 */
function routeTreePreloads(): Plugin {
  // The API's address for the early first-view request: the app's own origin unless the build points a
  // region elsewhere (shared/config/regions.ts), in which case the script asks for no data.
  let sameOriginApi = true;
  return {
    name: 'cleanops-route-tree-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      sameOriginApi = !config.env.VITE_API_BASE_KZ && !config.env.VITE_API_BASE_RU;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html') || !ctx.bundle) return html;
        const bundle = ctx.bundle;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const closure = (fileName: string, into = new Set<string>()) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of chunk.imports) closure(imported, into);
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        const loadedByEntry = entry ? closure(entry.fileName) : new Set<string>();
        // A tree's stylesheets (antd's, for the signed-in one) are named with its scripts.
        const withCss = (files: string[]) => [
          ...files,
          ...new Set(
            files.flatMap((file) => {
              const chunk = bundle[file];
              return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            }),
          ),
        ];
        const metas = Object.entries(ROUTE_TREES).map(([name, source]) => {
          const tree = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
          if (!tree) throw new Error(`vite.config.ts: ${source} is no longer a chunk of the build`);
          const files = withCss([...closure(tree.fileName)].filter((file) => !loadedByEntry.has(file)));
          return `<meta name="${PRELOAD_METAS.tree(name as RouteTree)}" content="${files.map((file) => `/${file}`).join(' ')}" />`;
        });
        // The start pages' own files (those of neither the entry nor the signed-in tree).
        const signedIn = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(ROUTE_TREES['signed-in']));
        const loadedByTree = closure(signedIn?.fileName ?? '', new Set(loadedByEntry));
        // A page drawn in antd loads antd's provider (with its stylesheet) beside its code (lazyAntdPage).
        const antd =
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(ANTD_PROVIDER)) ??
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(ANTD_PROVIDER)));
        if (!antd) throw new Error(`vite.config.ts: ${ANTD_PROVIDER} is no longer a chunk of the build`);
        const pages = START_PAGES.map(({ path, module, plain }) => {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!page)
            throw new Error(`vite.config.ts: ${module} (START_PAGES) is no longer a chunk of the build`);
          const own = closure(page.fileName);
          if (!plain) closure(antd.fileName, own);
          const files = withCss([...own].filter((file) => !loadedByTree.has(file)));
          return [path, files.map((file) => `/${file}`)] as const;
        });
        const attribute = JSON.stringify(Object.fromEntries(pages))
          .replaceAll('&', '&amp;')
          .replaceAll('"', '&quot;');
        metas.push(`<meta name="${PRELOAD_METAS.startPages}" content="${attribute}" />`);
        if (sameOriginApi) metas.push(`<meta name="${PRELOAD_METAS.api}" content="/api" />`);
        // Before the preload script, so the parser has read them when it runs.
        const script = new RegExp(`<script [^>]*src="/${PRELOAD_SCRIPT.replaceAll('.', '\\.')}"[^>]*>`);
        if (!script.test(html))
          throw new Error(
            `vite.config.ts: index.html no longer loads /${PRELOAD_SCRIPT}, where the metas go`,
          );
        return html.replace(script, `${metas.join('\n    ')}\n    $&`);
      },
    },
  };
}

/**
 * The names the contracts give their schemas (`ZLocation`, `ZLine(…)`) and the field sets they build
 * them from (`locationFields`): calls on them only build values. Told so (treeshake.manualPureFunctions,
 * with zod's own `z`), the bundler drops a schema nothing reads, with what it was derived from (`.extend`,
 * `.nullable()`, `locationFields.title.default(…)`), instead of building it when its module runs: a
 * page that uses one constant of a contract no longer builds every schema in that file.
 */
function contractSchemaBuilders(): string[] {
  const dir = fileURLToPath(new URL('../packages/contracts/src/', import.meta.url));
  const names = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const [, name] of source.matchAll(/^(?:export )?(?:const|function) (Z\w+|\w+Fields|\w+Shape)\b/gm))
      if (name) names.add(name);
  }
  return [...names];
}

export default defineConfig({
  plugins: [
    react(),
    preloadScript({
      entry: fileURLToPath(new URL('./src/preload-texts.ts', import.meta.url)),
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
    guestPageInDev(),
    versionFile(),
    rememberOutDir(),
    pwa,
    guestPageWithoutManifest(),
    inlineEntryStylesheets(),
    routeTreePreloads(),
    compileHints(),
    reactRouterProductionBuild(),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(BUILD_ID),
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        guest: fileURLToPath(new URL('./guest.html', import.meta.url)),
      },
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
      treeshake: { manualPureFunctions: ['z', ...contractSchemaBuilders()] },
      output: {
        codeSplitting: {
          // antd's base (its provider, theme and utilities, and the components nearly every page drawn in
          // antd shows) is one file that those pages share; the plain frame and pages never load it. Left
          // to the bundler, these modules would be written into each page's file, so each page opened
          // would download them again.
          groups: [
            // React's own files are shared by every page, plain or not: their own file, or the antd group
            // below would take them along as its dependencies (and the guest page would load antd).
            { name: 'react', test: /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
            // The drawings of the icons the plain frame shares with antd's components (WarningFilled, …).
            {
              name: 'icons',
              test: /node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/,
              priority: 2,
              minShareCount: 2,
            },
            { name: 'antd', test: ANTD_BASE, priority: 1 },
          ],
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
    // A component test may load antd's lazy parts before it starts, which takes a while on a busy machine.
    hookTimeout: 60_000,
  },
});
