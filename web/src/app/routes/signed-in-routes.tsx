import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BOOKINGS_ROUTES } from '@/features/bookings/bookings-routes';
import { AppLayout } from '../layouts/app-layout';
import { NotAvailablePage, NotFoundPage } from '../pages/status-pages';
import type { PageKey } from '../permissions';
import { ADMIN_ROUTES } from './admin-routes';
import { AfterLogin } from './after-login';
import { ANALYTICS_ROUTES } from './analytics-routes';
import { ContractorPageLink } from './contractor-page-link';
import { Guarded } from './guarded';
import { GuestPageLink } from './guest-page-link';
import { HomeRoute, preloadHome } from './home-route';
import { lazyAntdPage, lazyPage, preloadPageOf } from './lazy-page';

/*
 * Every page is its own chunk, loaded when first opened, with the translation namespaces
 * it uses (its own and any it borrows keys from) fetched alongside. `common`, `errors` and
 * `validation` are loaded at start; the frame's own namespaces with this tree (router.tsx).
 */

const myWork = lazyAntdPage(
  () => import('./my-work-route').then((m) => m.MyWorkRoute),
  ['jobs', 'files', 'layout', 'pages'],
);
const tasksHome = lazyAntdPage(
  () => import('./tasks-home').then((m) => m.TasksHome),
  ['jobs', 'files', 'tasks', 'layout'],
);
// The guest page a room's QR code opens has its own light entry (guest.html); this is the same page
// for a signed-in person who scans a code with the app open.
const legal = {
  privacy: lazyAntdPage(
    () => import('@/features/legal/pages/privacy-page').then((m) => m.PrivacyPage),
    ['legal'],
  ),
  terms: lazyAntdPage(() => import('@/features/legal/pages/terms-page').then((m) => m.TermsPage), ['legal']),
};

