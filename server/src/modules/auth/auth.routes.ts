import {
  ZApiError,
  ZAvailableMessagingTypesResponse,
  ZCodeSentResponse,
  ZLoginCodeRequest,
  ZLoginCodeResponse,
  ZLoginRequest,
  ZOkResponse,
} from '@cleanops/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSessionId } from '../../plugins/auth';
import { AuthService, type RequestMeta } from './auth.service';

const TAGS = ['auth'];
const errors = { 400: ZApiError, 429: ZApiError, 503: ZApiError };

export function requestMeta(request: FastifyRequest): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    language: request.language,
  };
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new AuthService(app.database.db, app.codes, app.config);

  app.post(
    '/login',
    {
      schema: {
        tags: TAGS,
        summary: 'Send a sign-in code',
        body: ZLoginRequest,
        response: { 200: ZCodeSentResponse, ...errors },
      },
      // Each SMS or WhatsApp message costs money (DECISIONS.md §3).
      config: {
        access: 'public',
        rateLimit: { max: app.config.CODE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (request) => service.requestCode(request.body, requestMeta(request)),
  );

  app.post(
    '/login/code',
    {
      schema: {
        tags: TAGS,
        summary: 'Sign in with the code',
        body: ZLoginCodeRequest,
        response: { 200: ZLoginCodeResponse, ...errors },
      },
      config: {
        access: 'public',
        rateLimit: { max: app.config.CODE_RATE_LIMIT_PER_MINUTE * 2, timeWindow: 60_000 },
      },
    },
    async (request) => service.signIn(request.body, requestMeta(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'End this session',
        security: [{ bearer: [] }],
        response: { 200: ZOkResponse, 401: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request) => {
      await service.signOut(currentSessionId(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/availableMessagingTypes',
    {
      schema: {
        tags: TAGS,
        summary: 'Channels that can deliver codes',
        response: { 200: ZAvailableMessagingTypesResponse },
      },
      config: { access: 'public' },
    },
    async () => app.messaging.available(),
  );
};

export default authRoutes;
