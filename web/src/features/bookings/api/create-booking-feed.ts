import { type TBookingFeed, type TCreateBookingFeedRequest, ZBookingFeed } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { invalidateBookings } from './bookings-keys';

/** Saved, then fetched once right away: the reply already says whether the calendar could be read. */
export function createBookingFeed(
  locationId: string,
  body: TCreateBookingFeedRequest,
): Promise<TBookingFeed> {
  return apiRequest(`/locations/${locationId}/booking-feeds`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZBookingFeed : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateBookingFeed(locationId: string) {
  return useMutation({
    mutationFn: (body: TCreateBookingFeedRequest) => createBookingFeed(locationId, body),
    onSuccess: invalidateBookings,
  });
}
