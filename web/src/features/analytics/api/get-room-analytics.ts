import { type TAnalyticsRangeQuery, type TRoomAnalytics, ZRoomAnalytics, ZUuid } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { ASK_ON_OPEN, analyticsKeys, quietWhenMissing, toQueryString } from './analytics-keys';

export function getRoomAnalytics(
  locationId: string,
  roomId: string,
  query: TAnalyticsRangeQuery,
  signal?: AbortSignal,
): Promise<TRoomAnalytics> {
  return apiRequest(`/analytics/locations/${locationId}/rooms/${roomId}?${toQueryString(query)}`, {
    schema: import.meta.env.DEV ? ZRoomAnalytics : undefined,
    signal,
    quiet: quietWhenMissing,
  });
}

export const roomAnalyticsQueryOptions = (locationId: string, roomId: string, query: TAnalyticsRangeQuery) =>
  queryOptions({
    ...ASK_ON_OPEN,
    queryKey: analyticsKeys.room(locationId, roomId, query),
    queryFn: ({ signal }) => getRoomAnalytics(locationId, roomId, query, signal),
    enabled: ZUuid.safeParse(locationId).success && ZUuid.safeParse(roomId).success,
    placeholderData: keepPreviousData,
  });

export function useRoomAnalytics(locationId: string, roomId: string, query: TAnalyticsRangeQuery) {
  return useQuery(roomAnalyticsQueryOptions(locationId, roomId, query));
}
