import type { FastifyInstance } from 'fastify';
import { sendSubscriptionEndingNotices } from '../modules/subscriptions/subscription-notices';
import { scheduleEvery } from './every';

/**
 * The owners' "subscription ends in 7 days / 1 day" notices (DECISIONS.md §11), looked for at start
 * and then every WORK_JOBS_INTERVAL_SECONDS. Every process runs it; the periods' row locks and the
 * notice each period remembers keep a notice from going twice. Closing the app waits for a run.
 */
export function scheduleSubscriptionReminders(app: FastifyInstance): void {
  scheduleEvery(app, {
    name: 'subscription reminders',
    everyMs: app.config.WORK_JOBS_INTERVAL_SECONDS * 1000,
    run: () => sendSubscriptionEndingNotices(app.database.db, new Date()),
    report: (sent, done) => sent && done({ sent }),
  });
}
