import {
  type TStepReplayHeaders,
  ZApiError,
  ZAttendanceEntry,
  ZAttendanceQuery,
  ZAttendanceResponse,
  ZStepReplayHeaders,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { sendStepAnswer, stepReplayOf } from '../idempotency/step-replay';
import { AttendanceService } from './attendance.service';

const TAGS = ['attendance'];
const security = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/** The Idempotency-Key and X-Device-Time, as the route's headers schema parsed them. */
const replayOf = (request: FastifyRequest) => stepReplayOf(request.headers as TStepReplayHeaders);

/**
 * Clocking in and out is a staff member's own record, not a right of the catalogue (DECISIONS.md §4:
 * working is their job), so these routes need a session; the service checks that the caller is staff.
 * Clock in and out may carry an Idempotency-Key and an X-Device-Time, as the job steps do, so a phone
 * can clock in or out without signal and send it later.
 */
const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AttendanceService(app.database.db);

  app.post(
    '/attendance/clock-in',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Start a shift (409 when one is already open)',
        headers: ZStepReplayHeaders,
        response: { 200: ZAttendanceEntry, ...errors, 409: ZApiError, 422: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await service.clockIn(currentAuth(request).user, currentWorkspaceId(request), replayOf(request)),
      ),
  );

  app.post(
    '/attendance/clock-out',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'End the open shift (409 when none is open)',
        headers: ZStepReplayHeaders,
        response: { 200: ZAttendanceEntry, ...errors, 409: ZApiError, 422: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) =>
      sendStepAnswer(
        reply,
        await service.clockOut(currentAuth(request).user, currentWorkspaceId(request), replayOf(request)),
      ),
  );

  app.get(
    '/attendance',
    {
      schema: {
        tags: TAGS,
        security,
        summary: "My shifts, or an employee's with ?userId (needs get_employees); newest first, at most 200",
        querystring: ZAttendanceQuery,
        response: { 200: ZAttendanceResponse, ...errors },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.list(currentAuth(request), currentWorkspaceId(request), request.query),
  );
};

export default attendanceRoutes;
