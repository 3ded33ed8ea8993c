import { type TBookingCalendar, ZBookingCalendar } from '@cleanops/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { bookingKeys } from './bookings-keys';

/** Every booking overlapping the month (cancelled ones too), each with its turnover. */
export function getBookingCalendar(
  locationId: string,
  month: string,
  signal?: AbortSignal,
): Promise<TBookingCalendar> {
  return apiRequest(`/locations/${locationId}/bookings?${new URLSearchParams({ month })}`, {
    schema: import.meta.env.DEV ? ZBookingCalendar : undefined,
    signal,
  });
}

export const bookingCalendarQueryOptions = (locationId: string, month: string) =>
  queryOptions({
    queryKey: bookingKeys.calendar(locationId, month),
    queryFn: ({ signal }) => getBookingCalendar(locationId, month, signal),
    // Paging months keeps the last one on screen (dimmed) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
    refetchInterval: 5 * 60_000,
  });

export function useBookingCalendar(locationId: string, month: string) {
  return useQuery(bookingCalendarQueryOptions(locationId, month));
}
