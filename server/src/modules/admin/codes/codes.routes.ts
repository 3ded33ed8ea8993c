import { ZActiveCodesQuery, ZActiveCodesResponse, ZApiError } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../../plugins/auth';
import { ActiveCodesService } from './codes.service';

const TAGS = ['admin'];
const security = [{ bearer: [] }];

/** GET /admin/active-codes: live sign-in codes, masked but for the last 2 characters (right get_active_codes). */
const activeCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ActiveCodesService(app.database.db);

  app.get(
    '/admin/active-codes',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Unexpired, unused codes with contact, channel, times and wrong tries; the viewing is logged',
        querystring: ZActiveCodesQuery,
        response: { 200: ZActiveCodesResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'get_active_codes' },
    },
    async (request, reply) => {
      // Live data: a proxy or the browser must not keep a copy.
      reply.header('cache-control', 'no-store');
      return service.list({ userId: currentAuth(request).user.id, ip: request.ip }, request.query);
    },
  );
};

export default activeCodesRoutes;
