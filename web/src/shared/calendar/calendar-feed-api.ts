import {
  type TCalendarFeedLink,
  type TCalendarFeedStatus,
  ZCalendarFeedLink,
  ZCalendarFeedStatus,
} from '@cleanops/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { queryClient } from '@/shared/api/query-client';

/**
 * A calendar address: the signed-in person's own jobs (`/profile/calendar-feed`) or a location's
 * (`/locations/{id}/calendar-feed`). The server keeps only the token's hash, so it tells whether an
 * address exists and since when; the address itself comes once, from making a new one.
 */
export type CalendarFeedPath = '/profile/calendar-feed' | `/locations/${string}/calendar-feed`;

const keyOf = (path: CalendarFeedPath) => ['calendar-feed', path] as const;

export function getCalendarFeed(path: CalendarFeedPath, signal?: AbortSignal): Promise<TCalendarFeedStatus> {
  return apiRequest(path, {
    schema: import.meta.env.DEV ? ZCalendarFeedStatus : undefined,
    signal,
    // The card shows a failed read itself, with a retry.
    quiet: () => true,
  });
}

export const calendarFeedQueryOptions = (path: CalendarFeedPath) =>
  queryOptions({ queryKey: keyOf(path), queryFn: ({ signal }) => getCalendarFeed(path, signal) });

export function useCalendarFeed(path: CalendarFeedPath) {
  return useQuery(calendarFeedQueryOptions(path));
}

export function renewCalendarFeed(path: CalendarFeedPath): Promise<TCalendarFeedLink> {
  return apiRequest(path, {
    method: 'POST',
    schema: import.meta.env.DEV ? ZCalendarFeedLink : undefined,
  });
}

/** Makes a new address; the one before it stops working on the server at once. */
export function useRenewCalendarFeed(path: CalendarFeedPath) {
  return useMutation({
    mutationFn: () => renewCalendarFeed(path),
    onSuccess: (link) =>
      queryClient.setQueryData<TCalendarFeedStatus>(keyOf(path), { active: true, createdAt: link.createdAt }),
  });
}
