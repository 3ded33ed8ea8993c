import {
  CONTRACTOR_ANSWER_PHOTOS_MAX,
  IMAGE_MAX_BYTES,
  PROBLEM_COMMENT_MAX,
  type TStepReplayHeaders,
  ZApiError,
  ZAssignProblemRequest,
  ZContractorAnswerResponse,
  ZContractorToken,
  ZFileSizeQuery,
  ZProblem,
  ZProblemListQuery,
  ZProblemPage,
  ZPublicProblem,
  ZReportProblemRequest,
  ZResolveProblemRequest,
  ZSendToContractorRequest,
  ZStepReplayHeaders,
  ZWontFixProblemRequest,
} from '@cleanops/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError } from '../../errors';
import { currentAuth } from '../../plugins/auth';
import { binaryReply } from '../../plugins/openapi';
import { rateLimited } from '../../plugins/rate-limit';
import { currentWorkspaceId } from '../../plugins/workspace';
import { FilesService } from '../files/files.service';
import { readingMultipart } from '../files/multipart-body';
import { sendStepAnswer, stepReplayOf } from '../idempotency/step-replay';
import { personLabel } from '../users/person-label';
import { type ContractorAnswerInput, type ProblemActor, ProblemsService } from './problems.service';

const TAGS = ['problems'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const ZTokenParams = z.object({ token: ZContractorToken });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };
const stepErrors = { ...errors, 409: ZApiError };
const HOUR_MS = 3_600_000;
/** The multipart body, for the OpenAPI document only (the handler reads the parts itself). */
const ZAnswerBody = z
  .object({
    outcome: z.enum(['fixed', 'cannot_fix']),
    comment: z.string().optional(),
    photos: z.array(z.file()).max(CONTRACTOR_ANSWER_PHOTOS_MAX).optional().describe('Up to 5 photos'),
  })
  .nullish();
const ZPhotoQuery = z
  .object({ uid: z.string(), exp: z.string(), sig: z.string() })
  .partial()
  .extend(ZFileSizeQuery.shape);

const actorOf = (request: FastifyRequest): ProblemActor => {
  const { user, rights } = currentAuth(request);
  return { userId: user.id, rights, name: personLabel(user) || 'CleanOps' };
};

/**
 * Problems and contractor links (DECISIONS.md §13). Reporting needs report_problem (every working
 * member; the service checks the location); the rest needs manage_problems. The contractor's page
 * needs no account: its token is the key, rate-limited like the guest's QR page.
 */
const problemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ProblemsService(
    app.database.db,
    app.fileStorage,
    app.signedLinks,
    app.messaging,
    app.log,
  );
  const files = new FilesService(app.database.db, app.fileStorage, app.signedLinks);
  const publicUrl = (request: FastifyRequest) =>
    app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

  // Only the contractor's answer is multipart; the sixth photo is refused when it arrives.
  await app.register(multipart, {
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: CONTRACTOR_ANSWER_PHOTOS_MAX,
      fields: 10,
      parts: CONTRACTOR_ANSWER_PHOTOS_MAX + 10,
      fieldSize: PROBLEM_COMMENT_MAX * 4,
      headerPairs: 50,
    },
  });

  /** The second limit of the contractor's answer: per link, however many addresses it comes from. */
  const linkLimit = app.createRateLimit({
    max: app.config.GUEST_COMPLAINTS_PER_ROOM_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `contractor-answer:${(request.params as { token?: string }).token}`,
  });

  async function readAnswer(request: FastifyRequest): Promise<ContractorAnswerInput> {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type');
    const input: ContractorAnswerInput = { fields: {}, photos: [] };
    const tooLong: string[] = [];
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
            if (bytes.length) input.photos.push({ bytes, name: part.filename });
          } else {
            part.file.resume();
            input.fields[part.fieldname] ??= '';
          }
        }
      },
      () => fieldError('body.photos', 'complaintPhotosLimit', { max: CONTRACTOR_ANSWER_PHOTOS_MAX }),
    );
    if (tooLong.length) {
      throw new AppError('validation_failed', {
        fields: tooLong.map((name) => ({
          path: `body.${name}`,
          key: 'maxLength',
          vars: { max: PROBLEM_COMMENT_MAX },
        })),
      });
    }
    return input;
  }

  app.post(
    '/problems',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Report a problem where I work, with 1-10 photos uploaded first (POST /uploads)',
        description:
          'May carry Idempotency-Key (and X-Device-Time), like a job step: sent again with the same key it ' +
          'answers the same problem (Idempotent-Replayed: true) and makes no second one.',
        headers: ZStepReplayHeaders,
        body: ZReportProblemRequest,
        response: { 201: ZProblem, ...errors, 422: ZApiError },
      },
      config: { access: 'report_problem' },
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await service.report(
          actorOf(request),
          currentWorkspaceId(request),
          request.body,
          stepReplayOf(request.headers as TStepReplayHeaders),
        ),
      ),
  );

  app.get(
    '/problems',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          "The workspace's problems by state, location, kind and severity (without manage_problems: those I reported or was given)",
        querystring: ZProblemListQuery,
        response: { 200: ZProblemPage, ...errors },
      },
      config: { access: 'report_problem' },
    },
    async (request) => service.list(actorOf(request), currentWorkspaceId(request), request.query),
  );

  app.get(
    '/problems/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'A problem with its photos, its timeline and its contractor link',
        params: ZParams,
        response: { 200: ZProblem, ...errors },
      },
      config: { access: 'report_problem' },
    },
    async (request) => service.get(actorOf(request), currentWorkspaceId(request), request.params.id),
  );

  app.post(
    '/problems/:id/assign',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Give it to a member of the workspace: in progress (409 problem_state when closed)',
        params: ZParams,
        body: ZAssignProblemRequest,
        response: { 200: ZProblem, ...stepErrors },
      },
      config: { access: 'manage_problems' },
    },
    async (request) =>
      service.assign(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.post(
    '/problems/:id/contractor',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          "Send it to a contractor: a one-time link (14 days by default) goes out in the contractor's language",
        description:
          'An earlier link still usable is withdrawn. 400 channel_unavailable when the channel cannot send.',
        params: ZParams,
        body: ZSendToContractorRequest,
        response: { 200: ZProblem, ...stepErrors },
      },
      config: { access: 'manage_problems' },
    },
    async (request) =>
      service.sendToContractor(
        actorOf(request),
        currentWorkspaceId(request),
        request.params.id,
        request.body,
        publicUrl(request),
      ),
  );

  app.delete(
    '/problems/:id/contractor-link',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Withdraw the contractor link at once (404 when none is in use)',
        params: ZParams,
        response: { 200: ZProblem, ...stepErrors },
      },
      config: { access: 'manage_problems' },
    },
    async (request) => service.revokeLink(actorOf(request), currentWorkspaceId(request), request.params.id),
  );

  app.post(
    '/problems/:id/resolve',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Mark it resolved, with an optional comment (409 problem_state naming the state when closed)',
        params: ZParams,
        body: ZResolveProblemRequest,
        response: { 200: ZProblem, ...stepErrors },
      },
      config: { access: 'manage_problems' },
    },
    async (request) =>
      service.resolve(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.post(
    '/problems/:id/wont-fix',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Close it as won't fix, with the reason",
        params: ZParams,
        body: ZWontFixProblemRequest,
        response: { 200: ZProblem, ...stepErrors },
      },
      config: { access: 'manage_problems' },
    },
    async (request) =>
      service.wontFix(actorOf(request), currentWorkspaceId(request), request.params.id, request.body),
  );

  app.post(
    '/problems/:id/reopen',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Open a resolved or won't-fix problem again; its timeline is kept",
        params: ZParams,
        response: { 200: ZProblem, ...stepErrors },
      },
      config: { access: 'manage_problems' },
    },
    async (request) => service.reopen(actorOf(request), currentWorkspaceId(request), request.params.id),
  );

  app.get(
    '/public/problems/:token',
    {
      schema: {
        tags: TAGS,
        summary:
          "Public: the contractor's page — only this problem, its photos, the address and access notes",
        description: '404 for an unknown link, 410 problem_link_expired or problem_link_revoked.',
        params: ZTokenParams,
        response: { 200: ZPublicProblem, 400: ZApiError, 404: ZApiError, 410: ZApiError, 429: ZApiError },
      },
      // Public and unauthenticated: a tight per-IP limit keeps tokens from being probed in bulk.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => service.publicProblem(request.params.token),
  );

  app.post(
    '/public/problems/:token/answer',
    {
      schema: {
        tags: TAGS,
        summary: "Public: the contractor's one answer — fixed or cannot fix, a comment, up to 5 photos",
        description:
          'multipart/form-data: fields `outcome` (fixed | cannot_fix) and `comment`, file parts `photos` ' +
          '(images only). 409 problem_link_answered for a second answer; 410 for an expired or withdrawn ' +
          'link. Limited per IP and per link each hour, like the guest page.',
        consumes: ['multipart/form-data'],
        params: ZTokenParams,
        body: ZAnswerBody,
        response: {
          201: ZContractorAnswerResponse,
          400: ZApiError,
          404: ZApiError,
          409: ZApiError,
          410: ZApiError,
          413: ZApiError,
          415: ZApiError,
          429: ZApiError,
        },
      },
      config: {
        access: 'public',
        rateLimit: { max: app.config.GUEST_COMPLAINTS_PER_IP_PER_HOUR, timeWindow: HOUR_MS },
      },
      preHandler: async (request) => {
        const limit = await linkLimit(request);
        if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttl);
      },
    },
    async (request, reply) => {
      await service.answerableLink(request.params.token);
      await service.answer(request.params.token, await readAnswer(request));
      return reply.code(201).send({ received: true as const });
    },
  );

  app.get(
    '/public/problem-photos/:fileId',
    {
      schema: {
        tags: TAGS,
        summary: "Public: a photo of the contractor's page, by the signed link the page gave",
        params: z.object({ fileId: z.uuid() }),
        querystring: ZPhotoQuery,
        response: {
          200: binaryReply('The photo', ['image/jpeg', 'image/png', 'image/webp']),
          400: ZApiError,
          404: ZApiError,
          410: ZApiError,
          429: ZApiError,
        },
      },
      config: { access: 'public', rateLimit: { max: 300, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const file = await service.publicPhotoFile(request.params.fileId, request.query);
      const { bytes, mime } = await files.read(file.workspaceId, file.id, request.query.size);
      return reply
        .header('content-type', mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
};

export default problemsRoutes;
