import { type TBookingFeed, type TUpdateBookingFeedRequest, ZBookingFeed } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { invalidateBookings } from './bookings-keys';

/** A new name, or a new address (which replaces the secret and is fetched at once). */
export function updateBookingFeed(id: string, body: TUpdateBookingFeedRequest): Promise<TBookingFeed> {
  return apiRequest(`/booking-feeds/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZBookingFeed : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateBookingFeed() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateBookingFeedRequest }) =>
      updateBookingFeed(id, body),
    onSuccess: invalidateBookings,
  });
}
