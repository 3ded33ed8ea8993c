import {
  type TStepReplayHeaders,
  ZAddOccurrencePhotoRequest,
  ZApiError,
  ZChecklistTickRequest,
  ZFinishOccurrenceRequest,
  ZOccurrenceDetail,
  ZOccurrenceListQuery,
  ZOccurrencePage,
  ZScanRequest,
  ZStepReplayHeaders,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, refuseApiKey } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { sendStepAnswer, stepReplayOf } from '../idempotency/step-replay';
import { JobFlowService } from './job-flow.service';
import { OccurrencesService, type Viewer } from './occurrences.service';

const TAGS = ['tasks'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const ZPhotoParams = z.object({ id: z.uuid(), fileId: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The step's Idempotency-Key and X-Device-Time, as the route's headers schema parsed them. */
const replayOf = (request: FastifyRequest) => stepReplayOf(request.headers as TStepReplayHeaders);

const viewerOf = (request: FastifyRequest): Viewer => {
  const { user, rights } = currentAuth(request);
  return { userId: user.id, rights };
};

/**
 * Jobs (occurrences of tasks) and the staff job flow (DECISIONS.md §7). Every step needs only
 * get_tasks, which everyone in a workspace holds: working on one's own job is not a right
 * (DECISIONS.md §4), so the service checks the assignment and answers 403 not_assigned.
 * Every step may carry an Idempotency-Key and an X-Device-Time (ZStepReplayHeaders), so that a phone's
 * offline queue can send it late and more than once.
 */
const occurrencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const occurrences = new OccurrencesService(app.database.db, app.signedLinks);
  const flow = new JobFlowService(app.database.db, app.fileStorage, app.signedLinks);

  app.get(
    '/occurrences',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Jobs by location, rooms, employees, start time, state (past due counts as overdue), type and kind; ' +
          'mine=true: my own work, emergencies first',
        querystring: ZOccurrenceListQuery,
        response: { 200: ZOccurrencePage, ...errors },
      },
      config: { access: 'get_tasks' },
    },
    async (request) => {
      // "My own work" is a person's: a key would list its creator's jobs as if they asked.
      if (request.query.mine) refuseApiKey(request);
      return occurrences.list(viewerOf(request), currentWorkspaceId(request), request.query);
    },
  );

  app.get(
    '/occurrences/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'A job with its report (checklist, scans, photos, result) and what the caller may do on it',
        params: ZParams,
        response: { 200: ZOccurrenceDetail, ...errors },
      },
      config: { access: 'get_tasks' },
    },
    async (request) => occurrences.get(viewerOf(request), currentWorkspaceId(request), request.params.id),
  );

  const stepResponse = { 200: ZOccurrenceDetail, ...errors, 409: ZApiError, 422: ZApiError };
  const headers = ZStepReplayHeaders;
  const stepConfig = { access: 'get_tasks' as const };

  app.post(
    '/occurrences/:id/pick',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Take a team job; 409 occurrence_taken when a teammate was first',
        params: ZParams,
        headers,
        response: stepResponse,
      },
      config: stepConfig,
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await flow.pick(viewerOf(request), currentWorkspaceId(request), request.params.id, replayOf(request)),
      ),
  );

  app.post(
    '/occurrences/:id/start',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Start the job: the task's checklist is copied unticked; an unpicked team job is picked",
        params: ZParams,
        headers,
        response: stepResponse,
      },
      config: stepConfig,
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await flow.start(
          viewerOf(request),
          currentWorkspaceId(request),
          request.params.id,
          replayOf(request),
        ),
      ),
  );

  app.post(
    '/occurrences/:id/scan',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          "Prove presence with a room's QR URL, bare token or typed code; 400 wrong_room for another room",
        params: ZParams,
        headers,
        body: ZScanRequest,
        response: stepResponse,
      },
      config: stepConfig,
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await flow.scan(
          viewerOf(request),
          currentWorkspaceId(request),
          request.params.id,
          request.body.code,
          replayOf(request),
        ),
      ),
  );

  app.post(
    '/occurrences/:id/checklist',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "Tick or untick an item of the job's checklist",
        params: ZParams,
        headers,
        body: ZChecklistTickRequest,
        response: stepResponse,
      },
      config: stepConfig,
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await flow.tick(
          viewerOf(request),
          currentWorkspaceId(request),
          request.params.id,
          request.body,
          replayOf(request),
        ),
      ),
  );

  app.post(
    '/occurrences/:id/photos',
    {
      schema: {
        tags: TAGS,
        security,
        summary:
          'Attach an uploaded photo (POST /uploads) before or after; 404 for a file not of this workspace, ' +
          '400 for one that is not an image or past the photo limit',
        params: ZParams,
        headers,
        body: ZAddOccurrencePhotoRequest,
        response: stepResponse,
      },
      config: stepConfig,
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await flow.addPhoto(
          viewerOf(request),
          currentWorkspaceId(request),
          request.params.id,
          request.body,
          replayOf(request),
        ),
      ),
  );

  app.delete(
    '/occurrences/:id/photos/:fileId',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Remove a photo from an unfinished job (the file is deleted unless attached elsewhere)',
        params: ZPhotoParams,
        headers,
        response: stepResponse,
      },
      config: stepConfig,
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await flow.removePhoto(
          viewerOf(request),
          currentWorkspaceId(request),
          request.params.id,
          request.params.fileId,
          replayOf(request),
        ),
      ),
  );

  app.post(
    '/occurrences/:id/finish',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Finish the job; 409 occurrence_incomplete lists every requirement not met',
        params: ZParams,
        headers,
        body: ZFinishOccurrenceRequest,
        response: stepResponse,
      },
      config: stepConfig,
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await flow.finish(
          viewerOf(request),
          currentWorkspaceId(request),
          request.params.id,
          request.body,
          replayOf(request),
        ),
      ),
  );
};

export default occurrencesRoutes;
