/**
 * The rights catalogue (DECISIONS.md §4): the one source for the server's checks, GET /profile's
 * `rights` and the web app's menu and guards.
 */
export const USER_TYPES = ['super', 'owner', 'staff'] as const;
export type TUserType = (typeof USER_TYPES)[number];
export const STAFF_ROLES = ['admin', 'manager', 'cleaner'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_LEVELS = ['regular', 'head'] as const;
export type TStaffLevel = (typeof STAFF_LEVELS)[number];

const READ = [
  'get_locations',
  'get_rooms',
  'get_teams',
  'get_tasks',
  'get_invites',
  'get_checklists',
] as const;
const OWNER_ONLY = ['create_location', 'delete_location', 'get_subscription', 'create_subscription'] as const;
const LOCATION_SETTINGS = [
  'update_location',
  'get_notification_settings',
  'update_notification_settings',
  'get_client_instructions',
  'update_client_instructions',
] as const;
const ROOMS = ['create_room', 'update_room', 'delete_room'] as const;
const ANALYTICS = ['get_analytics'] as const;
const TEAMS = ['create_team', 'update_team', 'delete_team'] as const;
const CHECKLISTS = ['create_checklist', 'update_checklist', 'delete_checklist'] as const;
const TASKS = ['create_task', 'update_task', 'delete_task', 'complete_task', 'read_regular_column'] as const;
const INVITES = ['create_invite', 'delete_invite'] as const;
/**
 * DECISIONS.md §13: every working member reports a problem (where they work: the service checks the
 * location); managing them is for those who may change the location.
 */
const PROBLEM_REPORTS = ['report_problem'] as const;
const PROBLEM_MANAGEMENT = ['manage_problems'] as const;
const INVITE_DECISIONS = ['accept_invite', 'reject_invite'] as const;
const EMPLOYEES = ['get_employees', 'invite_employees'] as const;
const EMPLOYEE_ADMIN = ['update_employee', 'delete_employee'] as const;
/** API keys for the workspace's integrations: the owner and admins (not managers) hand them out. */
const INTEGRATIONS = ['manage_integrations'] as const;
const SUPER = [
  'get_test_credentials',
  'create_test_credentials',
  'delete_test_credentials',
  'get_logs',
  'get_active_codes',
  'get_users',
  'create_users',
  'update_users',
  'delete_users',
  'get_admin_locations',
  'remove_overdue_tasks',
  'create_custom_subscription',
  'attach_to_owner_users',
  'manage_app_versions',
] as const;

export const RIGHTS = [
  ...READ,
  ...OWNER_ONLY,
  ...LOCATION_SETTINGS,
  ...ROOMS,
  ...ANALYTICS,
  ...TEAMS,
  ...CHECKLISTS,
  ...TASKS,
  ...INVITES,
  ...INVITE_DECISIONS,
  ...EMPLOYEES,
  ...EMPLOYEE_ADMIN,
  ...INTEGRATIONS,
  ...PROBLEM_REPORTS,
  ...PROBLEM_MANAGEMENT,
  ...SUPER,
] as const;
export type TRight = (typeof RIGHTS)[number];

const MANAGER: readonly TRight[] = [
  ...READ,
  ...LOCATION_SETTINGS,
  ...ROOMS,
  ...ANALYTICS,
  ...TEAMS,
  ...CHECKLISTS,
  ...TASKS,
  ...INVITES,
  ...EMPLOYEES,
  ...PROBLEM_REPORTS,
  ...PROBLEM_MANAGEMENT,
];
const ADMIN: readonly TRight[] = [...MANAGER, ...INVITE_DECISIONS, ...INTEGRATIONS];
const OWNER: readonly TRight[] = RIGHTS.filter((r) => !(SUPER as readonly string[]).includes(r));

export interface RightsSubject {
  type: TUserType;
  role: TStaffRole | null;
  level: TStaffLevel;
}

/** Rights of a user by account type, staff role and level (DECISIONS.md §4 table). */
export function rightsFor(user: RightsSubject): TRight[] {
  switch (user.type) {
    case 'super':
      return [...SUPER];
    case 'owner':
      return [...OWNER];
    case 'staff':
      switch (user.role) {
        case 'admin':
          return [...ADMIN];
        case 'manager':
          return [...MANAGER];
        case 'cleaner':
          return user.level === 'head'
            ? [...READ, ...TASKS, ...PROBLEM_REPORTS]
            : [...READ, ...PROBLEM_REPORTS];
        default:
          return [...READ];
      }
  }
}

/**
 * DECISIONS.md §5: staff who accepted an invite await a team until someone else with accept_invite
 * adds them to one, and their role gives them nothing until then: they count as staff without a role.
 * `inTeam` is whether they work in a team of their workspace; it does not matter for others.
 */
export function approvedSubject(user: RightsSubject, inTeam: boolean): RightsSubject {
  const { type, role, level } = user;
  return { type, role: type === 'staff' && !inTeam ? null : role, level };
}

/** SPEC.md §6: the menu's rights check returns false for staff without a role. */
export function menuRightsEnabled(user: RightsSubject): boolean {
  return !(user.type === 'staff' && user.role === null);
}

/** Rights that open the admin dashboard entry (SPEC.md §2). */
export const ADMIN_DASHBOARD_RIGHTS: readonly TRight[] = [
  'get_test_credentials',
  'get_logs',
  'get_active_codes',
  'get_users',
];

/**
 * Rights an API key may never hold, whoever creates it: a key that hands out keys would outlive
 * the revocation of its parent (decision 0049).
 */
export const API_KEY_EXCLUDED_RIGHTS: readonly TRight[] = ['manage_integrations'];

/** Rights a user may put on an API key they create: theirs, minus what no key holds. */
export function apiKeyGrantableRights(rights: Iterable<TRight>): TRight[] {
  return [...rights].filter((r) => !API_KEY_EXCLUDED_RIGHTS.includes(r));
}
