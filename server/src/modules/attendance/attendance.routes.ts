import { ZApiError, ZAttendanceEntry, ZAttendanceQuery, ZAttendanceResponse } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth';
import { currentWorkspaceId } from '../../plugins/workspace';
import { AttendanceService } from './attendance.service';

const TAGS = ['attendance'];
const security = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * Clocking in and out is a staff member's own record, not a right of the catalogue (DECISIONS.md §4:
 * working is their job), so these routes need a session; the service checks that the caller is staff.
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
        response: { 200: ZAttendanceEntry, ...errors, 409: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.clockIn(currentAuth(request).user, currentWorkspaceId(request)),
  );

  app.post(
    '/attendance/clock-out',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'End the open shift (409 when none is open)',
        response: { 200: ZAttendanceEntry, ...errors, 409: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.clockOut(currentAuth(request).user, currentWorkspaceId(request)),
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
