import { ZApiError, ZDashboard } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentWorkspaceId } from '../../plugins/workspace';
import { DashboardService } from './dashboard.service';

/** GET /dashboard: the `/` page of those with get_analytics. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new DashboardService(app.database.db);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['analytics'],
        security: [{ bearer: [] }],
        summary:
          "What needs attention now: dirty rentals, today's jobs by state (emergency first), complaints not converted, who is clocked in, who is unavailable, the subscription's days left, and the first-run checklist",
        response: { 200: ZDashboard, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
      config: { access: 'get_analytics' },
    },
    async (request) => service.get(currentWorkspaceId(request)),
  );
};

export default dashboardRoutes;
