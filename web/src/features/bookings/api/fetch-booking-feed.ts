import { type TFetchBookingFeedResponse, ZFetchBookingFeedResponse } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { invalidateBookings } from './bookings-keys';

/** "Fetch now": a failed fetch is still a 200, with the feed's error in `feed.lastStatus`. */
export function fetchBookingFeed(id: string): Promise<TFetchBookingFeedResponse> {
  return apiRequest(`/booking-feeds/${id}/fetch`, {
    method: 'POST',
    schema: import.meta.env.DEV ? ZFetchBookingFeedResponse : undefined,
  });
}

export function useFetchBookingFeed() {
  return useMutation({ mutationFn: fetchBookingFeed, onSuccess: invalidateBookings });
}
