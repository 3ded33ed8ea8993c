/**
 * The signed-in pages people open straight from an address: a bookmark, a notification's link, the
 * installed app's start. index.html names each one's JavaScript (vite.config.ts,
 * routeTreePreloads) and public/preload-texts.js starts its code and texts beside the entry, where
 * otherwise they would wait for the route tree to run. Each is the module and the namespaces of its
 * lazyPage in the routes; route-namespaces.test.ts keeps them equal. `right`: opened at that path only
 * by those who hold it (`/` is the dashboard for them, My work for staff). A page drawn in antd has antd's
 * provider and stylesheet preloaded with it; a `plain` one does not.
 *
 * Plain data with no imports: vite.config.ts reads it too.
 */
export const START_PAGES: readonly {
  path: string;
  module: string;
  namespaces: readonly string[];
  right?: string;
  /** Drawn without antd (lazyPage, not lazyAntdPage): antd's provider and stylesheet are not preloaded. */
  plain?: boolean;
  /**
   * The API path of the page's first view (its lazyPage's first data) when the address has no query
   * string, with the path's `:params`: preload-texts.js asks for it before the app's code has arrived.
   * start-pages.test.ts checks it against the page's own.
   */
  data?: string;
}[] = [
  {
    path: '/',
    module: 'src/features/dashboard/pages/dashboard-page.tsx',
    namespaces: ['dashboard', 'jobs', 'tasks'],
    right: 'get_analytics',
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
    namespaces: ['jobs', 'tasks', 'files'],
    plain: true,
    data: '/occurrences/:occurrenceId',
  },
];
