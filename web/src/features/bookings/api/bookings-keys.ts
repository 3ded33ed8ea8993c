import { queryClient } from '@/shared/api/query-client';
import { queryKeys } from '@/shared/api/query-keys';

/** Query keys of the bookings screens; everything sits under `bookings`, so one call refreshes it all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  feeds: (locationId: string) => ['bookings', 'feeds', locationId] as const,
  calendar: (locationId: string, month: string) => ['bookings', 'calendar', locationId, month] as const,
  turnoversWeek: (from: string | null) => ['bookings', 'turnovers-week', from] as const,
};

/**
 * A booking or a feed changed: the calendars, the feeds' counts and the week's turnovers may all have
 * moved, and with them the turnover jobs in every job list (My work, the task pages).
 */
export function invalidateBookings(): void {
  void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.occurrences });
}
