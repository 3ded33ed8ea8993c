import {
  ZApiError,
  ZChecklist,
  ZChecklistListQuery,
  ZChecklistPage,
  ZCreateChecklistRequest,
  ZUpdateChecklistRequest,
} from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentWorkspaceId } from '../../plugins/workspace';
import { ChecklistsService } from './checklists.service';

const TAGS = ['checklists'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The workspace's checklist library (DECISIONS.md §6); attaching to rooms is PUT /rooms/{id}/checklists. */
const checklistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ChecklistsService(app.database.db);

  app.get(
    '/checklists',
    {
      schema: {
        tags: TAGS,
        security,
        querystring: ZChecklistListQuery,
        response: { 200: ZChecklistPage, ...errors },
      },
      config: { access: 'get_checklists' },
    },
    async (request) => service.list(currentWorkspaceId(request), request.query),
  );

  app.post(
    '/checklists',
    {
      schema: {
        tags: TAGS,
        security,
        body: ZCreateChecklistRequest,
        response: { 201: ZChecklist, ...errors, 409: ZApiError },
      },
      config: { access: 'create_checklist' },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentWorkspaceId(request), request.body)),
  );

  app.get(
    '/checklists/:id',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZChecklist, ...errors } },
      config: { access: 'get_checklists' },
    },
    async (request) => service.get(currentWorkspaceId(request), request.params.id),
  );

  app.patch(
    '/checklists/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Rename and/or replace the items in the order sent (that is how items are reordered)',
        params: ZParams,
        body: ZUpdateChecklistRequest,
        response: { 200: ZChecklist, ...errors, 409: ZApiError },
      },
      config: { access: 'update_checklist' },
    },
    async (request) => service.update(currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/checklists/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete it; rooms it was attached to lose it',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'delete_checklist' },
    },
    async (request, reply) => {
      await service.delete(currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default checklistsRoutes;
