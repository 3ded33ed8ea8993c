import {
  ZApiError,
  ZMarkNotificationsReadRequest,
  ZMarkNotificationsReadResponse,
  ZNotificationListQuery,
  ZNotificationPage,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { type FeedOwner, NotificationsService } from './notifications.service';

const TAGS = ['notifications'];
const security = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError };

const ownerOf = (request: FastifyRequest): FeedOwner => {
  const { user } = currentAuth(request);
  return { userId: user.id, workspaceId: user.workspaceId };
};

/** The header bell's feed: every signed-in person has one and sees only their own rows. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new NotificationsService(app.database.db);

  app.get(
    '/notifications',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'My notifications, newest first, with the unread count; ?unread=true for the unread only',
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationPage, ...errors },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.list(ownerOf(request), request.query),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Mark these of my notifications read (all of them without ids); ids of others are ignored',
        body: ZMarkNotificationsReadRequest,
        response: { 200: ZMarkNotificationsReadResponse, ...errors },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.markRead(ownerOf(request), request.body.ids),
  );
};

export default notificationsRoutes;
