import { type TBooking, type TCreateManualBookingRequest, ZBooking } from '@cleanops/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, quietWhenFieldErrors } from '@/shared/api/client';
import { invalidateBookings } from './bookings-keys';

/** A stay or blocked dates entered by hand; a stay gets its turnover like one read from a feed. */
export function createBooking(locationId: string, body: TCreateManualBookingRequest): Promise<TBooking> {
  return apiRequest(`/locations/${locationId}/bookings`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZBooking : undefined,
    quiet: quietWhenFieldErrors,
  });
}

export function useCreateBooking(locationId: string) {
  return useMutation({
    mutationFn: (body: TCreateManualBookingRequest) => createBooking(locationId, body),
    onSuccess: invalidateBookings,
  });
}
