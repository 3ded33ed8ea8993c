import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';
import { invalidateBookings } from './bookings-keys';

/** Manual bookings only; its turnover nobody has started is cancelled with it. */
export function deleteBooking(id: string): Promise<void> {
  return apiRequest(`/bookings/${id}`, { method: 'DELETE' });
}

export function useDeleteBooking() {
  return useMutation({ mutationFn: deleteBooking, onSuccess: invalidateBookings });
}
