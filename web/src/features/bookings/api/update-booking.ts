import { type TBooking, type TUpdateManualBookingRequest, ZBooking } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { invalidateBookings } from './bookings-keys';

/** Manual bookings only: one read from a feed is changed in its own calendar (409 here). */
export function updateBooking(id: string, body: TUpdateManualBookingRequest): Promise<TBooking> {
  return apiRequest(`/bookings/${id}`, {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZBooking : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useUpdateBooking() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateManualBookingRequest }) => updateBooking(id, body),
    onSuccess: invalidateBookings,
  });
}
