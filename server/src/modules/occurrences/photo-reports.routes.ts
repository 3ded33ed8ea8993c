import { ZApiError, ZPhotoReportPage, ZPhotoReportQuery } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { PhotoReportsService } from './photo-reports.service';

/**
 * Employees' photo reports (SPEC.md §2 /tasks): for those who check the work, so complete_task
 * (owner, admin, manager, head cleaner), not every reader of tasks.
 */
const photoReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PhotoReportsService(app.database.db, app.signedLinks);

  app.get(
    '/photo-reports',
    {
      schema: {
        tags: ['tasks'],
        security: [{ bearer: [] }],
        summary:
          'Finished jobs that have photos, newest finished first; by employee, location and finish time',
        querystring: ZPhotoReportQuery,
        response: { 200: ZPhotoReportPage, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
      config: { access: 'complete_task' },
    },
    async (request) => service.list(currentAuth(request).user.id, currentWorkspaceId(request), request.query),
  );
};

export default photoReportsRoutes;
