import {
  ZApiError,
  ZChangeEmailRequest,
  ZChangePhoneRequest,
  ZCodeSentResponse,
  ZProfileResponse,
  ZUpdateProfileRequest,
  ZVerifyContactResponse,
  ZVerifyEmailRequest,
  ZVerifyPhoneRequest,
} from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, currentSessionId } from '../../plugins/auth';
import { type ContactKind, ProfileService } from './profile.service';

const TAGS = ['profile'];
const security = [{ bearer: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 409: ZApiError, 429: ZApiError, 503: ZApiError };

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ProfileService(app.database.db, app.codes, app.fileStorage);

  app.get(
    '/profile',
    {
      schema: { tags: TAGS, security, response: { 200: ZProfileResponse, 401: ZApiError } },
      config: { access: 'signedIn' },
    },
    async (request) => service.view(currentAuth(request)),
  );

  app.post(
    '/profile',
    {
      schema: {
        tags: TAGS,
        security,
        body: ZUpdateProfileRequest,
        response: { 200: ZProfileResponse, ...errors },
      },
      config: { access: 'signedIn' },
    },
    async (request) => service.update(currentAuth(request), request.body, request.ip),
  );

  app.delete(
    '/profile',
    {
      schema: {
        tags: TAGS,
        security,
        summary: 'Delete my account (DECISIONS.md §2)',
        response: { 204: z.null(), 401: ZApiError },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      await service.delete(currentAuth(request).user);
      return reply.code(204).send(null);
    },
  );

  const contactRoutes = [
    {
      kind: 'email',
      change: ZChangeEmailRequest,
      verify: ZVerifyEmailRequest,
      value: (b: { email?: string; phone?: string }) => b.email!,
    },
    {
      kind: 'phone',
      change: ZChangePhoneRequest,
      verify: ZVerifyPhoneRequest,
      value: (b: { email?: string; phone?: string }) => b.phone!,
    },
    {
      kind: 'whatsapp',
      change: ZChangePhoneRequest,
      verify: ZVerifyPhoneRequest,
      value: (b: { email?: string; phone?: string }) => b.phone!,
    },
  ] as const;

  for (const route of contactRoutes) {
    const kind: ContactKind = route.kind;
    app.post(
      `/profile/change/${kind}`,
      {
        schema: {
          tags: TAGS,
          security,
          summary: `Send a code to a new ${kind}`,
          body: route.change,
          response: { 200: ZCodeSentResponse, ...errors },
        },
        config: {
          access: 'signedIn',
          rateLimit: { max: app.config.CODE_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
        },
      },
      async (request) =>
        service.requestContactChange(currentAuth(request).user, kind, route.value(request.body), {
          ip: request.ip,
          language: request.language,
        }),
    );
    app.post(
      `/profile/change/${kind}/verify`,
      {
        schema: {
          tags: TAGS,
          security,
          summary: `Confirm the new ${kind} with its code`,
          body: route.verify,
          response: { 200: ZVerifyContactResponse, ...errors },
        },
        config: {
          access: 'signedIn',
          rateLimit: { max: app.config.CODE_RATE_LIMIT_PER_MINUTE * 2, timeWindow: 60_000 },
        },
      },
      async (request) => {
        const auth = currentAuth(request);
        return service.verifyContactChange(
          auth.user,
          currentSessionId(request),
          kind,
          route.value(request.body),
          request.body.code,
          request.ip,
        );
      },
    );
  }
};

export default profileRoutes;
