import { API_KEY_EXCLUDED_RIGHTS, ZApiError } from '@cleanops/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPersonOnly, type RouteAccess } from './auth';

/** Methods whose body Fastify reads: a body can be malformed, too large or of a type we do not take. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Our error body: one component of the document, referenced by every error reply. */
const ZApiErrorComponent = ZApiError.meta({ id: 'ApiError' });
const errorReply = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZApiErrorComponent } },
});
const ERROR_REPLIES = {
  400: errorReply(
    'Invalid input: `details.fields` names each field (validation_failed), or a malformed body',
  ),
  401: errorReply(
    'Not signed in, the session has ended, or the API key is unknown, revoked or expired (unauthenticated)',
  ),
  403: errorReply(
    'Signed in without the right this call needs, or an API key on a call only a person makes (forbidden)',
  ),
  404: errorReply(
    'Not found, or not in your workspace (not_found); also a path parameter longer than 100 characters',
  ),
  413: errorReply('The body is larger than this call takes (payload_too_large, file_too_large)'),
  415: errorReply('A content type this call does not take (unsupported_media_type, unsupported_file_type)'),
  429: errorReply('Too many requests (rate_limited and the sign-in limits); Retry-After says when to retry'),
  500: errorReply('An internal error (internal); the server log has it under the reply’s X-Request-Id'),
  503: errorReply(
    'The database is unavailable for now (service_unavailable); Retry-After says when to retry',
  ),
} as const;
type ErrorStatus = keyof typeof ERROR_REPLIES;

/**
 * The error statuses a route can answer whatever its own code does, so that no route has to list
 * them (every status a route gives is in the document): validation and malformed bodies,
 * the access check, workspace scoping and unknown ids, the body limits, the rate limits, and a
 * failing database or a bug. A route lists only the statuses of its own rules (402, 409…).
 */
function errorStatusesOf(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  const takesBody = methods.some((m) => BODY_METHODS.has(m));
  const hasParams = Boolean(schema.params);
  const access = (route.config as { access?: RouteAccess } | undefined)?.access ?? 'public';
  const statuses: ErrorStatus[] = [500, 503];
  if (takesBody || hasParams || schema.querystring || schema.body) statuses.push(400);
  if (access !== 'public') statuses.push(401, 403);
  if (hasParams || (access !== 'public' && access !== 'signedIn')) statuses.push(404);
  if (takesBody) statuses.push(413, 415);
  if ((route.url.startsWith('/api/') && route.url !== '/api/health') || route.url.startsWith('/locales/')) {
    statuses.push(429);
  }
  return statuses;
}

type SecurityRequirement = Record<string, string[]>;

/**
 * A route that needs a right of the catalogue also takes an API key holding it, and a `signedIn` one
 * marked `apiKeys` any key; the calls only a person makes take a session only (decision 0049).
 */
function securityOf(route: RouteOptions): { security?: SecurityRequirement[] } {
  const config = route.config as
    | { access?: RouteAccess; personOnly?: boolean; apiKeys?: boolean }
    | undefined;
  const access = config?.access ?? 'public';
  if (access === 'public' || (access === 'signedIn' && isPersonOnly(config))) return {};
  const declared = (route.schema?.security as SecurityRequirement[] | undefined) ?? [{ bearer: [] }];
  // A right no key may hold (handing out keys, webhooks) takes a session only, as a person's own call.
  if (isPersonOnly(config) || (access !== 'signedIn' && API_KEY_EXCLUDED_RIGHTS.includes(access)))
    return { security: declared };
  if (declared.some((s) => 'apiKey' in s)) return { security: declared };
  return { security: [...declared, { apiKey: [] }] };
}

/**
 * A reply that is not JSON (a file, a QR image, a PDF), documented under its real media types. The
 * schema only describes; Fastify never serialises a Buffer or a string.
 */
export function binaryReply(description: string, mediaTypes: readonly string[]) {
  const bytes = z.any().meta({ type: 'string', format: 'binary' });
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: bytes }])),
  };
}

/** The OpenAPI 3.1 document, generated from every route's zod schemas (DECISIONS.md §9). */
export default fp(async function openapi(app: FastifyInstance) {
  // Registered before any route: fills in each route's common error replies as it is added, and
  // swagger (which keeps the same route objects) documents them.
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide || !(route.url.startsWith('/api/') || route.url.startsWith('/locales/'))) return;
    const response = { ...((route.schema?.response as Record<string, unknown> | undefined) ?? {}) };
    for (const status of errorStatusesOf(route)) {
      if (response[status] === undefined || response[status] === ZApiError) {
        response[status] = ERROR_REPLIES[status];
      }
    }
    route.schema = { ...route.schema, response, ...securityOf(route) };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CleanOps API',
        version: '1.0.0',
        description:
          'Errors are `{message, code, details?}` with the message localised by Accept-Language; every ' +
          'status a call can answer is listed under it.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from signing in (POST /api/login/code).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'cok_…',
            description:
              "A workspace's API key (`cok_…`, see /integrations), sent as `Authorization: Bearer`. " +
              'It acts within the rights it was given, capped by its creator’s current rights.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
