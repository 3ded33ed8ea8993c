import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleBookingSync } from '../jobs/booking-sync';
import { scheduleCheckInWarnings } from '../jobs/check-in-warnings';
import { scheduleNotificationDelivery } from '../jobs/notification-delivery';
import { schedulePgliteUpkeep } from '../jobs/pglite-upkeep';
import { scheduleSubscriptionReminders } from '../jobs/subscription-reminders';
import { scheduleIdempotencyKeySweep } from '../jobs/sweep-idempotency-keys';
import { scheduleOrphanFileSweep } from '../jobs/sweep-orphan-files';
import { scheduleWebhookDelivery } from '../jobs/webhook-delivery';
import { scheduleWeeklySummary } from '../jobs/weekly-summary';
import { scheduleWorkJobs } from '../jobs/work-jobs';

/**
 * Scheduled background work of this process. Not under NODE_ENV=test: tests (and the OpenAPI
 * writer, which builds the app in test mode) call the jobs' functions directly when they need them.
 */
export default fp(async function jobs(app: FastifyInstance) {
  if (app.config.NODE_ENV === 'test') return;
  scheduleOrphanFileSweep(app);
  scheduleWorkJobs(app);
  scheduleNotificationDelivery(app);
  scheduleWeeklySummary(app);
  scheduleSubscriptionReminders(app);
  scheduleIdempotencyKeySweep(app);
  scheduleBookingSync(app);
  scheduleCheckInWarnings(app);
  schedulePgliteUpkeep(app);
  scheduleWebhookDelivery(app);
});
