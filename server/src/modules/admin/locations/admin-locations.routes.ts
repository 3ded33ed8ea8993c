import { ZAdminLocationListQuery, ZAdminLocationPage, ZApiError } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAdminLocations } from './admin-locations.service';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/** Read-only: the super admin sees every workspace's locations and changes none (SPEC.md §6). */
const adminLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/locations',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "Every workspace's locations with owner, type, rooms, team and subscription state",
        querystring: ZAdminLocationListQuery,
        response: { 200: ZAdminLocationPage, ...errors },
      },
      config: { access: 'get_admin_locations' },
    },
    async (request) => listAdminLocations(app.database.db, request.query),
  );
};

export default adminLocationsRoutes;
