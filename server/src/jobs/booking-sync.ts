import type { FastifyInstance } from 'fastify';
import { syncDueFeeds } from '../modules/bookings/booking-sync.service';
import { markCheckedOutRentalsDirty } from '../modules/bookings/booking-turnovers';
import { scheduleEvery } from './every';

/** How often the feeds due for a read are looked for; each feed is read every BOOKING_SYNC_MINUTES. */
const FEED_CHECK_MS = 60_000;

/**
 * Bookings' background work in this process: calendar feeds read again every
 * BOOKING_SYNC_MINUTES, and rentals turning dirty at a stay's checkout time, checked as often as the
 * work jobs run. Every process runs them (DECISIONS.md §1): the location's row lock makes a second
 * sync of the same feed change nothing, and the checkout step skips locked rentals. Failures are
 * logged; closing the app waits for a run under way.
 */
export function scheduleBookingSync(app: FastifyInstance): void {
  const db = app.database.db;
  scheduleEvery(app, {
    name: 'sync booking feeds',
    everyMs: FEED_CHECK_MS,
    run: () =>
      syncDueFeeds(db, app.config, new Date(), undefined, (feedId, error) =>
        app.log.error({ err: error, job: 'sync booking feeds', feedId }, 'booking feed read failed'),
      ),
    report: (changed, done) => changed && done({ changed }),
  });
  scheduleEvery(app, {
    name: 'rentals dirty at checkout',
    everyMs: app.config.WORK_JOBS_INTERVAL_SECONDS * 1000,
    run: () => markCheckedOutRentalsDirty(db, new Date()),
    report: (changed, done) => changed && done({ changed }),
  });
}
