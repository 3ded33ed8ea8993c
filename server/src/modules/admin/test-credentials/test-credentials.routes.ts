import {
  ZApiError,
  ZCreateTestCredentialRequest,
  ZTestCredential,
  ZTestCredentialsQuery,
  ZTestCredentialsResponse,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../../plugins/auth';
import { type CredentialActor, TestCredentialsService } from './test-credentials.service';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

const actorOf = (request: FastifyRequest): CredentialActor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
});

/** Test credentials for reviewers and demos (DECISIONS.md §3), each call behind its own super right. */
const testCredentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TestCredentialsService(app.database.db);

  app.get(
    '/admin/test-credentials',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Test credentials, sortable by credential, creation or expiry',
        querystring: ZTestCredentialsQuery,
        response: { 200: ZTestCredentialsResponse, ...errors },
      },
      config: { access: 'get_test_credentials' },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/test-credentials',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Create one: an e-mail or phone, a 5-digit code, an expiry at most 90 days away (10 active at most)',
        body: ZCreateTestCredentialRequest,
        response: { 201: ZTestCredential, ...errors, 409: ZApiError },
      },
      config: { access: 'create_test_credentials' },
    },
    async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body)),
  );

  app.delete(
    '/admin/test-credentials/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete one: its code stops working at once',
        params: ZParams,
        response: { 204: z.null(), ...errors, 404: ZApiError },
      },
      config: { access: 'delete_test_credentials' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default testCredentialsRoutes;
