import { ZApiError, ZAttachFileRequest, ZFileListResponse } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { RoomMaterialsService } from './room-materials.service';

const TAGS = ['rooms'];
const security = [{ bearer: [] }];
const ZRoomParams = z.object({ id: z.uuid() });
const ZRoomFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** A room's training materials (DECISIONS.md §6): read with get_rooms, changed with update_room. */
const roomMaterialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RoomMaterialsService(app.database.db, app.fileStorage, app.signedLinks);

  app.get(
    '/rooms/:id/materials',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "A room's training materials, oldest first",
        params: ZRoomParams,
        response: { 200: ZFileListResponse, ...errors },
      },
      config: { access: 'get_rooms' },
    },
    async (request) =>
      service.list(currentAuth(request).user, currentWorkspaceId(request), request.params.id),
  );

  app.post(
    '/rooms/:id/materials',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Attach an uploaded file (POST /uploads) to the room; answers the materials',
        params: ZRoomParams,
        body: ZAttachFileRequest,
        response: { 201: ZFileListResponse, ...errors, 409: ZApiError },
      },
      config: { access: 'update_room' },
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
    '/rooms/:id/materials/:fileId',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Remove a material from the room (the file is deleted unless attached elsewhere)',
        params: ZRoomFileParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'update_room' },
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

export default roomMaterialsRoutes;
