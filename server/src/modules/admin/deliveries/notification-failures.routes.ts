import { ZApiError, ZNotificationFailuresQuery, ZNotificationFailuresResponse } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationFailures } from './notification-failures.service';

/** GET /admin/notification-failures: failed notification copies, read like the log (right get_logs). */
const notificationFailuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/notification-failures',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Notification copies the provider never took after every retry, newest first',
        querystring: ZNotificationFailuresQuery,
        response: { 200: ZNotificationFailuresResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'get_logs' },
    },
    async (request) => notificationFailures(app.database.db, request.query),
  );
};

export default notificationFailuresRoutes;
