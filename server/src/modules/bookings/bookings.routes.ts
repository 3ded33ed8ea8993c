import {
  ZApiError,
  ZBooking,
  ZBookingCalendar,
  ZBookingCalendarQuery,
  ZBookingFeed,
  ZBookingFeedList,
  ZCreateBookingFeedRequest,
  ZCreateManualBookingRequest,
  ZFetchBookingFeedResponse,
  ZTurnoversWeek,
  ZTurnoversWeekQuery,
  ZUpdateBookingFeedRequest,
  ZUpdateManualBookingRequest,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type BookingActor, BookingsService } from './bookings.service';

const TAGS = ['bookings'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const actorOf = (request: FastifyRequest): BookingActor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
  language: request.language,
});

/**
 * A rental's bookings: its calendar feeds, its month of stays and blocked dates with their
 * turnovers, bookings entered by hand, and the workspace's turnovers of the week. Changing feeds and
 * manual bookings is a change of the location's settings (update_location); reading them is reading
 * the location (get_locations), and the week of turnovers is reading work (get_tasks).
 */
const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new BookingsService(app.database.db, app.config);

  app.get(
    '/locations/:id/booking-feeds',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZBookingFeedList, ...errors } },
      config: { access: 'get_locations' },
    },
    async (request) =>
      service.listFeeds(currentWorkspaceId(request), request.params.id, actorOf(request).language),
  );

  app.post(
    '/locations/:id/booking-feeds',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Add a calendar feed (iCal link); it is read once at once and then every BOOKING_SYNC_MINUTES',
        params: ZParams,
        body: ZCreateBookingFeedRequest,
        response: { 201: ZBookingFeed, ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createFeed(
            actorOf(request),
            currentWorkspaceId(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.patch(
    '/booking-feeds/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Rename a feed or give it a new address (read at once)',
        params: ZParams,
        body: ZUpdateBookingFeedRequest,
        response: { 200: ZBookingFeed, ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request) =>
      service.updateFeed(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/booking-feeds/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Remove a feed and its bookings; their turnovers nobody started are cancelled',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request, reply) => {
      await service.deleteFeed(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/booking-feeds/:id/fetch',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Read the feed now; a failed read is still 200, with the error on the feed',
        params: ZParams,
        response: { 200: ZFetchBookingFeedResponse, ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request) => service.fetchNow(actorOf(request), currentWorkspaceId(request), request.params.id),
  );

  app.get(
    '/locations/:id/bookings',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "A rental's month of bookings with their turnovers (default: the current month)",
        params: ZParams,
        querystring: ZBookingCalendarQuery,
        response: { 200: ZBookingCalendar, ...errors },
      },
      config: { access: 'get_locations' },
    },
    async (request) => service.calendar(currentWorkspaceId(request), request.params.id, request.query.month),
  );

  app.post(
    '/locations/:id/bookings',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Enter a booking by hand (a stay gets its turnover like a feed one)',
        params: ZParams,
        body: ZCreateManualBookingRequest,
        response: { 201: ZBooking, ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createManual(
            actorOf(request),
            currentWorkspaceId(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.patch(
    '/bookings/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Change a booking entered by hand (409 for a feed's booking); its turnover moves with it",
        params: ZParams,
        body: ZUpdateManualBookingRequest,
        response: { 200: ZBooking, ...errors, 409: ZApiError },
      },
      config: { access: 'update_location' },
    },
    async (request) => service.updateManual(currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/bookings/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          "Remove a booking entered by hand (409 for a feed's booking); its unstarted turnover is cancelled",
        params: ZParams,
        response: { 204: z.null(), ...errors, 409: ZApiError },
      },
      config: { access: 'update_location' },
    },
    async (request, reply) => {
      await service.deleteManual(currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/turnovers/week',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "The workspace's booking turnovers starting in a week (default: this week, from Monday)",
        querystring: ZTurnoversWeekQuery,
        response: { 200: ZTurnoversWeek, ...errors },
      },
      config: { access: 'get_tasks' },
    },
    async (request) => service.turnoversWeek(currentWorkspaceId(request), request.query.from),
  );
};

export default bookingsRoutes;
