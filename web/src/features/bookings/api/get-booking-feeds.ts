import { type TBookingFeedList, ZBookingFeedList } from '@cleanops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { bookingKeys } from './bookings-keys';

export function getBookingFeeds(locationId: string, signal?: AbortSignal): Promise<TBookingFeedList> {
  return apiRequest(`/locations/${locationId}/booking-feeds`, {
    schema: import.meta.env.DEV ? ZBookingFeedList : undefined,
    signal,
  });
}

export const bookingFeedsQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: bookingKeys.feeds(locationId),
    queryFn: ({ signal }) => getBookingFeeds(locationId, signal),
    // The server fetches feeds on its own schedule: an open page shows the newest result within a minute.
    refetchInterval: 60_000,
  });

export function useBookingFeeds(locationId: string) {
  return useQuery(bookingFeedsQueryOptions(locationId));
}
