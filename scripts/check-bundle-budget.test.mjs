import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { START_PAGES } from '../web/src/app/routes/start-pages.ts';
import {
  ANTD_PROVIDER,
  budgetRoutes,
  filesWithAntd,
  filesWithZodSchemas,
  firstViewWithoutAntd,
  firstViewWithoutZod,
  lazyAreas,
  measureRoutes,
  ROUTES_DIR,
  routeModules,
  START_PAGES_FILE,
  startPageModules,
  staticClosure,
} from './check-bundle-budget.mjs';

/**
 * A small manifest of the shape Vite writes: two entries sharing React, the app's lazy signed-out and
 * signed-in routes, a lazy sign-in page, two lazy signed-in areas (one nested) and the app's own
 * lazy error page, which is no signed-in area.
 */
const MANIFEST = {
  'guest.html': { file: 'assets/guest.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'] },
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_antd.js'],
    css: ['assets/index.css'],
    dynamicImports: [
      'src/app/routes/signed-out-routes.tsx',
      'src/app/routes/signed-in-routes.tsx',
      'src/app/error-page.tsx',
    ],
  },
  'src/app/error-page.tsx': { file: 'assets/error-page.js', imports: ['index.html'] },
  'src/app/routes/signed-out-routes.tsx': {
    file: 'assets/signed-out.js',
    imports: ['index.html', '_antd.js'],
    dynamicImports: [
      'src/features/auth/pages/welcome-page.tsx',
      'src/features/auth/pages/login-email-page.tsx',
      'src/features/legal/pages/terms-page.tsx',
      'src/app/layouts/auth-carousel.tsx',
    ],
  },
  'src/features/auth/pages/welcome-page.tsx': { file: 'assets/welcome.js', imports: ['_form.js'] },
  'src/features/auth/pages/login-email-page.tsx': { file: 'assets/login-email.js', imports: ['_form.js'] },
  'src/app/layouts/auth-carousel.tsx': { file: 'assets/carousel.js' },
  'src/features/legal/pages/terms-page.tsx': { file: 'assets/terms.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_antd.js'] },
  'src/app/routes/signed-in-routes.tsx': {
    file: 'assets/signed-in.js',
    imports: ['index.html', '_table.js'],
    dynamicImports: ['src/features/analytics/pages/analytics-page.tsx'],
  },
  '_table.js': {
    file: 'assets/table.js',
    imports: ['_form.js'],
    dynamicImports: ['node_modules/jsqr/jsQR.js'],
  },
  'src/features/analytics/pages/analytics-page.tsx': {
    file: 'assets/analytics.js',
    imports: ['_table.js'],
    dynamicImports: ['src/features/analytics/charts.tsx'],
  },
  'src/features/analytics/charts.tsx': { file: 'assets/charts.js' },
  'node_modules/jsqr/jsQR.js': { file: 'assets/jsqr.js' },
};

/** Each file's content is as many bytes as its size here, of one repeated letter (gzips to little). */
const FILES = {
  'assets/guest.js': 'a',
  'assets/react.js': 'b',
  'assets/antd.js': 'c',
  'assets/index.js': 'd',
  'assets/error-page.js': 'e',
  'assets/signed-out.js': 'f',
  'assets/welcome.js': 'g',
  'assets/login-email.js': 'o',
  'assets/carousel.js': 'p',
  'assets/terms.js': 'h',
  'assets/form.js': 'i',
  'assets/signed-in.js': 'j',
  'assets/table.js': 'k',
  'assets/analytics.js': 'l',
  'assets/charts.js': 'm',
  'assets/jsqr.js': 'n',
};

/** Incompressible bytes (a fixed pseudo-random sequence), so a file's gzipped size is about its size. */
function noise(size, seed) {
  const bytes = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i += 1) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

const ANALYTICS_PAGE = 'src/features/analytics/pages/analytics-page';

const byName = (results) => Object.fromEntries(results.map((r) => [r.name, r]));

