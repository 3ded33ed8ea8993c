import type { TBooking } from '@cleanops/contracts';
import type { Tx } from '../../db/client';
import { emitWebhooks } from '../webhooks/emit';
import { toBookingView } from './booking-view';
import { BookingsRepository } from './bookings.repository';

/**
 * Tells the endpoints listening to booking.changed about these bookings (made, changed or cancelled,
 * by hand or by a feed), in the caller's transaction and after its turnovers were planned, so each
 * carries its turnover as the change leaves it.
 */
export function emitBookingWebhooks(tx: Tx, workspaceId: string, ids: string[]): Promise<number> {
  return emitWebhooks(
    tx,
    'booking.changed',
    ids.map((id) => ({ workspaceId, id })),
    async (wanted) => {
      const repo = new BookingsRepository(tx);
      const overlaps = await repo.overlapsOf(wanted);
      const views = new Map<string, TBooking>();
      for (const id of wanted) {
        const booking = await repo.booking(workspaceId, id);
        const location = booking && (await repo.location(workspaceId, booking.locationId));
        if (!booking || !location) continue;
        const stays = await repo.activeStaysFrom([location.id], booking.checkOut);
        views.set(id, toBookingView(booking, stays, location, overlaps));
      }
      return views;
    },
  );
}
