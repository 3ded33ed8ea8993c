import { ADMIN_DASHBOARD_RIGHTS, type TRight } from '@cleanops/contracts/rights';

/**
 * The one permission map (STYLE.md, ant-design-pro idiom): the side menu and the route guards both
 * read it, so an entry is never visible without its page opening, or the other way round.
 * The browser only hides what cannot be used; the server enforces (DECISIONS.md §4).
 */
export type Access = { all: readonly TRight[] } | { any: readonly TRight[] } | 'always';

export interface AccessSubject {
  rights: readonly TRight[];
  /** false for staff without a role: no product pages at all (SPEC.md §6). */
  menuEnabled: boolean;
}

export type PageKey =
  | 'dashboard'
  | 'locations'
  | 'readiness'
  | 'createLocation'
  | 'importLocations'
  | 'importInvites'
  | 'location'
  | 'locationSettings'
  | 'room'
  | 'roomSettings'
  | 'teamSettings'
  | 'checklists'
  | 'subscription'
  | 'tasks'
  | 'createTask'
  | 'editTask'
  | 'complaints'
  | 'problems'
  | 'problem'
  | 'employees'
  | 'analytics'
  | 'teams'
  | 'integrations'
  | 'chats'
  | 'adminDashboard'
  | 'testCredentials'
  | 'usersManagement'
  | 'logs'
  | 'activeCodes'
  | 'locationsManagement'
  | 'appVersions';

export const PAGE_ACCESS: Record<PageKey, Access> = {
  dashboard: { all: ['get_analytics'] },
  locations: { all: ['get_locations'] },
  readiness: { all: ['get_locations'] },
  createLocation: { all: ['create_location'] },
  importLocations: { all: ['create_location', 'create_room'] },
  importInvites: { all: ['create_invite'] },
  location: { all: ['get_locations'] },
  locationSettings: { all: ['update_location'] },
  room: { all: ['get_rooms'] },
  roomSettings: { all: ['update_room'] },
  teamSettings: { all: ['get_teams'] },
  checklists: { all: ['get_checklists'] },
  subscription: { all: ['get_subscription'] },
  tasks: { all: ['get_tasks'] },
  createTask: { all: ['create_task'] },
  editTask: { all: ['update_task'] },
  complaints: { all: ['get_analytics'] },
  problems: { all: ['manage_problems'] },
  // One problem: also for whoever reported it or was given it (the server answers only those).
  problem: { all: ['report_problem'] },
  employees: { all: ['get_employees'] },
  analytics: { all: ['get_analytics'] },
  teams: { all: ['get_teams'] },
  integrations: { all: ['manage_integrations'] },
  chats: 'always',
  adminDashboard: { any: ADMIN_DASHBOARD_RIGHTS },
  testCredentials: { all: ['get_test_credentials'] },
  usersManagement: { all: ['get_users'] },
  logs: { all: ['get_logs'] },
  activeCodes: { all: ['get_active_codes'] },
  locationsManagement: { all: ['get_admin_locations'] },
  appVersions: { all: ['manage_app_versions'] },
};

export function canOpen(page: PageKey, subject: AccessSubject): boolean {
  if (!subject.menuEnabled) return false;
  const access = PAGE_ACCESS[page];
  if (access === 'always') return true;
  if ('all' in access) return access.all.every((right) => subject.rights.includes(right));
  return access.any.some((right) => subject.rights.includes(right));
}

/** Side menu order (SPEC.md §2); logout is always shown after these. */
export const MENU_ENTRIES: readonly { page: PageKey; path: string }[] = [
  { page: 'dashboard', path: '/' },
  { page: 'locations', path: '/locations' },
  { page: 'readiness', path: '/readiness' },
  { page: 'tasks', path: '/tasks' },
  { page: 'complaints', path: '/complaints' },
  { page: 'problems', path: '/problems' },
  { page: 'employees', path: '/employees' },
  { page: 'teams', path: '/teams' },
  { page: 'analytics', path: '/analytics' },
  { page: 'integrations', path: '/integrations' },
  { page: 'chats', path: '/chats' },
  { page: 'adminDashboard', path: '/admin-dashboard' },
  { page: 'testCredentials', path: '/test-credentials' },
  { page: 'usersManagement', path: '/users-management' },
  { page: 'logs', path: '/logs' },
  { page: 'activeCodes', path: '/active-codes' },
  { page: 'locationsManagement', path: '/locations-management' },
  { page: 'appVersions', path: '/app-versions' },
];

export function visibleMenuEntries(subject: AccessSubject) {
  return MENU_ENTRIES.filter((entry) => canOpen(entry.page, subject));
}

/** Where / sends someone who may not see the dashboard: their first real page (chats is a placeholder). */
export function firstAllowedPath(subject: AccessSubject): string | null {
  return (
    visibleMenuEntries(subject).find((entry) => entry.page !== 'chats' && entry.path !== '/')?.path ?? null
  );
}
