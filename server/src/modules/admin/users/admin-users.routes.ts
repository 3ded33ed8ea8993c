import {
  ZAdminUser,
  ZAdminUserDeletionPreview,
  ZAdminUserListQuery,
  ZAdminUserPage,
  ZApiError,
  ZAttachUserRequest,
  ZCreateAdminUserRequest,
  ZUpdateAdminUserRequest,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../../plugins/auth';
import { type Actor, AdminUsersService } from './admin-users.service';

const TAGS = ['admin'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const conflicts = { ...errors, 409: ZApiError };

export const actorOf = (request: FastifyRequest): Actor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
});

/** The super admin's users management (SPEC.md §2 /users-management, §5, §6; DECISIONS.md §11). */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AdminUsersService(app.database.db, app.fileStorage, app.config.TRIAL_DAYS);

  app.get(
    '/admin/users',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Every user with type, workspace, subscription state and last sign-in; search and filters',
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserPage, ...errors },
      },
      config: { access: 'get_users' },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/users',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Create a user by e-mail or phone with a type (an owner gets a workspace and a trial)',
        body: ZCreateAdminUserRequest,
        response: { 201: ZAdminUser, ...conflicts },
      },
      config: { access: 'create_users' },
    },
    async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body)),
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Change names, contacts or type (staff to owner)',
        params: ZParams,
        body: ZUpdateAdminUserRequest,
        response: { 200: ZAdminUser, ...conflicts },
      },
      config: { access: 'update_users' },
    },
    async (request) => service.update(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/users/:id/deletion',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'What deleting this user takes with them, for the confirm dialog',
        params: ZParams,
        response: { 200: ZAdminUserDeletionPreview, ...conflicts },
      },
      config: { access: 'delete_users' },
    },
    async (request) => service.deletionPreview(actorOf(request), request.params.id),
  );

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete a user: staff are anonymised, an owner goes with the workspace (DECISIONS.md §2)',
        params: ZParams,
        response: { 204: z.null(), ...conflicts },
      },
      config: { access: 'delete_users' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/attach',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Attach a staff user to an owner's workspace with a role",
        params: ZParams,
        body: ZAttachUserRequest,
        response: { 200: ZAdminUser, ...conflicts },
      },
      config: { access: 'attach_to_owner_users' },
    },
    async (request) => service.attach(actorOf(request), request.params.id, request.body),
  );
};

export default adminUsersRoutes;
