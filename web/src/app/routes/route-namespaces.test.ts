import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRAME_NAMESPACES, INITIAL_NAMESPACES, NAMESPACES } from '@/shared/i18n/namespaces';
import { START_PAGES } from './start-pages';

/**
 * A page's translations come with its code (lazyPage's list), not all at start. A text of a
 * namespace nobody loaded would show as a raw key (`t('tasks:emergency')` from a dashboard), so every
 * namespace a page's code can reach must be in its list, its frame's or the initial ones.
 */
const SRC = resolve(import.meta.dirname, '../..');
const ROUTES = join(SRC, 'app/routes');
const NS = NAMESPACES.join('|');
const USES = [
  new RegExp(`useTranslation\\(\\s*\\[?\\s*'(${NS})'`, 'g'),
  new RegExp(`useTranslation\\(\\s*\\[[^\\]]*?,\\s*'(${NS})'`, 'g'),
  new RegExp(`['\`](${NS}):`, 'g'),
];

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(SRC, spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  return (
    ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ??
    null
  );
}

/** The modules a file loads with it: static imports, not `import type`, not `import()`. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    const target = resolveImport(file, match[1] as string);
    if (target) staticClosure(target, seen);
  }
  return seen;
}

function namespacesUsed(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    if (file.endsWith('.test.ts')) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of USES) for (const match of text.matchAll(pattern)) used.add(match[1] as string);
  }
  return used;
}

/**
 * Each `lazyAntdPage(() => import('…')…, ['ns', …])` (or `lazyPage`, a plain page) of a routes file, or
 * each `load: () => import('…'), namespaces: ['ns', …]` of a feature's route list
 * (features/bookings/bookings-routes.ts, drawn in antd).
 */
function lazyPagesOf(routesFile: string) {
  const text = readFileSync(routesFile, 'utf8');
  const listed = [
    ...text.matchAll(/load:[^\n]*?\n?\s*import\('([^']+)'\)[\s\S]*?namespaces:\s*\[([^\]]*)\]/g),
  ];
  if (listed.length > 0)
    return listed.map((match) => ({
      module: resolveImport(routesFile, match[1] as string),
      listed: [...(match[2] as string).matchAll(/'([a-z]+)'/g)].map((ns) => ns[1] as string),
      plain: false,
    }));
  return [
    ...text.matchAll(/lazy(Antd)?Page\(\s*\(\)\s*=>\s*import\('([^']+)'\)[\s\S]*?,\s*\[([^\]]*)\]/g),
  ].map((match) => ({
    module: resolveImport(routesFile, match[2] as string),
    listed: [...(match[3] as string).matchAll(/'([a-z]+)'/g)].map((ns) => ns[1] as string),
    plain: match[1] === undefined,
  }));
}

const missing = (used: Set<string>, loaded: Iterable<string>) => {
  const have = new Set([...INITIAL_NAMESPACES, ...loaded]);
  return [...used].filter((ns) => !have.has(ns)).sort();
};

describe('each page loads the translations its code uses', () => {
  const trees = [
    { file: 'signed-out-routes.tsx', frame: FRAME_NAMESPACES.signedOut },
    ...['signed-in-routes.tsx', 'admin-routes.tsx', 'analytics-routes.tsx', 'home-route.tsx'].map((file) => ({
      file,
      frame: FRAME_NAMESPACES.signedIn,
    })),
  ];
  trees.push({ file: '../../features/bookings/bookings-routes.ts', frame: FRAME_NAMESPACES.signedIn });
  for (const { file, frame } of trees) {
    const pages = lazyPagesOf(join(ROUTES, file));
    it(`${file} has lazy pages`, () => {
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) expect(page.module).not.toBeNull();
    });
    for (const { module, listed } of pages) {
      if (!module) continue;
      it(`${relative(SRC, module)}`, () => {
        expect(missing(namespacesUsed(staticClosure(module)), [...frame, ...listed])).toEqual([]);
      });
    }
  }

  it('the frames: the signed-in layout and the sign-in frame with its welcome page', () => {
    const signedIn = staticClosure(join(SRC, 'app/routes/signed-in-routes.tsx'));
    expect(missing(namespacesUsed(signedIn), FRAME_NAMESPACES.signedIn)).toEqual([]);
    const signedOut = staticClosure(join(SRC, 'app/routes/signed-out-routes.tsx'));
    expect(missing(namespacesUsed(signedOut), FRAME_NAMESPACES.signedOut)).toEqual([]);
  });

  it('notices a namespace that is not loaded', () => {
    const dashboard = join(SRC, 'features/dashboard/pages/dashboard-page.tsx');
    expect(missing(namespacesUsed(staticClosure(dashboard)), ['dashboard'])).toEqual(['jobs', 'tasks']);
  });
});

describe("the start pages index.html preloads are the routes' own", () => {
  const lazyPages = ['signed-in-routes.tsx', 'home-route.tsx'].flatMap((file) =>
    lazyPagesOf(join(ROUTES, file)),
  );
  for (const { path, module, namespaces, plain } of START_PAGES) {
    it(`${path}: ${module}`, () => {
      const page = lazyPages.find((candidate) => candidate.module === join(SRC, '..', module));
      expect(page, `no lazyPage loads ${module}`).toBeDefined();
      expect([...namespaces].sort()).toEqual([...(page?.listed ?? [])].sort());
      // A plain page (lazyPage) has no antd preloaded with it; one drawn in antd (lazyAntdPage) has.
      expect(page?.plain, `${module}: START_PAGES' plain and the route's lazyPage/lazyAntdPage differ`).toBe(
        plain === true,
      );
      const routes = readFileSync(join(ROUTES, 'signed-in-routes.tsx'), 'utf8');
      if (path !== '/') expect(routes).toContain(`'${path}'`);
    });
  }
});
