/** Translation namespaces, one file each in public/locales/<lng>/<ns>.json. */
export const NAMESPACES = [
  'common',
  'auth',
  'layout',
  'profile',
  'pages',
  'legal',
  'errors',
  'validation',
  'locations',
  'rooms',
  'checklists',
  'files',
  'subscriptions',
  'guest',
  'employees',
  'teams',
  'tasks',
  'jobs',
  'complaints',
  'notifications',
  'admin',
  'dashboard',
  'analytics',
  'bookings',
  'readiness',
  'problems',
  'calendar',
  'integrations',
  'imports',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * Loaded before the first paint, and preloaded by index.html's first script (src/preload-texts.ts) in
 * parallel with the JavaScript: texts any screen may show (buttons, the error page, API errors, form rules).
 * Every other namespace comes with the page that uses it (app/routes/lazy-page.tsx).
 */
export const INITIAL_NAMESPACES = ['common', 'errors', 'validation'] as const satisfies readonly Namespace[];

/**
 * Fetched with each route tree's code (app/router.tsx): the texts of its frame (header, menu, bells,
 * status pages; the sign-in frame and steps). Each page adds its own (app/routes/lazy-page.tsx).
 */
export const FRAME_NAMESPACES = {
  signedIn: ['layout', 'pages', 'notifications', 'subscriptions'],
  signedOut: ['auth', 'layout', 'pages'],
} as const satisfies Record<string, readonly Namespace[]>;
