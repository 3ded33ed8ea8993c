import type { ApiError } from '@/shared/api/api-error';

/** Every analytics read under one key, so finishing work elsewhere can refresh all of them at once. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  overview: (query: object) => ['analytics', 'overview', query] as const,
  locations: (query: object) => ['analytics', 'locations', query] as const,
  location: (id: string, query: object) => ['analytics', 'location', id, query] as const,
  room: (locationId: string, roomId: string, query: object) =>
    ['analytics', 'room', locationId, roomId, query] as const,
  employees: (query: object) => ['analytics', 'employees', query] as const,
  employee: (id: string, query: object) => ['analytics', 'employee', id, query] as const,
};

/**
 * Every analytics read asks the server when its page opens, even with figures saved from an earlier
 * visit (the app's cache outlives a reload): those show meanwhile, marked as saved (FiguresTime).
 */
export const ASK_ON_OPEN = { staleTime: 0, refetchOnMount: 'always' } as const;

/** A range or query as the address of the call; empty values are left out. */
export function toQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The drill-down pages show their own "not found" (a foreign id is a 404, DECISIONS.md §2): no toast. */
export const quietWhenMissing = (error: ApiError) => error.status === 404;
