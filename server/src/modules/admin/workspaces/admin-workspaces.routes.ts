import {
  ZAdminRenewalListQuery,
  ZAdminRenewalPage,
  ZAdminWorkspace,
  ZAnswerRenewalResponse,
  ZApiError,
  ZDeclineRenewalRequest,
  ZGrantRenewalRequest,
  ZGrantSubscriptionRequest,
  ZRemoveOverdueRequest,
  ZRemoveOverdueResponse,
} from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../users/admin-users.routes';
import { AdminWorkspacesService } from './admin-workspaces.service';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const ZPeriodParams = z.object({ id: z.uuid(), periodId: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const conflicts = { ...errors, 409: ZApiError };

/**
 * A workspace's subscription as the super admin runs it (DECISIONS.md §11): periods granted, the
 * owners' renewal requests answered, overdue jobs removed.
 */
const adminWorkspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminWorkspacesService(app.database.db);

  app.get(
    '/admin/workspaces/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'A workspace: owner, subscription state, periods, renewal requests, counts and teams',
        params: ZParams,
        response: { 200: ZAdminWorkspace, ...errors },
      },
      config: { access: 'get_users' },
    },
    async (request) => service.get(app.database.db, request.params.id),
  );

  app.post(
    '/admin/workspaces/:id/subscriptions',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Grant a period of 3 days to 2 years, from now or after the current one, or from–to',
        params: ZParams,
        body: ZGrantSubscriptionRequest,
        response: { 201: ZAdminWorkspace, ...errors },
      },
      config: { access: 'create_custom_subscription' },
    },
    async (request, reply) =>
      reply.code(201).send(await service.grant(actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/admin/workspaces/:id/subscriptions/:periodId',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Revoke a granted period (custom or paid; the trial stays): logged',
        params: ZPeriodParams,
        response: { 200: ZAdminWorkspace, ...conflicts },
      },
      config: { access: 'create_custom_subscription' },
    },
    async (request) => service.revokePeriod(actorOf(request), request.params.id, request.params.periodId),
  );

  app.post(
    '/admin/workspaces/:id/subscriptions/end',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "End the workspace's subscription now (it becomes expired): logged",
        params: ZParams,
        response: { 200: ZAdminWorkspace, ...conflicts },
      },
      config: { access: 'create_custom_subscription' },
    },
    async (request) => service.endSubscription(actorOf(request), request.params.id),
  );

  app.post(
    '/admin/workspaces/:id/remove-overdue',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete the overdue jobs never started that were due before a date',
        params: ZParams,
        body: ZRemoveOverdueRequest,
        response: { 200: ZRemoveOverdueResponse, ...errors },
      },
      config: { access: 'remove_overdue_tasks' },
    },
    async (request) =>
      service.removeOverdue(actorOf(request), request.params.id, new Date(request.body.before)),
  );

  app.get(
    '/admin/renewals',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Owners' renewal requests, by status (waiting: the ones to answer)",
        querystring: ZAdminRenewalListQuery,
        response: { 200: ZAdminRenewalPage, ...errors },
      },
      config: { access: 'create_custom_subscription' },
    },
    async (request) => service.renewals(request.query),
  );

  app.post(
    '/admin/renewals/:id/grant',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Grant a renewal request (paid): a period of the months asked',
        params: ZParams,
        body: ZGrantRenewalRequest,
        response: { 200: ZAnswerRenewalResponse, ...conflicts },
      },
      config: { access: 'create_custom_subscription' },
    },
    async (request) => service.grantRenewal(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/renewals/:id/decline',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Decline a renewal request with a reason the owner sees',
        params: ZParams,
        body: ZDeclineRenewalRequest,
        response: { 200: ZAnswerRenewalResponse, ...conflicts },
      },
      config: { access: 'create_custom_subscription' },
    },
    async (request) => service.declineRenewal(actorOf(request), request.params.id, request.body),
  );
};

export default adminWorkspacesRoutes;
