import type { Namespace } from '@/shared/i18n/namespaces';
import type { PageKey } from '../permissions';

/**
 * The two route trees of app/router.tsx (signed in or not), by the name index.html's first script
 * (src/preload-texts.ts) starts them under, with the module the build names each one's files from.
 */
export const ROUTE_TREES = {
  'signed-in': 'src/app/routes/signed-in-routes.tsx',
  'signed-out': 'src/app/routes/signed-out-routes.tsx',
} as const;
export type RouteTree = keyof typeof ROUTE_TREES;

/** The <meta> tags of a built index.html that its first script reads (web/build/route-tree-preloads.ts). */
export const PRELOAD_METAS = {
  /** A route tree's own files, space-separated. */
  tree: (tree: RouteTree) => `cleanops-${tree}-js`,
  /** Each start page's own files, as JSON: `{ "<path>": ["/assets/…", …] }`. */
  startPages: 'cleanops-start-pages',
  /** The API's address, when the build has it on the app's own origin. */
  api: 'cleanops-api',
} as const;

/**
 * The signed-in pages people open straight from an address: a bookmark, a notification's link, the
 * installed app's start. index.html names each one's JavaScript (web/build/route-tree-preloads.ts)
 * and its first script (src/preload-texts.ts) starts its code and texts beside the entry, where
 * otherwise they would wait for the route tree to run. Each is the module and the namespaces of its
 * lazyPage in the routes; route-namespaces.test.ts keeps them equal. `access`: the page shows at that
 * path only to whom canOpen allows it (`/` is the dashboard for them, My work for staff, as HomeRoute
 * decides). A page drawn in antd has antd's provider and stylesheet preloaded with it; a `plain` one
 * does not.
 *
 * Plain data, importing only types: the build reads it too (web/build/route-tree-preloads.ts).
 */
export const START_PAGES: readonly {
  path: string;
  module: string;
  namespaces: readonly Namespace[];
  access?: PageKey;
  /** Drawn without antd (lazyPage, not lazyAntdPage): antd's provider and stylesheet are not preloaded. */
  plain?: boolean;
  /**
   * The API path of the page's first view (its lazyPage's first data) when the address has no query
   * string, with the path's `:params`: index.html's first script asks for it before the app's code has
   * arrived.
   * start-pages.test.ts checks it against the page's own.
   */
  data?: string;
}[] = [
  {
    path: '/',
    module: 'src/features/dashboard/pages/dashboard-page.tsx',
    namespaces: ['dashboard', 'jobs', 'tasks'],
    access: 'dashboard',
    plain: true,
    data: '/dashboard',
  },
  {
    path: '/locations',
    module: 'src/features/locations/pages/locations-page.tsx',
    namespaces: ['locations'],
    plain: true,
    data: '/locations?page=1&pageSize=20&sortBy=createdAt&sortDir=desc',
  },
  {
    path: '/tasks/mine',
    module: 'src/app/routes/my-work-route.tsx',
    namespaces: ['jobs', 'files', 'layout', 'pages'],
  },
  {
    path: '/tasks/jobs/:occurrenceId',
    module: 'src/features/jobs/pages/job-page.tsx',
    namespaces: ['jobs', 'tasks', 'files', 'problems'],
    plain: true,
    data: '/occurrences/:occurrenceId',
  },
];