/** The pages built so far: path, the permission-map entry that guards it, the page. */
const PAGE_ROUTES: readonly { path: string; page: PageKey; element: ReactNode }[] = [
  {
    path: '/locations',
    page: 'locations',
    // Plain React, as a phone opens it: antd comes only with a desk's table.
    element: lazyPage(
      () => import('@/features/locations/pages/locations-page').then((m) => m.LocationsPage),
      ['locations'],
      () =>
        import('@/features/locations/api/get-locations').then((m) =>
          m.firstLocationsPath(window.location.search),
        ),
    ),
  },
  {
    path: '/readiness',
    page: 'readiness',
    // Plain React, as a phone opens it: antd comes only with a desk's table.
    element: lazyPage(
      () => import('@/features/readiness/pages/readiness-page').then((m) => m.ReadinessPage),
      ['readiness'],
      () =>
        import('@/features/readiness/api/get-readiness').then((m) =>
          m.firstReadinessPath(window.location.search),
        ),
    ),
  },
  {
    path: '/locations/new',
    page: 'createLocation',
    element: lazyAntdPage(
      () => import('@/features/locations/pages/create-location-page').then((m) => m.CreateLocationPage),
      ['locations', 'problems'],
    ),
  },
  {
    path: '/locations/:locationId',
    page: 'location',
    element: lazyAntdPage(
      () => import('@/features/locations/pages/location-page').then((m) => m.LocationPage),
      ['locations', 'calendar'],
    ),
  },
  {
    path: '/locations/:locationId/settings',
    page: 'locationSettings',
    element: lazyAntdPage(
      () => import('@/features/locations/pages/location-settings-page').then((m) => m.LocationSettingsPage),
      ['locations', 'files', 'problems'],
    ),
  },
  {
    path: '/locations/:locationId/rooms/:roomId',
    page: 'room',
    element: lazyAntdPage(
      () => import('@/features/rooms/pages/room-page').then((m) => m.RoomPage),
      ['rooms', 'files', 'problems'],
    ),
  },
  {
    path: '/locations/:locationId/rooms/:roomId/settings',
    page: 'roomSettings',
    element: lazyAntdPage(
      () => import('@/features/rooms/pages/room-settings-page').then((m) => m.RoomSettingsPage),
      ['rooms', 'checklists', 'files'],
    ),
  },
  {
    path: '/checklists',
    page: 'checklists',
    element: lazyAntdPage(
      () => import('@/features/checklists/pages/checklists-page').then((m) => m.ChecklistsPage),
      ['checklists'],
    ),
  },
  {
    path: '/subscription',
    page: 'subscription',
    element: lazyAntdPage(
      () => import('@/features/subscriptions/pages/subscription-page').then((m) => m.SubscriptionPage),
      ['subscriptions'],
    ),
  },
  {
    path: '/employees/import',
    page: 'importInvites',
    element: lazyAntdPage(
      () => import('@/features/employees/pages/import-invites-page').then((m) => m.ImportInvitesPage),
      ['imports', 'employees'],
    ),
  },
  {
    path: '/locations/import',
    page: 'importLocations',
    element: lazyAntdPage(
      () => import('@/features/locations/pages/import-locations-page').then((m) => m.ImportLocationsPage),
      ['imports', 'locations'],
    ),
  },
  {
    path: '/employees',
    page: 'employees',
    element: lazyAntdPage(
      () => import('@/features/employees/pages/employees-page').then((m) => m.EmployeesPage),
      ['employees'],
    ),
  },
  {
    path: '/teams',
    page: 'teams',
    element: lazyAntdPage(
      () => import('@/features/teams/pages/teams-page').then((m) => m.TeamsPage),
      ['teams'],
    ),
  },
  {
    path: '/integrations',
    page: 'integrations',
    element: lazyAntdPage(
      () => import('@/features/integrations/pages/integrations-page').then((m) => m.IntegrationsPage),
      ['integrations'],
    ),
  },
  { path: '/tasks', page: 'tasks', element: tasksHome },
  {
    path: '/tasks/all',
    page: 'tasks',
    element: lazyAntdPage(
      () => import('@/features/tasks/pages/tasks-page').then((m) => m.TasksPage),
      ['tasks'],
    ),
  },
  ...(['/tasks/new', '/tasks/:taskId/edit'] as const).map((path) => ({
    path,
    page: path === '/tasks/new' ? ('createTask' as const) : ('editTask' as const),
    element: lazyAntdPage(
      () => import('@/features/tasks/pages/task-editor-page').then((m) => m.TaskEditorPage),
      ['tasks'],
    ),
  })),
  {
    path: '/tasks/jobs/:occurrenceId',
    page: 'tasks',
    // Plain React, as a cleaner's phone opens it: antd comes only with a step's lazy part.
    element: lazyPage(
      () => import('@/features/jobs/pages/job-page').then((m) => m.JobPage),
      ['jobs', 'tasks', 'files', 'problems'],
      ({ occurrenceId }) =>
        occurrenceId
          ? import('@/features/jobs/api/get-occurrence').then((m) => m.occurrencePath(occurrenceId))
          : undefined,
    ),
  },
  {
    path: '/complaints',
    page: 'complaints',
    element: lazyAntdPage(
      () => import('@/features/complaints/pages/complaints-page').then((m) => m.ComplaintsPage),
      ['complaints', 'files'],
    ),
  },
  {
    path: '/problems',
    page: 'problems',
    // Plain React, as a phone opens it: antd comes only with a desk's table.
    element: lazyPage(
      () => import('@/features/problems/pages/problems-page').then((m) => m.ProblemsPage),
      ['problems', 'files'],
    ),
  },
  {
    path: '/problems/:problemId',
    page: 'problem',
    // Drawn in antd: the photos open in antd's viewer.
    element: lazyAntdPage(
      () => import('@/features/problems/pages/problem-page').then((m) => m.ProblemPage),
      ['problems', 'files'],
    ),
  },
  // A rental's bookings calendar and the week's turnovers; the feature lists its pages.
  ...BOOKINGS_ROUTES.map(({ path, page, load, namespaces }) => ({
    path,
    page,
    element: lazyAntdPage(load, namespaces),
  })),
  ...ADMIN_ROUTES,
  ...ANALYTICS_ROUTES.map((route) => ({ ...route, page: 'analytics' as const })),
];

preloadHome(window.location.pathname);
preloadPageOf(
  [
    ...PAGE_ROUTES,
    { path: '/tasks/mine', element: myWork },
    { path: '/privacy', element: legal.privacy },
    { path: '/terms', element: legal.terms },
  ],
  window.location.pathname,
);

export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        {PAGE_ROUTES.map(({ path, page, element }) => (
          <Route key={path} path={path} element={<Guarded page={page}>{element}</Guarded>} />
        ))}
        <Route
          path="/locations/:locationId/teams/:teamId/settings"
          element={
            <Guarded page="teamSettings">
              <NotAvailablePage />
            </Guarded>
          }
        />
        <Route
          path="/chats"
          element={
            <Guarded page="chats">
              <NotAvailablePage />
            </Guarded>
          }
        />
        <Route path="/tasks/mine" element={myWork} />
        <Route path="/login/*" element={<AfterLogin />} />
        <Route path="/privacy" element={legal.privacy} />
        <Route path="/terms" element={legal.terms} />
        <Route path="/notAvailable" element={<NotAvailablePage />} />
        <Route path="/notFound" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to="/notFound" replace />} />
      </Route>
      <Route path="/q/:token" element={<GuestPageLink />} />
      <Route path="/fix/:token" element={<ContractorPageLink />} />
    </Routes>
  );
}
