import type { TResolvedRange } from '@cleanops/contracts';

/** What the figures are of: the range's days, and the location, room or person when a page is one. */
export interface FigureScope {
  range: Pick<TResolvedRange, 'from' | 'to'>;
  locationId?: string;
  roomId?: string;
  employeeId?: string;
}

/**
 * Where a count leads: the jobs or complaints it counts, in the lists' own filters (their addresses).
 * Rates and means count nothing one could list, so they lead nowhere.
 */
export function figureLink(key: string, scope: FigureScope): string | null {
  const { from, to } = scope.range;
  const search = new URLSearchParams({ from, to });
  if (scope.locationId) search.set('locationId', scope.locationId);
  if (key === 'complaints') {
    if (scope.employeeId) return null;
    if (scope.roomId) search.set('roomId', scope.roomId);
    return `/complaints?${search}`;
  }
  const state = { planned: null, done: 'completed', missed: 'overdue' }[key];
  if (state === undefined) return null;
  if (scope.roomId) search.set('rooms', scope.roomId);
  if (scope.employeeId) search.set('employees', scope.employeeId);
  if (state) search.set('state', state);
  return `/tasks/all?${search}`;
}
