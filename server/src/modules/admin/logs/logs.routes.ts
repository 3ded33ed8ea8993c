import { ZAdminLogsQuery, ZAdminLogsResponse, ZApiError } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminLogsService } from './logs.service';

const TAGS = ['admin'];
const security = [{ bearer: [] }];

/** GET /admin/logs: the audit log of SPEC.md §3 Log, for the super admin (right get_logs). */
const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminLogsService(app.database.db);

  app.get(
    '/admin/logs',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'The log of every workspace, newest first, by action, user, workspace, IP and dates',
        querystring: ZAdminLogsQuery,
        response: { 200: ZAdminLogsResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'get_logs' },
    },
    async (request) => service.list(request.query),
  );
};

export default adminLogsRoutes;
