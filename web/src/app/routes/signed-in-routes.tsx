import { Navigate, Route, Routes } from 'react-router';
import { PrivacyPage } from '@/features/legal/pages/privacy-page';
import { TermsPage } from '@/features/legal/pages/terms-page';
import { AppLayout } from '../layouts/app-layout';
import { NotAvailablePage, NotFoundPage, UnderConstructionPage } from '../pages/status-pages';
import type { PageKey } from '../permissions';
import { AfterLogin } from './after-login';
import { Guarded } from './guarded';
import { HomeRoute } from './home-route';

/** Pages later issues fill in: path, the permission-map entry that guards it, the section name. */
const PLACEHOLDER_ROUTES: readonly { path: string; page: PageKey; section: string }[] = [
  { path: '/locations', page: 'locations', section: 'locations' },
  { path: '/locations/:locationId', page: 'location', section: 'location' },
  { path: '/locations/:locationId/settings', page: 'locationSettings', section: 'locationSettings' },
  { path: '/locations/:locationId/rooms/:roomId', page: 'room', section: 'room' },
  { path: '/locations/:locationId/rooms/:roomId/settings', page: 'roomSettings', section: 'roomSettings' },
  { path: '/teams', page: 'teams', section: 'teams' },
  { path: '/tasks', page: 'tasks', section: 'tasks' },
  { path: '/employees', page: 'employees', section: 'employees' },
  { path: '/analytics', page: 'analytics', section: 'analytics' },
  { path: '/analytics/locations', page: 'analytics', section: 'analyticsLocations' },
  { path: '/analytics/locations/:locationId', page: 'analytics', section: 'analyticsLocation' },
  { path: '/analytics/locations/:locationId/rooms/:roomId', page: 'analytics', section: 'analyticsRoom' },
  { path: '/analytics/employees', page: 'analytics', section: 'analyticsEmployees' },
  { path: '/analytics/employees/:employeeId', page: 'analytics', section: 'analyticsEmployee' },
  { path: '/admin-dashboard', page: 'adminDashboard', section: 'adminDashboard' },
  { path: '/test-credentials', page: 'testCredentials', section: 'testCredentials' },
  { path: '/users-management', page: 'usersManagement', section: 'usersManagement' },
  { path: '/locations-management', page: 'locationsManagement', section: 'locationsManagement' },
  { path: '/logs', page: 'logs', section: 'logs' },
  { path: '/active-codes', page: 'activeCodes', section: 'activeCodes' },
];

export function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeRoute />} />
        {PLACEHOLDER_ROUTES.map(({ path, page, section }) => (
          <Route
            key={path}
            path={path}
            element={
              <Guarded page={page}>
                <UnderConstructionPage section={section} />
              </Guarded>
            }
          />
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
        <Route path="/login/*" element={<AfterLogin />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/notAvailable" element={<NotAvailablePage />} />
        <Route path="/notFound" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to="/notFound" replace />} />
      </Route>
    </Routes>
  );
}
