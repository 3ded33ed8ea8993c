import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  ZApiError,
  ZFileSizeQuery,
  ZStoredFile,
} from '@cleanops/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileRow } from '../../db/schema';
import { fieldError } from '../../errors';
import { currentAuth } from '../../plugins/auth';
import { binaryReply } from '../../plugins/openapi';
import { currentWorkspaceId } from '../../plugins/workspace';
import { contentDisposition } from './file-names';
import { FilesService } from './files.service';
import { readingMultipart } from './multipart-body';
import { fileTooLarge, VARIANT_MIME } from './upload-processing';

const TAGS = ['files'];
const security = [{ bearer: [] }];

const ZFileParams = z.object({ id: z.uuid() });
/** A signed link's parameters (signed-links.ts); the auth plugin checks them, not this schema. */
const ZSignedLinkQuery = z.object({ uid: z.string(), exp: z.string(), sig: z.string() }).partial();
/**
 * A size rides on the same signed link: the signature covers the path (the file), and a smaller copy
 * of a file shows nothing the file does not.
 */
const ZFileQuery = ZSignedLinkQuery.extend(ZFileSizeQuery.shape);
/** What a stored file can be: images are stored as JPEG, PNG or WebP (upload-processing.ts). */
const STORED_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', ...DOCUMENT_MIME_TYPES];
/**
 * The multipart body, for the OpenAPI document only: the multipart parser leaves `request.body`
 * empty (the handler streams the part itself), which this nullish schema lets through.
 */
const ZUploadBody = z.object({ file: z.file().describe('One photo or document') }).nullish();

/**
 * Whatever a stored file holds, a browser opening it must not run it as a page of our origin, where
 * the session token lives (DECISIONS.md §3). PDFs are the exception to `sandbox`: Chrome and Safari
 * refuse to show a PDF in a sandboxed document at all, and their PDF viewers never run a file's
 * script in our origin anyway; its type is taken from its bytes and nosniff keeps it a PDF.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const cspFor = (mime: string) => (mime === 'application/pdf' ? FILE_CSP : `${FILE_CSP}; sandbox`);

/** A photo saved from its smaller size is named as what it holds: `kitchen.jpg` → `kitchen.webp`. */
const nameFor = (name: string, mime: string) =>
  mime === VARIANT_MIME && !name.endsWith('.webp') ? `${name.replace(/\.[^.]+$/, '')}.webp` : name;

/** Photos and PDFs open in the browser; other documents (Office files, videos) download. */
const showsInline = (file: FileRow) => file.kind === 'image' || file.mime === 'application/pdf';

/**
 * One `bytes=a-b` range (a browser seeking in a training video asks for one, and Safari plays no
 * video without it). Anything else is ignored and the whole file sent, as RFC 9110 §14.2 allows.
 */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2]) || size === 0) return null;
  const [first, last] = [match[1]!, match[2]!];
  const start = first ? Number(first) : Math.max(0, size - Number(last));
  const end = first && last ? Math.min(Number(last), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : null;
}

/** POST /uploads and GET /files/{id} (DECISIONS.md §1). */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new FilesService(app.database.db, app.fileStorage, app.signedLinks);
  // Registered here, not for the whole app, so only this route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  /** The `file` part, read whole; what is over the largest cap is refused before anything is stored. */
  async function readFilePart(request: FastifyRequest): Promise<{ bytes: Buffer; name?: string }> {
    if (!request.isMultipart()) throw fieldError('file', 'required');
    return readingMultipart(app, request, async () => {
      const part = await request.file();
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw fieldError('file', 'required');
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge();
      return { bytes, name: part.filename };
    });
  }

  app.post(
    '/uploads',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Upload one file (multipart/form-data, part `file`); attach it to something afterwards',
        description:
          'The type is read from the bytes: photos (JPEG, PNG, WebP, GIF; up to 10 MB, re-encoded without ' +
          'metadata, at most 2560 px) or documents (PDF, Office, OpenDocument, MP4, WebM; up to 20 MB).',
        consumes: ['multipart/form-data'],
        body: ZUploadBody,
        response: {
          201: ZStoredFile,
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
          413: ZApiError,
          415: ZApiError,
          429: ZApiError,
        },
      },
      // Every upload costs a decode and a disk write: a fifth of the general per-IP allowance.
      config: {
        access: 'signedIn',
        apiKeys: true,
        rateLimit: {
          max: Math.max(1, Math.floor(app.config.RATE_LIMIT_MAX / 5)),
          timeWindow: app.config.RATE_LIMIT_WINDOW_SECONDS * 1000,
        },
      },
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const workspaceId = currentWorkspaceId(request);
      const stored = await service.store(user, workspaceId, await readFilePart(request));
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'A file of my workspace, by bearer or by its signed link (`url` of the stored file)',
        description:
          '`size=thumb` (480 px long side) or `size=medium` (1280 px) answers a smaller WebP copy of a ' +
          'photo, made at upload (`thumbUrl` and `mediumUrl` of the stored file); for a document, the ' +
          'document itself.',
        params: ZFileParams,
        querystring: ZFileQuery,
        response: {
          200: binaryReply('The file, with its stored content type', STORED_MEDIA_TYPES),
          206: binaryReply('The requested range of the file (Range: bytes=a-b)', STORED_MEDIA_TYPES),
          400: ZApiError,
          401: ZApiError,
          404: ZApiError,
        },
      },
      config: { access: 'signedIn', apiKeys: true },
    },
    async (request, reply) => {
      const { file, bytes, mime } = await service.read(
        currentWorkspaceId(request),
        request.params.id,
        request.query.size,
      );
      reply
        .header('content-type', mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          contentDisposition(showsInline(file) ? 'inline' : 'attachment', nameFor(file.name, mime)),
        )
        .header('content-security-policy', cspFor(mime))
        .header('accept-ranges', 'bytes');
      const range = parseRange(request.headers.range, bytes.length);
      if (!range) return reply.code(200).send(bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
};

export default filesRoutes;
