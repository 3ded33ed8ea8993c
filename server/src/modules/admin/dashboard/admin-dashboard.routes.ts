import { ZAdminDashboard, ZAdminDashboardQuery, ZApiError } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboard } from './admin-dashboard.service';

/** SPEC.md §2 /admin-dashboard (shown with any of the admin rights; the counts need get_users). */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary:
          'Users, workspaces, subscriptions, waiting renewals, and codes and notification copies today',
        querystring: ZAdminDashboardQuery,
        response: { 200: ZAdminDashboard, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'get_users' },
    },
    async (request) => adminDashboard(app.database.db, request.query.timezone),
  );
};

export default adminDashboardRoutes;
