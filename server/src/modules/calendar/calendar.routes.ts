import { ZApiError, ZCalendarFeedFile, ZCalendarFeedLink, ZCalendarFeedStatus } from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { binaryReply } from '../../plugins/openapi';
import { currentWorkspaceId } from '../../plugins/workspace';
import { CalendarService, type FeedOwner } from './calendar.service';

const TAGS = ['calendar'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const ownerOf = (request: FastifyRequest): FeedOwner => {
  const { user } = currentAuth(request);
  return { id: user.id, language: user.language };
};

/**
 * Calendar subscriptions (docs/integrations.md#calendar-subscriptions): the signed-in person's
 * address for their own jobs and for a location's, and the feed itself, read by calendar apps with
 * nothing but the address. Whoever reads jobs (get_tasks) may subscribe to them
 * (docs/decisions/0053-what-a-calendar-feed-lists.md). The addresses are a person's own, so an API
 * key, which acts for its creator, is refused on them.
 */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CalendarService(app.database.db, app.config.TASK_HORIZON_DAYS);
  const baseUrl = (request: FastifyRequest) =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  app.get(
    '/profile/calendar-feed',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Whether I have a calendar address for my jobs, and since when (the address shows only once)',
        response: { 200: ZCalendarFeedStatus, ...errors },
      },
      config: { access: 'get_tasks', personOnly: true },
    },
    async (request) => service.status(currentWorkspaceId(request), ownerOf(request), null),
  );

  app.post(
    '/profile/calendar-feed',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'A new calendar address for my jobs; the one before it stops working at once',
        response: { 200: ZCalendarFeedLink, ...errors },
      },
      config: { access: 'get_tasks', personOnly: true },
    },
    async (request) => service.renew(currentWorkspaceId(request), ownerOf(request), null, baseUrl(request)),
  );

  app.get(
    '/locations/:id/calendar-feed',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Whether I have a calendar address for the location's jobs, and since when",
        params: ZParams,
        response: { 200: ZCalendarFeedStatus, ...errors },
      },
      config: { access: 'get_tasks', personOnly: true },
    },
    async (request) => service.status(currentWorkspaceId(request), ownerOf(request), request.params.id),
  );

  app.post(
    '/locations/:id/calendar-feed',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          "A new calendar address for the location's jobs and turnovers, titles in my language; " +
          'my address before it stops working at once',
        params: ZParams,
        response: { 200: ZCalendarFeedLink, ...errors },
      },
      config: { access: 'get_tasks', personOnly: true },
    },
    async (request) =>
      service.renew(currentWorkspaceId(request), ownerOf(request), request.params.id, baseUrl(request)),
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: TAGS,
        summary: 'Public: the iCalendar feed behind a private address (/api/calendar/{token}.ics)',
        description:
          '404 for an unknown or replaced address, and for one whose owner may no longer read the jobs.',
        params: z.object({ file: ZCalendarFeedFile }),
        response: {
          200: binaryReply('The feed (RFC 5545)', ['text/calendar']),
          400: ZApiError,
          404: ZApiError,
          429: ZApiError,
        },
      },
      // Public and unauthenticated: a tight per-IP limit keeps addresses from being probed in bulk.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const body = await service.feed(token, baseUrl(request));
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // Private to whoever holds the address, and read afresh each time: a replaced address
          // must not keep answering from a cache.
          .header('cache-control', 'private, no-cache')
          .header('x-robots-tag', 'noindex')
          .header('content-disposition', 'inline; filename="cleanops.ics"')
          .send(body)
      );
    },
  );
};

export default calendarRoutes;
