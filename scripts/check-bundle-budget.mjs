#!/usr/bin/env node
// The web app's size budget (docs/performance.md), from the build's manifest (deterministic: bytes, not timings).
// Usage: node scripts/check-bundle-budget.mjs <dist>   (exits 1 when a route is over its limit)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const KIB = 1024;

/**
 * Gzipped initial JavaScript per kind of page, in KiB: the targets of docs/performance.md. A lazy part (a dialog,
 * a chart, a desk's table, a tab, a drawer: code a page fetches after its first view, on a click or a
 * few seconds after its load) is no route's initial JavaScript, so it has no target.
 */
export const LIMITS_KIB = { guest: 100, signIn: 200, signedIn: 350, lazyPart: null };
/**
 * What the check enforces: every route is held to its target, so a route that outgrows it fails the
 * check. A lazy part is weighed with the page that loads it and held to a ceiling of its own, 480, so
 * none grows unnoticed.
 */
export const CEILINGS_KIB = { guest: 100, signIn: 200, signedIn: 350, lazyPart: 480 };

/** Where the signed-in routes name their pages: `lazyPage(() => import('…'), …)`. */
export const ROUTES_DIR = new URL('../web/src/app/routes/', import.meta.url);

/**
 * The manifest keys, without their extension, of the pages the route files load lazily
 * (`lazyAntdPage(() => import('@/features/…/pages/…'), …)`, or `lazyPage` for a plain page); with
 * `{ plainOnly: true }`, only the plain ones. `@/` is web/src; `./` is the routes' own folder.
 */
export function routeModules(sources, { plainOnly = false } = {}) {
  const modules = new Set();
  const call = plainOnly ? 'lazyPage' : 'lazy(?:Antd)?Page';
  const pattern = new RegExp(`\\b${call}\\(\\s*\\(\\)\\s*=>\\s*import\\(\\s*'([^']+)'\\s*\\)`, 'g');
  for (const source of sources) {
    for (const [, target] of source.matchAll(pattern)) {
      if (target.startsWith('@/')) modules.add(`src/${target.slice(2)}`);
      else if (target.startsWith('./')) modules.add(`src/app/routes/${target.slice(2)}`);
    }
  }
  return [...modules];
}

const withoutExtension = (key) => key.replace(/\.[cm]?[jt]sx?$/, '');

/** Where the start pages are listed (plain data: each has a `module: '<manifest key>'`). */
export const START_PAGES_FILE = new URL('../web/src/app/routes/start-pages.ts', import.meta.url);

/** The manifest keys of the start pages, read from start-pages.ts's text (a script cannot import TS). */
export function startPageModules(source) {
  return [...source.matchAll(/\bmodule:\s*'([^']+)'/g)].map((match) => match[1]);
}

export const GUEST_ENTRY = 'guest.html';
export const APP_ENTRY = 'index.html';
export const SIGNED_OUT_ROUTES = 'src/app/routes/signed-out-routes.tsx';
export const SIGNED_IN_ROUTES = 'src/app/routes/signed-in-routes.tsx';
/**
 * antd's provider with its theme and stylesheet: loaded beside every signed-in page drawn in antd
 * (lazyAntdPage) and every lazy part (lazyPart), so weighed with each; the signed-in frame and the
 * plain pages (lazyPage) are without it.
 */
export const ANTD_PROVIDER = 'src/shared/ui-kit/antd-provider.tsx';
/** The page a signed-out visitor lands on (/), should signed-out-routes load it lazily. */
const SIGN_IN_PAGE = /\/features\/auth\/pages\/welcome-page\.tsx$/;
/** The further steps of signing in (/login/email, /login/phone, /login/code), each openable by a link. */
const SIGN_IN_STEPS = /\/features\/auth\/pages\/login-[\w-]+-page\.tsx$/;

/**
 * The JS files a manifest key loads before it runs: its own file and, recursively, its static
 * imports (what Vite preloads with it). A key the manifest does not have adds nothing, so a module
 * that was bundled into its importer is simply counted there.
 */
export function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function closureOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) staticClosure(manifest, key, files);
  return files;
}

/**
 * Every dynamic import reachable from `root` (through static and dynamic imports), each with the
 * chain of lazy keys that must load to reach it, nearest first found (breadth-first). The dynamic
 * imports of the chunks in `skipKeys`' closure are not the root's own (the app entry's lazy
 * signed-out routes are not a signed-in area, though signed-in chunks import the entry).
 */
export function lazyAreas(manifest, root, skipKeys = []) {
  const skipped = closureOf(manifest, skipKeys);
  const areas = [];
  const seen = new Set([root]);
  const queue = [[root]];
  while (queue.length > 0) {
    const chain = queue.shift();
    const reachable = closureOf(manifest, [chain.at(-1)]);
    const keys = Object.keys(manifest).filter(
      (key) => reachable.has(manifest[key].file) && !skipped.has(manifest[key].file),
    );
    for (const key of keys) {
      for (const lazy of manifest[key].dynamicImports ?? []) {
        if (seen.has(lazy) || !manifest[lazy]) continue;
        seen.add(lazy);
        const next = [...chain, lazy];
        areas.push({ key: lazy, chain: next });
        queue.push(next);
      }
    }
  }
  return areas;
}

