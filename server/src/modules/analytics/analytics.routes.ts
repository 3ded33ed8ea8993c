import {
  ZAnalyticsEmployeeParams,
  ZAnalyticsLocationParams,
  ZAnalyticsOverview,
  ZAnalyticsOverviewQuery,
  ZAnalyticsRangeQuery,
  ZAnalyticsRoomParams,
  ZApiError,
  ZEmployeeAnalytics,
  ZEmployeesAnalytics,
  ZLocationAnalytics,
  ZLocationsAnalytics,
  ZRoomAnalytics,
} from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentWorkspaceId } from '../../plugins/workspace';
import { AnalyticsService } from './analytics.service';

const TAGS = ['analytics'];
const security = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const RANGE_HELP =
  'range: today|week|month|quarter|half_year|year (the current calendar period, whole), all (since the ' +
  'workspace was made), custom (from–to, local days, at most 5 years); bucket: hour|day|week|month ' +
  '(default by length, DECISIONS.md §10). Each job and complaint counts on the local day of its location.';

/** Analytics over a range (DECISIONS.md §10): the workspace, its locations, rooms and employees. */
const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AnalyticsService(app.database.db);
  const config = { access: 'get_analytics' } as const;

  app.get(
    '/analytics/overview',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'The workspace over a range: every metric, a chart series and the top locations or employees',
        description: RANGE_HELP,
        querystring: ZAnalyticsOverviewQuery,
        response: { 200: ZAnalyticsOverview, ...errors },
      },
      config,
    },
    async (request) => service.overview(currentWorkspaceId(request), request.query),
  );

  app.get(
    '/analytics/locations',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Every metric per location of the workspace',
        description: RANGE_HELP,
        querystring: ZAnalyticsRangeQuery,
        response: { 200: ZLocationsAnalytics, ...errors },
      },
      config,
    },
    async (request) => service.locations(currentWorkspaceId(request), request.query),
  );

  app.get(
    '/analytics/locations/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'One location: its metrics, chart, rooms, and the jobs and complaints behind them (newest 100)',
        description: RANGE_HELP,
        params: ZAnalyticsLocationParams,
        querystring: ZAnalyticsRangeQuery,
        response: { 200: ZLocationAnalytics, ...errors },
      },
      config,
    },
    async (request) => service.location(currentWorkspaceId(request), request.params.id, request.query),
  );

  app.get(
    '/analytics/locations/:id/rooms/:roomId',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'One room or zone: its metrics, chart, and the jobs and complaints behind them (newest 100)',
        description: RANGE_HELP,
        params: ZAnalyticsRoomParams,
        querystring: ZAnalyticsRangeQuery,
        response: { 200: ZRoomAnalytics, ...errors },
      },
      config,
    },
    async (request) =>
      service.room(currentWorkspaceId(request), request.params.id, request.params.roomId, request.query),
  );

  app.get(
    '/analytics/employees',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Every metric per person of the workspace (the owner and staff)',
        description: RANGE_HELP,
        querystring: ZAnalyticsRangeQuery,
        response: { 200: ZEmployeesAnalytics, ...errors },
      },
      config,
    },
    async (request) => service.employees(currentWorkspaceId(request), request.query),
  );

  app.get(
    '/analytics/employees/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'One person: metrics with hours and inspections, complaints about rooms they cleaned last, chart, and the jobs, complaints and shifts behind them',
        description: RANGE_HELP,
        params: ZAnalyticsEmployeeParams,
        querystring: ZAnalyticsRangeQuery,
        response: { 200: ZEmployeeAnalytics, ...errors },
      },
      config,
    },
    async (request) => service.employee(currentWorkspaceId(request), request.params.id, request.query),
  );
};

export default analyticsRoutes;
