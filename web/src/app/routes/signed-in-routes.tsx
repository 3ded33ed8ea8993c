import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ANALYTICS_ROUTES } from '@/features/analytics/analytics-routes';
import { ChecklistsPage } from '@/features/checklists/pages/checklists-page';
import { ComplaintsPage } from '@/features/complaints/pages/complaints-page';
import { EmployeesPage } from '@/features/employees/pages/employees-page';
import { GuestRoomPage } from '@/features/guest/pages/guest-room-page';
import { JobPage } from '@/features/jobs/pages/job-page';
import { PrivacyPage } from '@/features/legal/pages/privacy-page';
import { TermsPage } from '@/features/legal/pages/terms-page';
import { CreateLocationPage } from '@/features/locations/pages/create-location-page';
import { LocationPage } from '@/features/locations/pages/location-page';
import { LocationSettingsPage } from '@/features/locations/pages/location-settings-page';
import { LocationsPage } from '@/features/locations/pages/locations-page';
import { RoomPage } from '@/features/rooms/pages/room-page';
import { RoomSettingsPage } from '@/features/rooms/pages/room-settings-page';
import { SubscriptionPage } from '@/features/subscriptions/pages/subscription-page';
import { TaskEditorPage } from '@/features/tasks/pages/task-editor-page';
import { TasksPage } from '@/features/tasks/pages/tasks-page';
import { TeamsPage } from '@/features/teams/pages/teams-page';
import { AppLayout } from '../layouts/app-layout';
import { NotAvailablePage, NotFoundPage } from '../pages/status-pages';
import type { PageKey } from '../permissions';
import { ADMIN_ROUTES } from './admin-routes';
import { AfterLogin } from './after-login';
import { Guarded } from './guarded';
import { HomeRoute } from './home-route';
import { MyWorkRoute } from './my-work-route';
import { TasksHome } from './tasks-home';

/** The pages built so far: path, the permission-map entry that guards it, the page. */
const PAGE_ROUTES: readonly { path: string; page: PageKey; element: ReactNode }[] = [
  { path: '/locations', page: 'locations', element: <LocationsPage /> },
  { path: '/locations/new', page: 'createLocation', element: <CreateLocationPage /> },
  { path: '/locations/:locationId', page: 'location', element: <LocationPage /> },
  { path: '/locations/:locationId/settings', page: 'locationSettings', element: <LocationSettingsPage /> },
  { path: '/locations/:locationId/rooms/:roomId', page: 'room', element: <RoomPage /> },
  {
    path: '/locations/:locationId/rooms/:roomId/settings',
    page: 'roomSettings',
    element: <RoomSettingsPage />,
  },
  { path: '/checklists', page: 'checklists', element: <ChecklistsPage /> },
  { path: '/subscription', page: 'subscription', element: <SubscriptionPage /> },
  { path: '/employees', page: 'employees', element: <EmployeesPage /> },
  { path: '/teams', page: 'teams', element: <TeamsPage /> },
  { path: '/tasks', page: 'tasks', element: <TasksHome /> },
  { path: '/tasks/all', page: 'tasks', element: <TasksPage /> },
  { path: '/tasks/new', page: 'createTask', element: <TaskEditorPage /> },
  { path: '/tasks/:taskId/edit', page: 'editTask', element: <TaskEditorPage /> },
  { path: '/tasks/jobs/:occurrenceId', page: 'tasks', element: <JobPage /> },
  { path: '/complaints', page: 'complaints', element: <ComplaintsPage /> },
  ...ADMIN_ROUTES,
  ...ANALYTICS_ROUTES.map((route) => ({ ...route, page: 'analytics' as const })),
];

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
        <Route path="/tasks/mine" element={<MyWorkRoute />} />
        <Route path="/login/*" element={<AfterLogin />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/notAvailable" element={<NotAvailablePage />} />
        <Route path="/notFound" element={<NotFoundPage />} />
        <Route path="*" element={<Navigate to="/notFound" replace />} />
      </Route>
      <Route path="/q/:token" element={<GuestRoomPage />} />
    </Routes>
  );
}
