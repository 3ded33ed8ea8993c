/** Query keys of the admin screens: a write refreshes every list under its area (and the dashboard). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  users: ['admin', 'users'] as const,
  userList: (query: object) => ['admin', 'users', 'list', query] as const,
  deletion: (id: string) => ['admin', 'users', 'deletion', id] as const,
  workspaces: ['admin', 'workspaces'] as const,
  workspace: (id: string) => ['admin', 'workspaces', id] as const,
  renewals: ['admin', 'renewals'] as const,
  renewalList: (query: object) => ['admin', 'renewals', query] as const,
  locations: (query: object) => ['admin', 'locations', query] as const,
  logs: (query: object) => ['admin', 'logs', query] as const,
  codes: (query: object) => ['admin', 'codes', query] as const,
  notificationFailures: (query: object) => ['admin', 'notification-failures', query] as const,
  credentials: ['admin', 'credentials'] as const,
  credentialList: (query: object) => ['admin', 'credentials', query] as const,
  versions: ['admin', 'versions'] as const,
  versionList: (query: object) => ['admin', 'versions', query] as const,
};

/** A query string from a contract's query object: empty and undefined values are left out. */
export function toSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