function limitsOf(kind) {
  return { limitKiB: CEILINGS_KIB[kind], targetKiB: LIMITS_KIB[kind] };
}

/**
 * The routes to weigh and the manifest keys each needs before its first paint; `startPages` are the
 * manifest keys of the pages people open first (startPageModules), `pages` the modules the route
 * files load (routeModules): every other signed-in lazy area is a lazy part of a page.
 */
export function budgetRoutes(manifest, startPages = [], pages = [], plainPages = []) {
  const routes = [];
  if (manifest[GUEST_ENTRY]) {
    routes.push({ name: 'guest page (/q/:token)', ...limitsOf('guest'), keys: [GUEST_ENTRY] });
  }
  if (!manifest[APP_ENTRY]) return routes;
  // What a signed-out visitor needs to see the sign-in page; each later step is weighed the same
  // way, since a link (or a reload) can open it first. Decorations the routes load lazily (the
  // carousel beside the form), the legal pages and the guest page are not part of signing in.
  const signedOutLazy = manifest[SIGNED_OUT_ROUTES]?.dynamicImports ?? [];
  const signInBase = [APP_ENTRY, SIGNED_OUT_ROUTES];
  routes.push({
    name: 'sign-in page (/)',
    ...limitsOf('signIn'),
    keys: [...signInBase, ...signedOutLazy.filter((key) => SIGN_IN_PAGE.test(key))],
  });
  for (const key of signedOutLazy.filter((lazy) => SIGN_IN_STEPS.test(lazy))) {
    routes.push({
      name: `sign-in: ${key.replace(/^src\//, '')}`,
      ...limitsOf('signIn'),
      keys: [...signInBase, key],
    });
  }
  const shell = [APP_ENTRY, SIGNED_IN_ROUTES];
  // Every signed-in page loads the shell first: it is held to the start pages' target.
  routes.push({ name: 'signed-in shell', ...limitsOf('signedIn'), keys: shell });
  if (manifest[SIGNED_IN_ROUTES]) {
    const pageKeys = new Set(pages.map(withoutExtension));
    const plainKeys = new Set(plainPages.map(withoutExtension));
    for (const area of lazyAreas(manifest, SIGNED_IN_ROUTES, [APP_ENTRY])) {
      const start = startPages.includes(area.key);
      const page = start || pageKeys.has(withoutExtension(area.key));
      const plain = plainKeys.has(withoutExtension(area.key)) || area.key === ANTD_PROVIDER;
      routes.push({
        name: `${start ? 'start page' : page ? 'signed-in' : 'lazy part'}${plain ? ' (plain)' : ''}: ${area.key.replace(/^src\//, '')}`,
        ...limitsOf(page ? 'signedIn' : 'lazyPart'),
        keys: [APP_ENTRY, ...area.chain, ...(plain || !manifest[ANTD_PROVIDER] ? [] : [ANTD_PROVIDER])],
      });
    }
  }
  return routes;
}

/** Gzip level 9 of each file, summed: what a browser receives for the route's JS from a gzip server. */
export function gzippedBytes(files, readFile) {
  let total = 0;
  for (const file of files) total += gzipSync(readFile(file), { level: 9 }).length;
  return total;
}

/** Each route with its JS files, gzipped size and whether it is over its limit. */
export function measureRoutes(manifest, readFile, startPages = [], pages = [], plainPages = []) {
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzippedBytes([file], readFile));
    return sizes.get(file);
  };
  return budgetRoutes(manifest, startPages, pages, plainPages).map((route) => {
    const files = [...closureOf(manifest, route.keys)].filter((file) => file.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { ...route, files, bytes, over: bytes > route.limitKiB * KIB };
  });
}

/** zod's schema code: what builds and runs a schema (its small core, which the entry configures, aside). */
const ZOD_SCHEMAS = /node_modules\/zod\/v4\/(?:classic\/|core\/schemas\.js)/;

/**
 * The routes a first visit opens, which build no zod schema: the guest page, the sign-in
 * flow, the signed-in shell and the start pages. Reply schemas are for development
 * (web/src/shared/api/reply.ts), and the values these pages read from the contracts live in
 * packages/contracts/src/rules.ts (`@cleanops/contracts/rules`), apart from the schemas.
 */
export const firstViewWithoutZod = (name) => /^(guest page|sign-in|signed-in shell|start page)/.test(name);

/** antd's code (its components, the cssinjs runtime, the rc-component parts and @ant-design/icons). */
const ANTD_CODE =
  /node_modules\/(?:antd|@ant-design\/(?:cssinjs|cssinjs-utils|icons|colors|fast-color)|@rc-component\/[\w-]+)\//;

