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
      // A feed read changes bookings of one rental: a fixed number of queries for any number of them.
      const repo = new BookingsRepository(tx);
      const [rows, overlaps] = await Promise.all([
        repo.bookingsByIds(workspaceId, wanted),
        repo.overlapsOf(wanted),
      ]);
      const views = new Map<string, TBooking>();
      for (const locationId of new Set(rows.map((b) => b.locationId))) {
        const location = await repo.location(workspaceId, locationId);
        if (!location) continue;
        const here = rows.filter((b) => b.locationId === locationId);
        const earliest = here.reduce((min, b) => (b.checkOut < min ? b.checkOut : min), here[0]!.checkOut);
        const stays = await repo.activeStaysFrom([locationId], earliest);
        for (const booking of here) views.set(booking.id, toBookingView(booking, stays, location, overlaps));
      }
      return views;
    },
  );
}
