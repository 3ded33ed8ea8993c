import {
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TEXT_MAX,
  IMAGE_MAX_BYTES,
  ZApiError,
  ZComplaint,
  ZComplaintListQuery,
  ZComplaintPage,
  ZConvertComplaintRequest,
  ZCreateComplaintRequest,
  ZGuestComplaintResponse,
} from '@cleanops/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../errors';
import { currentAuth } from '../../plugins/auth';
import { rateLimited } from '../../plugins/rate-limit';
import { currentWorkspaceId } from '../../plugins/workspace';
import { readingMultipart } from '../files/multipart-body';
import { type ComplaintActor, ComplaintsService, type GuestComplaintInput } from './complaints.service';

const TAGS = ['complaints'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const ZTokenParams = z.object({ qrToken: z.string().regex(/^[\w-]{1,64}$/) });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const HOUR_MS = 3_600_000;
/**
 * The multipart body, for the OpenAPI document only: the multipart parser leaves `request.body`
 * empty (the handler reads the parts itself), which this nullish schema lets through.
 */
const ZGuestComplaintBody = z
  .object({
    rating: z.string().describe('1 to 5'),
    text: z.string().optional(),
    photos: z.array(z.file()).max(COMPLAINT_PHOTOS_MAX).optional().describe('Up to 5 photos'),
  })
  .nullish();

const actorOf = (request: FastifyRequest): ComplaintActor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
  language: request.language,
});

/** Complaints: the guest's QR page sends them; the owner reads, types in, converts and deletes them. */
const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ComplaintsService(
    app.database.db,
    app.fileStorage,
    app.signedLinks,
    app.config.TASK_HORIZON_DAYS,
  );
  // Registered here, not for the whole app, so only these routes accept multipart bodies. A field
  // may hold the longest text in 4-byte characters; the sixth photo is refused when it arrives.
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: COMPLAINT_PHOTOS_MAX,
      fields: 10,
      parts: COMPLAINT_PHOTOS_MAX + 10,
      fieldSize: COMPLAINT_TEXT_MAX * 4,
      headerPairs: 50,
    },
  });

  /**
   * The second limit of the guest route, per room however many addresses a flood comes from
   * (DECISIONS.md §8). A limiter used as a hook (app.rateLimit) would be skipped here: the plugin
   * runs only the first of its hooks on a request, and the route's per-IP limit is that one.
   */
  const roomLimit = app.createRateLimit({
    max: app.config.GUEST_COMPLAINTS_PER_ROOM_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `guest-complaints-room:${(request.params as { qrToken?: string }).qrToken}`,
  });

  /** Every part read whole, so nothing is stored unless all of them pass (the service checks them). */
  async function readGuestComplaint(request: FastifyRequest): Promise<GuestComplaintInput> {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type');
    const input: GuestComplaintInput = { fields: {}, photos: [] };
    const tooLong: string[] = [];
    const photosLimit = () =>
      fieldError('body.photos', 'complaintPhotosLimit', { max: COMPLAINT_PHOTOS_MAX });
    await readingMultipart(
      app,
      request,
      async () => {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.valueTruncated) tooLong.push(part.fieldname);
            input.fields[part.fieldname] = String(part.value);
          } else if (part.fieldname === 'photos') {
            const bytes = await part.toBuffer();
            // A form's file input left empty still sends its part, with no bytes: no photo, not a bad one.
            if (bytes.length) input.photos.push({ bytes, name: part.filename });
          } else {
            // Any other file part is an unknown field, reported as such with the rest.
            part.file.resume();
            input.fields[part.fieldname] ??= '';
          }
        }
      },
      photosLimit,
    );
    if (tooLong.length) {
      throw new AppError('validation_failed', {
        fields: tooLong.map((name) => ({
          path: `body.${name}`,
          key: 'maxLength',
          vars: { max: COMPLAINT_TEXT_MAX },
        })),
      });
    }
    return input;
  }

  app.post(
    '/public/rooms/:qrToken/complaints',
    {
      schema: {
        tags: TAGS,
        summary:
          'Public: a guest rates a room and complains, with up to 5 photos (the QR page, DECISIONS.md §8)',
        description:
          'multipart/form-data: fields `rating` (1-5) and `text`, file parts `photos` (images only). Limited per ' +
          'IP and per room each hour; works whatever the state of the subscription.',
        consumes: ['multipart/form-data'],
        params: ZTokenParams,
        body: ZGuestComplaintBody,
        response: {
          201: ZGuestComplaintResponse,
          400: ZApiError,
          404: ZApiError,
          413: ZApiError,
          415: ZApiError,
          429: ZApiError,
        },
      },
      // Per IP here (before the body is read); per room in the preHandler below.
      config: {
        access: 'public',
        rateLimit: { max: app.config.GUEST_COMPLAINTS_PER_IP_PER_HOUR, timeWindow: HOUR_MS },
      },
      preHandler: async (request) => {
        const limit = await roomLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttl);
      },
    },
    async (request, reply) => {
      const place = await service.guestPlace(request.params.qrToken);
      await service.createFromGuest(place, request.ip, await readGuestComplaint(request));
      return reply.code(201).send({ received: true as const });
    },
  );

  app.get(
    '/complaints',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Complaints of the workspace: rating from, source, location, room, dates; by date or rating',
        querystring: ZComplaintListQuery,
        response: { 200: ZComplaintPage, ...errors },
      },
      config: { access: 'get_analytics' },
    },
    async (request) => service.list(currentAuth(request).user.id, currentWorkspaceId(request), request.query),
  );

  app.post(
    '/complaints',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Type in a review from 2GIS, Google or elsewhere, with photos uploaded first (POST /uploads)',
        body: ZCreateComplaintRequest,
        response: { 201: ZComplaint, ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request, reply) => {
      const complaint = await service.create(actorOf(request), currentWorkspaceId(request), request.body);
      return reply.code(201).send(complaint);
    },
  );

  app.post(
    '/complaints/:id/convert',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Turn it into a one-time task for its room (409 when it already was; 402 when the subscription has expired)',
        params: ZParams,
        body: ZConvertComplaintRequest,
        response: { 200: ZComplaint, ...errors, 402: ZApiError, 409: ZApiError },
      },
      config: { access: 'create_task' },
    },
    async (request) =>
      service.convert(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.delete(
    '/complaints/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete it and its photos; a task made from it stays',
        params: ZParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), currentWorkspaceId(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default complaintsRoutes;
