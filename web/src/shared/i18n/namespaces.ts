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
] as const;
