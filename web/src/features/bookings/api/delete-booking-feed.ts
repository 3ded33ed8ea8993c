import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { invalidateBookings } from './bookings-keys';

/** Its bookings go with it, and their turnovers nobody has started are cancelled. */
export function deleteBookingFeed(id: string): Promise<void> {
  return apiRequest(`/booking-feeds/${id}`, { method: 'DELETE' });
}

export function useDeleteBookingFeed() {
  return useMutation({ mutationFn: deleteBookingFeed, onSuccess: invalidateBookings });
}
