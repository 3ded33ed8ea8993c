import type { FastifyInstance } from 'fastify';
import { syncDueFeeds } from '../modules/bookings/booking-sync.service';
import { markCheckedOutRentalsDirty } from '../modules/bookings/booking-turnovers';

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
  const runs = new Set<Promise<void>>();
  const guard = (name: string, job: () => Promise<number>) => {
    let running = false;
    return () => {
      if (running) return;
      running = true;
      const run = job()
        .then((changed) => {
          app.metrics.jobRan(name, 'ok');
          if (changed) app.log.info({ job: name, changed }, 'booking job done');
        })
        .catch((error) => {
          app.metrics.jobRan(name, 'failed');
          app.log.error({ err: error, job: name }, 'booking job failed');
        })
        .finally(() => {
          running = false;
          runs.delete(run);
        });
      runs.add(run);
    };
  };
  const syncFeeds = guard('sync booking feeds', () =>
    syncDueFeeds(db, app.config, new Date(), undefined, (feedId, error) =>
      app.log.error({ err: error, job: 'sync booking feeds', feedId }, 'booking feed read failed'),
    ),
  );
  const dirtyAtCheckout = guard('rentals dirty at checkout', () =>
    markCheckedOutRentalsDirty(db, new Date()),
  );
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    syncFeeds();
    dirtyAtCheckout();
    // unref: a pending run never keeps the process alive on its own.
    timers.push(setInterval(syncFeeds, FEED_CHECK_MS).unref());
    timers.push(setInterval(dirtyAtCheckout, app.config.WORK_JOBS_INTERVAL_SECONDS * 1000).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(runs);
  });
}
