import { ZApiError, ZReadinessBoard, ZReadinessQuery } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentWorkspaceId } from '../../plugins/workspace';
import { ReadinessService } from './readiness.service';

/**
 * GET /readiness: the rentals' readiness for their next guests. Reading it is reading the locations
 * (get_locations): it shows what their bookings, jobs and inspections already tell.
 */
const readinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ReadinessService(app.database.db);

  app.get(
    '/readiness',
    {
      schema: {
        tags: ['readiness'],
        security: [{ bearer: [] }],
        summary:
          "The workspace's rentals, each with its readiness for the next guest (occupied, inspection failed, cleaning, dirty or ready) and why, by next check-in; period keeps those checking in today, tomorrow or within seven days",
        querystring: ZReadinessQuery,
        response: { 200: ZReadinessBoard, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
      config: { access: 'get_locations' },
    },
    async (request) => service.board(currentWorkspaceId(request), request.query.period),
  );
};

export default readinessRoutes;
