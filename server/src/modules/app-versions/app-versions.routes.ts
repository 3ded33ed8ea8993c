import {
  ZApiError,
  ZAppVersion,
  ZAppVersionsQuery,
  ZAppVersionsResponse,
  ZCreateAppVersionRequest,
  ZLatestAppVersionQuery,
  ZLatestAppVersionResponse,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth';
import { AppVersionsService, type VersionActor } from './app-versions.service';
import { DeployedBuild } from './deployed-build';

const TAGS = ['app-versions'];
const security = [{ bearer: [] }];
const ZParams = z.object({ id: z.uuid() });
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

const actorOf = (request: FastifyRequest): VersionActor => ({
  userId: currentAuth(request).user.id,
  ip: request.ip,
});

/** The public latest version per platform, and the super admin's list (right manage_app_versions). */
const appVersionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AppVersionsService(app.database.db, new DeployedBuild(app.config.WEB_DIST_DIR));

  app.get(
    '/app-versions/latest',
    {
      schema: {
        tags: TAGS,
        summary: 'The latest released version of a platform; for web also the build the server serves now',
        querystring: ZLatestAppVersionQuery,
        response: { 200: ZLatestAppVersionResponse, 400: ZApiError },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // A page asks this to learn that a new build is out: an old answer from a cache would hide it.
      reply.header('cache-control', 'no-cache');
      return service.latest(request.query.platform);
    },
  );

  app.get(
    '/admin/app-versions',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Every version, newest release first, optionally of one platform',
        querystring: ZAppVersionsQuery,
        response: { 200: ZAppVersionsResponse, ...errors },
      },
      config: { access: 'manage_app_versions' },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/app-versions',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Add a version: number, platform, release date and the minimum still supported',
        body: ZCreateAppVersionRequest,
        response: { 201: ZAppVersion, ...errors, 409: ZApiError },
      },
      config: { access: 'manage_app_versions' },
    },
    async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body)),
  );

  app.delete(
    '/admin/app-versions/:id',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Remove a version added by mistake',
        params: ZParams,
        response: { 204: z.null(), ...errors, 404: ZApiError },
      },
      config: { access: 'manage_app_versions' },
    },
    async (request, reply) => {
      await service.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default appVersionsRoutes;
