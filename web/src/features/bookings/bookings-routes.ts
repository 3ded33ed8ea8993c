import type { ComponentType } from 'react';
import type { Namespace } from '@/shared/i18n/i18n';

/**
 * The bookings pages for the app's router: each loaded only when first opened, with the
 * translation namespaces it uses. The app wraps `load` in its lazy-page frame and guards each path
 * with the named page of its permission map: a rental's calendar as the location page it belongs to
 * (get_locations), the week's turnovers as the work pages (get_tasks, which the API asks too).
 */
export const BOOKINGS_ROUTES = [
  {
    path: '/locations/:locationId/bookings',
    page: 'location',
    load: (): Promise<ComponentType> =>
      import('./pages/location-bookings-page').then((m) => m.LocationBookingsPage),
    namespaces: ['bookings'],
  },
  {
    path: '/bookings/turnovers',
    page: 'tasks',
    load: (): Promise<ComponentType> =>
      import('./pages/turnovers-week-page').then((m) => m.TurnoversWeekPage),
    namespaces: ['bookings'],
  },
] as const satisfies readonly {
  path: string;
  page: string;
  load: () => Promise<ComponentType>;
  namespaces: readonly Namespace[];
}[];
