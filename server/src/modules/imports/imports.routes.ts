import {
  IMPORT_MAX_BYTES,
  type TImportKind,
  ZApiError,
  ZImportFormatQuery,
  ZImportPreview,
  ZImportResult,
} from '@cleanops/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { currentAuth } from '../../plugins/auth';
import { binaryReply } from '../../plugins/openapi';
import { currentWorkspaceId } from '../../plugins/workspace';
import { readingMultipart } from '../files/multipart-body';
import { InvitesService } from '../invites/invites.service';
import { ImportsService, type SpreadsheetFile } from './imports.service';

const TAGS = ['imports'];
const security = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };
const uploadErrors = { ...errors, 402: ZApiError, 409: ZApiError, 413: ZApiError, 415: ZApiError };
const MB = 1024 * 1024;
const SPREADSHEET_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
/** The multipart body, for the OpenAPI document only: the handler reads the part itself. */
const ZUploadBody = z.object({ file: z.file().describe('The CSV or XLSX file, up to 5 MB') }).nullish();

const tooLarge = () =>
  new AppError('file_too_large', {
    messageKey: 'importFileTooLarge',
    vars: { mb: IMPORT_MAX_BYTES / MB },
    fields: [{ path: 'body.file', key: 'importFileTooLarge', vars: { mb: IMPORT_MAX_BYTES / MB } }],
  });

const sendFile = (reply: FastifyReply, file: SpreadsheetFile) =>
  reply
    .type(file.mediaType)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);

/** Spreadsheet templates, previews, imports and the export of locations (docs/integrations.md). */
const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ImportsService(
    app.database.db,
    new InvitesService(app.database.db, app.messaging, app.log),
  );
  const signInUrl = (request: FastifyRequest) =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
  // Only these routes take multipart bodies: one file, nothing else.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });

  /** The one file part, whole: the parser stops at the size limit, so a larger file never fills memory. */
  async function readFile(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type');
    const bytes = await readingMultipart(app, request, async () => {
      let file: Buffer | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file' || part.fieldname !== 'file' || file) {
          if (part.type === 'file') part.file.resume();
          throw new AppError('validation_failed', { fields: [{ path: 'body.file', key: 'required' }] });
        }
        try {
          file = await part.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
          throw error;
        }
      }
      return file;
    });
    if (!bytes?.length)
      throw new AppError('validation_failed', { fields: [{ path: 'body.file', key: 'required' }] });
    return bytes;
  }

  const access = { locations: 'create_location', invites: 'create_invite' } as const;
  for (const kind of ['locations', 'invites'] as const satisfies readonly TImportKind[]) {
    app.get(
      `/imports/${kind}/template`,
      {
        schema: {
          tags: TAGS,
          security,
          summary: `An empty ${kind} spreadsheet with the header row in the caller's language`,
          querystring: ZImportFormatQuery,
          response: { 200: binaryReply('The template', SPREADSHEET_TYPES), ...errors },
        },
        config: { access: access[kind] },
      },
      async (request, reply) =>
        sendFile(reply, await service.template(kind, request.language, request.query.format)),
    );
  }

  app.get(
    '/imports/locations/export',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Every location and room (with checklist names) in the import columns; imports back to no change',
        querystring: ZImportFormatQuery,
        response: { 200: binaryReply('The spreadsheet', SPREADSHEET_TYPES), ...errors },
      },
      config: { access: 'update_location' },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await service.exportLocations(currentWorkspaceId(request), request.language, request.query.format),
      ),
  );

  /** Creating locations is the owner's right; the rooms come with them, so that right is needed too. */
  const locationActor = (request: FastifyRequest) => {
    const { user, rights } = currentAuth(request);
    if (!rights.has('create_room')) throw new AppError('forbidden');
    return { userId: user.id, ip: request.ip };
  };
  const inviteActor = (request: FastifyRequest) => {
    const { user, rights } = currentAuth(request);
    return { user, rights, ip: request.ip };
  };

  app.post(
    '/imports/locations/preview',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Read a CSV or XLSX of locations and rooms: each row with its problems, and what applying creates',
        consumes: ['multipart/form-data'],
        body: ZUploadBody,
        response: { 200: ZImportPreview, ...uploadErrors },
      },
      config: { access: 'create_location' },
    },
    async (request) => {
      locationActor(request);
      return service.previewLocations(currentWorkspaceId(request), request.language, await readFile(request));
    },
  );

  app.post(
    '/imports/locations/apply',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Create the locations and rooms of the rows without problems, in one transaction',
        consumes: ['multipart/form-data'],
        body: ZUploadBody,
        response: { 200: ZImportResult, ...uploadErrors },
      },
      config: { access: 'create_location' },
    },
    async (request) =>
      service.applyLocations(
        locationActor(request),
        currentWorkspaceId(request),
        request.language,
        await readFile(request),
      ),
  );

  app.post(
    '/imports/invites/preview',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Read a CSV or XLSX of e-mails and phones (and roles): each row with its problems',
        consumes: ['multipart/form-data'],
        body: ZUploadBody,
        response: { 200: ZImportPreview, ...uploadErrors },
      },
      config: { access: 'create_invite' },
    },
    async (request) =>
      service.previewInvites(
        inviteActor(request),
        currentWorkspaceId(request),
        request.language,
        await readFile(request),
      ),
  );

  app.post(
    '/imports/invites/apply',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Invite the contacts of the rows without problems, in one transaction',
        consumes: ['multipart/form-data'],
        body: ZUploadBody,
        response: { 200: ZImportResult, ...uploadErrors },
      },
      config: { access: 'create_invite' },
    },
    async (request) =>
      service.applyInvites(
        inviteActor(request),
        currentWorkspaceId(request),
        request.language,
        await readFile(request),
        signInUrl(request),
      ),
  );
};

export default importsRoutes;
