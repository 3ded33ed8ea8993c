import { ZApiError, ZRenewSubscriptionRequest, ZSubscriptionsResponse } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { SubscriptionsService } from './subscriptions.service';

const TAGS = ['subscriptions'];
const security = [{ bearer: [] }];

/** GET /subscriptions and the owner's renewal (SPEC.md §6: only owners renew). */
const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SubscriptionsService(app.database.db);

  app.get(
    '/subscriptions',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'My workspace subscription: state, periods and renewal requests',
        response: { 200: ZSubscriptionsResponse, 401: ZApiError, 403: ZApiError },
      },
      config: { access: 'get_subscription' },
    },
    async (request) => service.overview(currentWorkspaceId(request)),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Ask to renew for 1, 3, 6 or 12 months (recorded; payment comes later)',
        body: ZRenewSubscriptionRequest,
        response: {
          201: ZSubscriptionsResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
        },
      },
      config: { access: 'create_subscription' },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      currentWorkspaceId(request);
      return reply.code(201).send(await service.requestRenewal(auth.user, request.body, request.ip));
    },
  );

  app.delete(
    '/subscriptions/renewals/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Cancel my renewal request while it is waiting',
        params: z.object({ id: z.uuid() }),
        response: {
          200: ZSubscriptionsResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
      config: { access: 'create_subscription' },
    },
    async (request) => {
      const auth = currentAuth(request);
      currentWorkspaceId(request);
      return service.cancelRenewal(auth.user, request.params.id, request.ip);
    },
  );
};

export default subscriptionsRoutes;
