import {
  ZApiError,
  ZCreateRoomRequest,
  ZPublicRoom,
  ZRoom,
  ZRoomListResponse,
  ZSetRoomChecklistsRequest,
  ZUpdateRoomRequest,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { binaryReply } from '../../plugins/openapi';
import { currentWorkspaceId } from '../../plugins/workspace';
import { recordQrPrinted } from '../analytics/dashboard.service';
import type { Actor } from '../locations/locations.service';
import { qrFileDisposition } from './qr-codes';
import { RoomsService, type Viewer } from './rooms.service';

const TAGS = ['rooms'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
/**
 * QR files are opened by <img src> and links, through signed links (plugins/files.ts). The link's own
 * parameters are declared so that validation keeps them: the auth plugin reads them after it.
 */
const ZQrFileQuery = z.object({
  download: z.enum(['0', '1']).optional().describe('1 to save the file instead of showing it'),
  uid: z.string().optional(),
  exp: z.string().optional(),
  sig: z.string().optional(),
});
/** A room's code changes only with PUBLIC_URL: a private, short cache is safe. */
const QR_CACHE = 'private, max-age=300';
const QR_MEDIA_TYPE = { png: 'image/png', svg: 'image/svg+xml' } as const;
/** The sheet lists the rooms as they are now: one added a minute ago must be on it. */
const SHEET_CACHE = 'private, no-cache';

/** Rooms and zones, their checklists and QR codes (DECISIONS.md §6), and the public room lookup. */
const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RoomsService(app.database.db, app.signedLinks);
  const publicBase = (request: FastifyRequest) =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  const actorOf = (request: FastifyRequest): Actor => ({
    userId: currentAuth(request).user.id,
    ip: request.ip,
  });
  const viewerOf = (request: FastifyRequest): Viewer => ({
    userId: currentAuth(request).user.id,
    publicBase: publicBase(request),
  });

  app.get(
    '/locations/:id/rooms',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZRoomListResponse, ...errors } },
      config: { access: 'get_rooms' },
    },
    async (request) => service.list(currentWorkspaceId(request), request.params.id),
  );

  app.post(
    '/locations/:id/rooms',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Add a room or zone (402 when the subscription has expired)',
        params: ZParams,
        body: ZCreateRoomRequest,
        response: { 201: ZRoom, ...errors, 402: ZApiError, 409: ZApiError },
      },
      config: { access: 'create_room' },
    },
    async (request, reply) => {
      const workspaceId = currentWorkspaceId(request);
      const room = await service.create(
        actorOf(request),
        workspaceId,
        request.params.id,
        request.body.name,
        viewerOf(request),
      );
      return reply.code(201).send(room);
    },
  );

  app.get(
    '/rooms/:id',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 200: ZRoom, ...errors } },
      config: { access: 'get_rooms' },
    },
    async (request) => service.get(currentWorkspaceId(request), request.params.id, viewerOf(request)),
  );

  app.patch(
    '/rooms/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Rename',
        params: ZParams,
        body: ZUpdateRoomRequest,
        response: { 200: ZRoom, ...errors, 409: ZApiError },
      },
      config: { access: 'update_room' },
    },
    async (request) =>
      service.rename(
        actorOf(request),
        currentWorkspaceId(request),
        request.params.id,
        request.body.name,
        viewerOf(request),
      ),
  );

  app.delete(
    '/rooms/:id',
    {
      schema: { tags: TAGS, security, params: ZParams, response: { 204: z.null(), ...errors } },
      config: { access: 'delete_room' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/rooms/:id/checklists',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Attach the workspace's checklists: the whole list, in order (empty detaches all)",
        params: ZParams,
        body: ZSetRoomChecklistsRequest,
        response: { 200: ZRoom, ...errors },
      },
      config: { access: 'update_room' },
    },
    async (request) =>
      service.setChecklists(
        actorOf(request),
        currentWorkspaceId(request),
        request.params.id,
        request.body.checklistIds,
        viewerOf(request),
      ),
  );

  for (const format of ['png', 'svg'] as const) {
    app.get(
      `/rooms/:id/qr.${format}`,
      {
        schema: {
          tags: TAGS,
          security,
          summary: `The room's QR code as ${format.toUpperCase()} (it encodes publicUrl)`,
          params: ZParams,
          querystring: ZQrFileQuery,
          response: {
            200: binaryReply(`The QR code (${format.toUpperCase()})`, [QR_MEDIA_TYPE[format]]),
            ...errors,
          },
        },
        config: { access: 'get_rooms' },
      },
      async (request, reply) => {
        const { name, body } = await service.qrCode(
          currentWorkspaceId(request),
          request.params.id,
          format,
          publicBase(request),
        );
        // A code downloaded (not just shown) ticks "print the QR sheet" on the first-run checklist.
        if (request.query.download === '1')
          await recordQrPrinted(app.database.db, currentWorkspaceId(request));
        return reply
          .type(QR_MEDIA_TYPE[format])
          .header('cache-control', QR_CACHE)
          .header('content-disposition', qrFileDisposition(name, format, request.query.download === '1'))
          .send(body);
      },
    );
  }

  app.get(
    '/locations/:id/qr-sheet.pdf',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "A4 sheet of every room's QR code, with the room and location names under each",
        params: ZParams,
        querystring: ZQrFileQuery,
        response: { 200: binaryReply('The printable A4 sheet', ['application/pdf']), ...errors },
      },
      config: { access: 'get_rooms' },
    },
    async (request, reply) => {
      const { name, pdf } = await service.qrSheet(
        currentWorkspaceId(request),
        request.params.id,
        publicBase(request),
        request.language,
      );
      await recordQrPrinted(app.database.db, currentWorkspaceId(request));
      return reply
        .type('application/pdf')
        .header('cache-control', SHEET_CACHE)
        .header('content-disposition', qrFileDisposition(name, 'pdf', request.query.download === '1'))
        .send(pdf);
    },
  );

  app.get(
    '/public/rooms/:qrToken',
    {
      schema: {
        tags: TAGS,
        summary: 'Public: the room and location names behind a QR code (the guest page, DECISIONS.md §8)',
        description:
          "Anyone may call it; with the bearer token of someone of the room's workspace the reply also " +
          'carries `roomId`, for their jobs in that room.',
        security: [{}, ...security],
        params: z.object({ qrToken: z.string().regex(/^[\w-]{1,64}$/) }),
        response: { 200: ZPublicRoom, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
      // Public and unauthenticated: a tight per-IP limit keeps tokens from being probed in bulk.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => {
      const viewer = await app.optionalAuth(request);
      return service.publicRoom(request.params.qrToken, viewer?.user.workspaceId ?? null);
    },
  );
};

export default roomsRoutes;
