import {
  ZApiError,
  ZCreateWebhookRequest,
  ZUpdateWebhookRequest,
  ZWebhookDeliveriesPage,
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointsResponse,
  ZWebhookWithSecretResponse,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type WebhookActor, WebhooksService } from './webhooks.service';

const TAGS = ['integrations'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const ZDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const config = { access: 'manage_integrations' as const };

const actorOf = (request: FastifyRequest): WebhookActor => ({
  user: currentAuth(request).user,
  ip: request.ip,
});

/** The workspace's webhook endpoints and their delivery logs (right manage_integrations, docs/integrations.md). */
const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new WebhooksService(app.database.db, {
    allowLoopback: app.config.WEBHOOKS_ALLOW_LOOPBACK,
    timeoutMs: app.config.WEBHOOK_TIMEOUT_MS,
  });

  app.get(
    '/webhooks',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "The workspace's webhook endpoints, newest first, each with its latest delivery",
        response: { 200: ZWebhookEndpointsResponse, ...errors },
      },
      config,
    },
    async (request) => service.list(currentWorkspaceId(request)),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Add an https endpoint for the chosen events (400 for an address in a private network); the signing secret is in this reply only',
        body: ZCreateWebhookRequest,
        response: { 201: ZWebhookWithSecretResponse, ...errors, 409: ZApiError },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(actorOf(request), currentWorkspaceId(request), request.body)),
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Change an endpoint, or pause it (enabled false) and enable it again',
        params: ZParams,
        body: ZUpdateWebhookRequest,
        response: { 200: ZWebhookEndpoint, ...errors },
      },
      config,
    },
    async (request) =>
      service.update(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete an endpoint with its waiting deliveries and its log',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      await service.delete(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/webhooks/:id/secret',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'A new signing secret, in this reply only; the old one signs nothing from now on',
        params: ZParams,
        response: { 200: ZWebhookWithSecretResponse, ...errors },
      },
      config,
    },
    async (request) => service.rotateSecret(actorOf(request), currentWorkspaceId(request), request.params.id),
  );

  app.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Send a test delivery (type "ping") to the endpoint now; the reply is the delivery after that attempt',
        params: ZParams,
        response: { 202: ZWebhookDelivery, ...errors },
      },
      config,
    },
    async (request, reply) =>
      reply.code(202).send(await service.ping(currentWorkspaceId(request), request.params.id)),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "An endpoint's delivery log, newest first: each delivery's last attempt",
        params: ZParams,
        querystring: ZWebhookDeliveriesQuery,
        response: { 200: ZWebhookDeliveriesPage, ...errors },
      },
      config,
    },
    async (request) => service.deliveries(currentWorkspaceId(request), request.params.id, request.query),
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Send a delivery again: a new delivery of the same event (same id and body), tried now; the reply is the delivery after that attempt',
        params: ZDeliveryParams,
        response: { 202: ZWebhookDelivery, ...errors },
      },
      config,
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await service.resend(currentWorkspaceId(request), request.params.id, request.params.deliveryId),
        ),
  );
};

export default webhooksRoutes;