/**
 * The routes whose first view is plain React: the guest page, the sign-in flow, the
 * signed-in shell and the plain pages. Each loads no antd code.
 */
export const firstViewWithoutAntd = (name) =>
  /^(guest page|sign-in|signed-in shell|[\w -]+ \(plain\):)/.test(name) && !name.includes('antd-provider');

/** The files that hold antd's code, read from the source maps beside them. */
export function filesWithAntd(files, readMap) {
  return files.filter((file) => (readMap(file)?.sources ?? []).some((source) => ANTD_CODE.test(source)));
}

/** The files that hold zod's schema code, read from the source maps the build keeps beside them. */
export function filesWithZodSchemas(files, readMap) {
  return files.filter((file) => (readMap(file)?.sources ?? []).some((source) => ZOD_SCHEMAS.test(source)));
}

export function formatTable(results) {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const lines = [
    `${'route'.padEnd(width)}  ${'files'.padStart(5)}  ${'gzip KiB'.padStart(9)}  ${'limit'.padStart(6)}  ${'target'.padStart(6)}`,
  ];
  for (const r of results) {
    lines.push(
      `${r.name.padEnd(width)}  ${String(r.files.length).padStart(5)}  ${(r.bytes / KIB).toFixed(1).padStart(9)}  ${String(r.limitKiB).padStart(6)}  ${String(r.targetKiB ?? '—').padStart(6)}${r.over ? '  OVER' : r.targetKiB !== null && r.bytes > r.targetKiB * KIB ? '  above target' : ''}`,
    );
  }
  return lines.join('\n');
}

function main(distArg) {
  const dist = resolve(distArg ?? 'web/dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    console.error(`No build manifest at ${manifestPath} (build with build.manifest: true): ${error.message}`);
    return 1;
  }
  const startPages = startPageModules(readFileSync(START_PAGES_FILE, 'utf8'));
  const missing = startPages.filter((key) => !manifest[key]);
  if (startPages.length === 0 || missing.length > 0) {
    console.error(
      `The start pages of ${START_PAGES_FILE.pathname} are not all chunks of this build: ${missing.join(', ') || 'none listed'}.`,
    );
    return 1;
  }
  const routeFiles = readdirSync(ROUTES_DIR).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
  );
  const routeSources = routeFiles.map((file) => readFileSync(new URL(file, ROUTES_DIR), 'utf8'));
  const pages = routeModules(routeSources);
  const plainPages = routeModules(routeSources, { plainOnly: true });
  const keys = new Set(Object.keys(manifest).map(withoutExtension));
  // A module of the routes' own folder may also be imported statically by a tree (the guest page's
  // link is in both), and is then part of that tree's chunk.
  const unbuilt = pages.filter((module) => !keys.has(module) && !module.startsWith('src/app/routes/'));
  if (pages.length === 0 || unbuilt.length > 0) {
    console.error(
      `The pages of ${ROUTES_DIR.pathname} are not all chunks of this build: ${unbuilt.join(', ') || 'none found'}.`,
    );
    return 1;
  }
  const results = measureRoutes(
    manifest,
    (file) => readFileSync(join(dist, file)),
    startPages,
    pages,
    plainPages,
  );
  console.log(`Initial JavaScript per route, gzip -9 (KiB = 1024 bytes), from ${manifestPath}`);
  console.log(formatTable(results));
  const over = results.filter((r) => r.over);
  for (const r of over) {
    console.error(
      `Over budget: ${r.name} loads ${(r.bytes / KIB).toFixed(1)} KiB of gzipped JS, the limit is ${r.limitKiB} KiB.`,
    );
  }
  const readMap = (file) => {
    try {
      return JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    } catch {
      return null;
    }
  };
  // Code a first view must not load: each rule names the routes it holds and how to find the code.
  const forbidden = [
    {
      applies: firstViewWithoutZod,
      filesOf: filesWithZodSchemas,
      says: "zod's schemas",
      fix: "a first view builds no schema. Give a reply's schema in development only (web/src/shared/api/reply.ts) and take values from @cleanops/contracts/rules (packages/contracts/src/rules.ts).",
    },
    {
      applies: firstViewWithoutAntd,
      filesOf: filesWithAntd,
      says: "antd's code",
      fix: 'the shell and the plain pages are drawn without antd. Draw it with the plain kit (web/src/shared/ui-kit), or load the part that needs antd lazily (lazyPart, inAntdScope).',
    },
  ];
  let loadsForbidden = false;
  for (const rule of forbidden) {
    for (const r of results.filter((route) => rule.applies(route.name))) {
      const files = rule.filesOf(r.files, readMap);
      if (files.length === 0) continue;
      loadsForbidden = true;
      console.error(`${r.name} loads ${rule.says} (${files.join(', ')}): ${rule.fix}`);
    }
  }
  if (!results.some((r) => r.name.startsWith('guest'))) {
    console.error(`The manifest has no ${GUEST_ENTRY} entry: the guest page would load the whole app.`);
    return 1;
  }
  return over.length > 0 || loadsForbidden ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv[2]);
}
