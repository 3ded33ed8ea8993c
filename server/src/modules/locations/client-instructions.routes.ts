import { ZApiError, ZAttachFileRequest, ZClientInstructionsResponse } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { ClientInstructionsService } from './client-instructions.service';

const TAGS = ['locations'];
const security = [{ bearer: [] }];
const ZLocationParams = z.object({ id: z.uuid() });
const ZLocationFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** A location's client instructions (DECISIONS.md §4, §6): get/update_client_instructions. */
const clientInstructionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ClientInstructionsService(app.database.db, app.fileStorage, app.signedLinks);

  app.get(
    '/locations/:id/client-instructions',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "A location's client instructions, oldest first",
        params: ZLocationParams,
        response: { 200: ZClientInstructionsResponse, ...errors },
      },
      config: { access: 'get_client_instructions' },
    },
    async (request) =>
      service.list(currentAuth(request).user, currentWorkspaceId(request), request.params.id),
  );

  app.post(
    '/locations/:id/client-instructions',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Attach an uploaded file (POST /uploads) as a client instruction; answers the list',
        params: ZLocationParams,
        body: ZAttachFileRequest,
        response: { 201: ZClientInstructionsResponse, ...errors, 409: ZApiError },
      },
      config: { access: 'update_client_instructions' },
    },
    async (request, reply) => {
      const list = await service.attach(
        currentAuth(request).user,
        currentWorkspaceId(request),
        request.params.id,
        request.body.fileId,
        request.ip,
      );
      return reply.code(201).send(list);
    },
  );

  app.delete(
    '/locations/:id/client-instructions/:fileId',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Remove a client instruction (the file is deleted unless attached elsewhere)',
        params: ZLocationFileParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'update_client_instructions' },
    },
    async (request, reply) => {
      await service.detach(
        currentAuth(request).user,
        currentWorkspaceId(request),
        request.params.id,
        request.params.fileId,
        request.ip,
      );
      return reply.code(204).send(null);
    },
  );
};

export default clientInstructionsRoutes;
