import {
  ZApiError,
  ZApiKeysResponse,
  ZCreateApiKeyRequest,
  ZCreateApiKeyResponse,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type ApiKeyActor, ApiKeysService } from './api-keys.service';

const TAGS = ['integrations'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const actorOf = (request: FastifyRequest): ApiKeyActor => {
  const { user, rights } = currentAuth(request);
  return { user, rights, ip: request.ip };
};

/** The workspace's API keys (right manage_integrations, docs/integrations.md). */
const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ApiKeysService(app.database.db);

  app.get(
    '/api-keys',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "The workspace's API keys, newest first, revoked and expired ones included",
        response: { 200: ZApiKeysResponse, ...errors },
      },
      config: { access: 'manage_integrations' },
    },
    async (request) => service.list(currentWorkspaceId(request)),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Create an API key with rights the caller holds (403 naming a right they lack); the secret is in this reply only',
        body: ZCreateApiKeyRequest,
        response: { 201: ZCreateApiKeyResponse, ...errors, 409: ZApiError },
      },
      config: { access: 'manage_integrations' },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(actorOf(request), currentWorkspaceId(request), request.body)),
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Revoke an API key: its next request is refused (401)',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'manage_integrations' },
    },
    async (request, reply) => {
      await service.revoke(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default apiKeysRoutes;