describe('the bundle budget check', () => {
  it('follows static imports only, each file once, through shared chunks', () => {
    expect([...staticClosure(MANIFEST, 'guest.html')].sort()).toEqual(['assets/guest.js', 'assets/react.js']);
    expect([...staticClosure(MANIFEST, 'src/app/routes/signed-in-routes.tsx')].sort()).toEqual([
      'assets/antd.js',
      'assets/form.js',
      'assets/index.js',
      'assets/react.js',
      'assets/signed-in.js',
      'assets/table.js',
    ]);
    expect(staticClosure(MANIFEST, 'no-such-key').size).toBe(0);
  });

  it("finds the signed-in lazy areas with the chain that loads them, not the entry's own", () => {
    expect(lazyAreas(MANIFEST, 'src/app/routes/signed-in-routes.tsx', ['index.html'])).toEqual([
      {
        key: 'src/features/analytics/pages/analytics-page.tsx',
        chain: ['src/app/routes/signed-in-routes.tsx', 'src/features/analytics/pages/analytics-page.tsx'],
      },
      {
        key: 'node_modules/jsqr/jsQR.js',
        chain: ['src/app/routes/signed-in-routes.tsx', 'node_modules/jsqr/jsQR.js'],
      },
      {
        key: 'src/features/analytics/charts.tsx',
        chain: [
          'src/app/routes/signed-in-routes.tsx',
          'src/features/analytics/pages/analytics-page.tsx',
          'src/features/analytics/charts.tsx',
        ],
      },
    ]);
  });

  it('weighs the guest page, the sign-in flow with its lazy sign-in page, and every signed-in area', () => {
    const sizes = {
      'assets/guest.js': 20_000,
      'assets/react.js': 60_000,
      'assets/antd.js': 100_000,
      'assets/index.js': 30_000,
      'assets/signed-out.js': 10_000,
      'assets/welcome.js': 5_000,
      'assets/form.js': 40_000,
    };
    const read = (file) => (file in sizes ? noise(sizes[file], file.length) : Buffer.from(FILES[file]));
    const results = byName(measureRoutes(MANIFEST, read, [], [ANALYTICS_PAGE]));
    expect(Object.keys(results)).toEqual([
      'guest page (/q/:token)',
      'sign-in page (/)',
      'sign-in: features/auth/pages/login-email-page.tsx',
      'signed-in shell',
      'signed-in: features/analytics/pages/analytics-page.tsx',
      'lazy part: node_modules/jsqr/jsQR.js',
      'lazy part: features/analytics/charts.tsx',
    ]);

    const guest = results['guest page (/q/:token)'];
    expect(guest.files.sort()).toEqual(['assets/guest.js', 'assets/react.js']);
    // 80,000 random bytes are ~78 KiB gzipped: under 100.
    expect(guest.bytes).toBeGreaterThan(80_000);
    expect(guest.bytes).toBeLessThan(82_000);
    expect(guest.over).toBe(false);

    const signIn = results['sign-in page (/)'];
    // The welcome page (and its form chunk) is in; the next step, the terms page and the carousel,
    // also lazy, are not; no CSS.
    expect(signIn.files).toContain('assets/welcome.js');
    expect(signIn.files).toContain('assets/form.js');
    for (const file of [
      'assets/login-email.js',
      'assets/terms.js',
      'assets/carousel.js',
      'assets/index.css',
    ]) {
      expect(signIn.files).not.toContain(file);
    }
    const emailStep = results['sign-in: features/auth/pages/login-email-page.tsx'];
    expect(emailStep.files).toContain('assets/login-email.js');
    expect(emailStep.files).not.toContain('assets/welcome.js');
    // 245,000 random bytes are over the sign-in flow's 200 KiB, which is both its target and its limit.
    expect(signIn.targetKiB).toBe(200);
    expect(signIn.bytes).toBeGreaterThan(signIn.targetKiB * 1024);
    expect(signIn.limitKiB).toBe(200);
    expect(signIn.over).toBe(true);

    // A lazy part is weighed with the page that loads it; the issue sets it no target.
    const charts = results['lazy part: features/analytics/charts.tsx'];
    expect(charts.files).toEqual(
      expect.arrayContaining(['assets/analytics.js', 'assets/charts.js', 'assets/signed-in.js']),
    );
    expect(charts.targetKiB).toBeNull();
    expect(charts.limitKiB).toBe(480);
    expect(charts.over).toBe(false);
  });

  it('fails a route that grows past its ceiling', () => {
    const sizes = { 'assets/guest.js': 110_000, 'assets/react.js': 1_000 };
    const read = (file) => (file in sizes ? noise(sizes[file], file.length) : Buffer.from(FILES[file] ?? ''));
    const guest = byName(measureRoutes(MANIFEST, read))['guest page (/q/:token)'];
    // 111,000 random bytes are over the guest page's 100 KiB.
    expect(guest.over).toBe(true);
  });

  it('has only the guest line when the app entry is absent, and no guest line without guest.html', () => {
    expect(budgetRoutes({ 'guest.html': MANIFEST['guest.html'] }).map((r) => r.name)).toEqual([
      'guest page (/q/:token)',
    ]);
    const { 'guest.html': _guest, ...appOnly } = MANIFEST;
    expect(budgetRoutes(appOnly).map((r) => r.name)).not.toContain('guest page (/q/:token)');
  });

  it('holds the shell and every page to the target, and a lazy part to its ceiling', () => {
    // 400,000 random bytes of analytics code: about 390 KiB with the rest, over 350, under 480.
    const sizes = { 'assets/analytics.js': 400_000 };
    const read = (file) => (file in sizes ? noise(sizes[file], file.length) : Buffer.from(FILES[file] ?? ''));
    const results = byName(measureRoutes(MANIFEST, read, [], [ANALYTICS_PAGE]));
    const asPage = results['signed-in: features/analytics/pages/analytics-page.tsx'];
    expect(asPage.limitKiB).toBe(350);
    expect(asPage.over).toBe(true);
    expect(results['signed-in shell'].limitKiB).toBe(350);

    const asStart = byName(
      measureRoutes(MANIFEST, read, ['src/features/analytics/pages/analytics-page.tsx']),
    )['start page: features/analytics/pages/analytics-page.tsx'];
    expect(asStart.bytes).toBe(asPage.bytes);
    expect(asStart.limitKiB).toBe(350);
    expect(asStart.over).toBe(true);

    // The same code as a part a page loads after its first view (a dialog, a chart) is within its
    // ceiling; so are the page's own lazy parts, as heavy as it with theirs.
    const asPart = byName(measureRoutes(MANIFEST, read))[
      'lazy part: features/analytics/pages/analytics-page.tsx'
    ];
    expect(asPart.limitKiB).toBe(480);
    expect(asPart.over).toBe(false);
    expect(results['lazy part: features/analytics/charts.tsx'].over).toBe(false);
  });

  it('finds the pages the route files load lazily, as the manifest names them, and not other imports', () => {
    const source = [
      "const a = lazyPage(() => import('@/features/teams/pages/teams-page').then((m) => m.TeamsPage), ['teams']);",
      'const b = lazyPage(',
      '  () =>',
      "    import('./my-work-route').then((m) => m.MyWorkRoute),",
      "  ['jobs'],",
      "  () => import('@/features/jobs/api/get-occurrence').then((m) => m.path),",
      ');',
      "const c = lazy(() => import('@/features/profile/components/profile-drawer'));",
    ].join('\n');
    expect(routeModules([source])).toEqual([
      'src/features/teams/pages/teams-page',
      'src/app/routes/my-work-route',
    ]);

    const files = readdirSync(ROUTES_DIR).filter((file) => file.endsWith('.tsx'));
    const pages = routeModules(files.map((file) => readFileSync(new URL(file, ROUTES_DIR), 'utf8')));
    expect(pages).toContain('src/features/tasks/pages/task-editor-page');
    expect(pages).toContain('src/features/admin/pages/logs-page');
    expect(pages).toContain('src/features/dashboard/pages/dashboard-page');
    expect(pages.every((page) => !page.includes('/api/'))).toBe(true);
  });

  it('reads the start pages the app names, each module once', () => {
    const modules = startPageModules(readFileSync(START_PAGES_FILE, 'utf8'));
    expect(modules).toEqual(START_PAGES.map((page) => page.module));
    expect(modules).toContain('src/features/jobs/pages/job-page.tsx');
  });

  it('finds the files holding zod schema code, and which routes must have none', () => {
    const maps = {
      'assets/index.js': { sources: ['../../node_modules/zod/v4/core/core.js', '../src/main.tsx'] },
      'assets/common.js': {
        sources: ['../../packages/contracts/src/common.ts', '../../node_modules/zod/v4/classic/schemas.js'],
      },
      'assets/parse.js': { sources: ['../../node_modules/zod/v4/core/schemas.js'] },
      'assets/page.js': { sources: ['../src/features/dashboard/pages/dashboard-page.tsx'] },
    };
    const readMap = (file) => maps[file] ?? null;
    // zod's core alone (the entry sets its config) is not schema code; a file without a map is not read.
    expect(filesWithZodSchemas(['assets/index.js', 'assets/page.js', 'assets/missing.js'], readMap)).toEqual(
      [],
    );
    expect(filesWithZodSchemas(['assets/index.js', 'assets/common.js', 'assets/parse.js'], readMap)).toEqual([
      'assets/common.js',
      'assets/parse.js',
    ]);

    const names = budgetRoutes(MANIFEST, [], []).map((route) => route.name);
    expect(names.filter(firstViewWithoutZod)).toEqual(names.filter((name) => !name.startsWith('lazy part')));
    expect(firstViewWithoutZod('start page: features/jobs/pages/job-page.tsx')).toBe(true);
    expect(firstViewWithoutZod('signed-in: features/tasks/pages/task-editor-page.tsx')).toBe(false);
    expect(firstViewWithoutZod('lazy part: shared/ui-kit/internal/antd-drawer.ts')).toBe(false);
  });

  it("weighs a page drawn in antd with antd's provider, and holds the shell and a plain page to no antd code", () => {
    const manifest = {
      ...MANIFEST,
      'src/app/routes/signed-in-routes.tsx': {
        ...MANIFEST['src/app/routes/signed-in-routes.tsx'],
        dynamicImports: [
          'src/features/analytics/pages/analytics-page.tsx',
          'src/features/jobs/pages/job-page.tsx',
          ANTD_PROVIDER,
        ],
      },
      'src/features/jobs/pages/job-page.tsx': { file: 'assets/job.js' },
      [ANTD_PROVIDER]: { file: 'assets/antd-provider.js', imports: ['_antd.js'] },
    };
    const source = [
      "const a = lazyAntdPage(() => import('@/features/analytics/pages/analytics-page').then((m) => m.A), []);",
      "const b = lazyPage(() => import('@/features/jobs/pages/job-page').then((m) => m.JobPage), ['jobs']);",
    ].join('\n');
    const pages = routeModules([source]);
    const plain = routeModules([source], { plainOnly: true });
    expect(pages).toEqual([
      'src/features/analytics/pages/analytics-page',
      'src/features/jobs/pages/job-page',
    ]);
    expect(plain).toEqual(['src/features/jobs/pages/job-page']);

    const routes = byName(budgetRoutes(manifest, [], pages, plain));
    expect(routes['signed-in: features/analytics/pages/analytics-page.tsx'].keys).toContain(ANTD_PROVIDER);
    expect(routes['signed-in (plain): features/jobs/pages/job-page.tsx'].keys).not.toContain(ANTD_PROVIDER);
    expect(firstViewWithoutAntd('signed-in (plain): features/jobs/pages/job-page.tsx')).toBe(true);
    expect(firstViewWithoutAntd('start page (plain): features/jobs/pages/job-page.tsx')).toBe(true);
    expect(firstViewWithoutAntd('signed-in shell')).toBe(true);
    expect(firstViewWithoutAntd('sign-in page (/)')).toBe(true);
    expect(firstViewWithoutAntd('signed-in: features/analytics/pages/analytics-page.tsx')).toBe(false);
    expect(firstViewWithoutAntd('lazy part (plain): shared/ui-kit/antd-provider.tsx')).toBe(false);

    const maps = {
      'assets/antd.js': { sources: ['../../node_modules/antd/es/button/button.js'] },
      'assets/icons.js': { sources: ['../../node_modules/@ant-design/icons-svg/es/asn/BellOutlined.js'] },
      'assets/wrapper.js': { sources: ['../../node_modules/@ant-design/icons/es/icons/BellOutlined.js'] },
      'assets/rc.js': { sources: ['../../node_modules/@rc-component/util/es/hooks/useEvent.js'] },
    };
    // The icons' drawings alone are data the plain pages draw too (AntIcon), not antd's code.
    const files = ['assets/antd.js', 'assets/icons.js', 'assets/rc.js', 'assets/wrapper.js'];
    expect(filesWithAntd(files, (f) => maps[f])).toEqual([
      'assets/antd.js',
      'assets/rc.js',
      'assets/wrapper.js',
    ]);
  });
});
