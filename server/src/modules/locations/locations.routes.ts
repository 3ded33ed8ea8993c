import {
  ZApiError,
  ZCreateLocationRequest,
  ZLocation,
  ZLocationListQuery,
  ZLocationPage,
  ZNotificationSettings,
  ZSetLocationStateRequest,
  ZUpdateLocationRequest,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type Actor, LocationsService } from './locations.service';

const TAGS = ['locations'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const actorOf = (request: FastifyRequest): Actor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
});

/** Locations of the workspace (DECISIONS.md §6); their rooms and QR sheet are in modules/rooms. */
const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new LocationsService(app.database.db, app.signedLinks);

  app.get(
    '/locations',
    {
      schema: {
        tags: TAGS,
        security,
        querystring: ZLocationListQuery,
        response: { 200: ZLocationPage, ...errors },
      },
      config: { access: 'get_locations' },
    },
    async (request) => service.list(currentWorkspaceId(request), actorOf(request).userId, request.query),
  );

  app.post(
    '/locations',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Create a location (402 when the subscription has expired)',
        body: ZCreateLocationRequest,
        response: { 201: ZLocation, ...errors, 402: ZApiError },
      },
      config: { access: 'create_location' },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(actorOf(request), currentWorkspaceId(request), request.body)),
  );

  app.get(
    '/locations/:id',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZLocation, ...errors } },
      config: { access: 'get_locations' },
    },
    async (request) => service.get(currentWorkspaceId(request), actorOf(request).userId, request.params.id),
  );

  app.patch(
    '/locations/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Change any of its fields; a change of type must bring a matching commercialKind',
        params: ZParams,
        body: ZUpdateLocationRequest,
        response: { 200: ZLocation, ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request) =>
      service.update(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/locations/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete it with its rooms',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'delete_location' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/locations/:id/state',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Mark a rental clean or dirty',
        params: ZParams,
        body: ZSetLocationStateRequest,
        response: { 200: ZLocation, ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request) =>
      service.setState(actorOf(request), currentWorkspaceId(request), request.params.id, request.body.state),
  );

  app.get(
    '/locations/:id/notification-settings',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZNotificationSettings, ...errors } },
      config: { access: 'get_notification_settings' },
    },
    async (request) => service.notificationSettings(currentWorkspaceId(request), request.params.id),
  );

  app.put(
    '/locations/:id/notification-settings',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'The enabled switch and every event flag, all sent together',
        params: ZParams,
        body: ZNotificationSettings,
        response: { 200: ZNotificationSettings, ...errors },
      },
      config: { access: 'update_notification_settings' },
    },
    async (request) =>
      service.updateNotificationSettings(
        actorOf(request),
        currentWorkspaceId(request),
        request.params.id,
        request.body,
      ),
  );
};

export default locationsRoutes;
