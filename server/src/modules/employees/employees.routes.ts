import {
  ZApiError,
  ZApproveEmployeeRequest,
  ZEmployee,
  ZEmployeeListQuery,
  ZEmployeePage,
  ZUpdateEmployeeRequest,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type Actor, EmployeesService } from './employees.service';

const TAGS = ['employees'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const actorOf = (request: FastifyRequest): Actor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
});

/** Staff of the workspace (SPEC.md §3 Employee, DECISIONS.md §4, §5). */
const employeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new EmployeesService(app.database.db);

  app.get(
    '/employees',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Employees with status, teams, training, availability and attendance summary',
        querystring: ZEmployeeListQuery,
        response: { 200: ZEmployeePage, ...errors },
      },
      config: { access: 'get_employees' },
    },
    async (request) => service.list(currentWorkspaceId(request), request.query),
  );

  app.get(
    '/employees/:id',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZEmployee, ...errors } },
      config: { access: 'get_employees' },
    },
    async (request) => service.get(currentWorkspaceId(request), request.params.id),
  );

  app.patch(
    '/employees/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Change role and level',
        params: ZParams,
        body: ZUpdateEmployeeRequest,
        response: { 200: ZEmployee, ...errors },
      },
      config: { access: 'update_employee' },
    },
    async (request) =>
      service.update(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/employees/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Remove from the workspace: out of every team, no role; the account and past work stay',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'delete_employee' },
    },
    async (request, reply) => {
      await service.remove(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/employees/:id/approve',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Approve an accepted invitee by adding them to a team (adds the team when already active)',
        params: ZParams,
        body: ZApproveEmployeeRequest,
        response: { 200: ZEmployee, ...errors },
      },
      config: { access: 'accept_invite' },
    },
    async (request) =>
      service.approve(actorOf(request), currentWorkspaceId(request), request.params.id, request.body.teamId),
  );

  app.post(
    '/employees/:id/decline',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Decline an accepted invitee who awaits a team (409 when they already work in one)',
        params: ZParams,
        response: { 204: z.null(), ...errors, 409: ZApiError },
      },
      config: { access: 'reject_invite' },
    },
    async (request, reply) => {
      await service.decline(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default employeesRoutes;
