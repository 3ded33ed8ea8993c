import {
  ZApiError,
  ZCreateTeamRequest,
  ZTeam,
  ZTeamListQuery,
  ZTeamPage,
  ZUpdateTeamRequest,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { type TeamActor, TeamsService } from './teams.service';

const TAGS = ['teams'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

const actorOf = (request: FastifyRequest): TeamActor => {
  const { user, rights } = currentAuth(request);
  return { userId: user.id, ip: request.ip, rights };
};

/** Teams of the workspace (SPEC.md §3 Team); adding someone who awaits a team approves them (DECISIONS.md §5). */
const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new TeamsService(app.database.db);

  app.get(
    '/teams',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Teams with head, members (marked when unavailable) and locations; search by name',
        querystring: ZTeamListQuery,
        response: { 200: ZTeamPage, ...errors },
      },
      config: { access: 'get_teams' },
    },
    async (request) => service.list(currentWorkspaceId(request), request.query),
  );

  app.post(
    '/teams',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Create a team (402 when the subscription has expired); adding someone awaiting a team needs accept_invite',
        body: ZCreateTeamRequest,
        response: { 201: ZTeam, ...errors, 402: ZApiError, 409: ZApiError },
      },
      config: { access: 'create_team' },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(actorOf(request), currentWorkspaceId(request), request.body)),
  );

  app.get(
    '/teams/:id',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZTeam, ...errors } },
      config: { access: 'get_teams' },
    },
    async (request) => service.get(currentWorkspaceId(request), request.params.id),
  );

  app.patch(
    '/teams/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Change any of its fields; memberIds and locationIds replace the lists',
        params: ZParams,
        body: ZUpdateTeamRequest,
        response: { 200: ZTeam, ...errors, 409: ZApiError },
      },
      config: { access: 'update_team' },
    },
    async (request) =>
      service.update(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/teams/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete it; its locations are left without a team',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'delete_team' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default teamsRoutes;
