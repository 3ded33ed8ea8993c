import { ZApiError, ZUpdateWeeklySummaryRequest, ZWeeklySummarySetting } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { WeeklySummaryService } from './weekly-summary.service';

const TAGS = ['profile'];
const security = [{ bearer: [] }];

/** My weekly summary setting; signed in, the service refuses all but owners and staff admins. */
const weeklySummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new WeeklySummaryService(app.database.db);

  app.get(
    '/profile/weekly-summary',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Whether I get the weekly summary, and whether I may',
        response: { 200: ZWeeklySummarySetting, 401: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.get(currentAuth(request)),
  );

  app.put(
    '/profile/weekly-summary',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Opt in to or out of the weekly summary (owners and staff admins)',
        body: ZUpdateWeeklySummaryRequest,
        response: { 200: ZWeeklySummarySetting, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.set(currentAuth(request), request.body.enabled),
  );
};

export default weeklySummaryRoutes;
