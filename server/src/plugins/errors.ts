import type { TApiError } from '@cleanops/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/pg-errors';
import { AppError, type FieldProblem, fieldError } from '../errors';
import { isMessageKey, languageFromHeader, type MessageKey, translate } from '../i18n/messages';
import { isLimiterStoreUnavailable } from './rate-limit';

/** Maps a zod issue (as the type provider hands it over) to one of our localised field messages. */
function fieldProblem(
  context: string | undefined,
  issue: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> },
): FieldProblem {
  const path = [
    context === 'querystring' ? 'query' : context,
    ...issue.instancePath.split('/').filter(Boolean),
  ]
    .filter(Boolean)
    .join('.');
  const p = issue.params;
  const vars = { min: Number(p.minimum ?? 0), max: Number(p.maximum ?? 0) };
  if (issue.message && isMessageKey(issue.message)) return { path, key: issue.message, vars };
  let key: MessageKey = 'invalidValue';
  if (issue.keyword === 'invalid_type')
    key = issue.message?.includes('received undefined') ? 'required' : 'invalidType';
  else if (issue.keyword === 'too_small') key = p.origin === 'string' ? 'minLength' : 'tooSmall';
  else if (issue.keyword === 'too_big') key = p.origin === 'string' ? 'maxLength' : 'tooBig';
  else if (issue.keyword === 'invalid_format') key = 'invalidFormat';
  else if (issue.keyword === 'unrecognized_keys') key = 'unknownField';
  return { path, key, vars };
}

/** Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status. */
function clientErrorCode(error: FastifyError): AppError | null {
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  if (status === 429) return new AppError('rate_limited', { vars: { seconds: 60 } });
  if (status === 404) return new AppError('not_found');
  if (status >= 400 && status < 500) return new AppError('validation_failed');
  return null;
}

function send(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const lng = request.language;
  const body: TApiError = {
    message: translate(lng, error.options.messageKey ?? error.code, error.options.vars),
    code: error.code,
  };
  const fields = error.options.fields?.map((f) => ({ path: f.path, message: translate(lng, f.key, f.vars) }));
  if (fields || error.options.retryAfterSeconds !== undefined) {
    body.details = { fields, retryAfterSeconds: error.options.retryAfterSeconds };
  }
  if (error.options.retryAfterSeconds !== undefined)
    reply.header('retry-after', error.options.retryAfterSeconds);
  return reply.code(error.statusCode).type('application/json').send(body);
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs, in our shape
 * and the caller's language instead of Fastify's own body (which echoes the URL). A path parameter
 * over the router's 100 characters names nothing that exists: 404, as an unknown id would be (no
 * route is matched yet, so no field can be named). A path that cannot be percent-decoded is a 400.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.language = languageFromHeader(request.headers['accept-language']);
  request.log.info({ err: error }, 'client error');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(request, reply, new AppError('not_found'));
  if (error.code === 'FST_ERR_BAD_URL') return send(request, reply, fieldError('params', 'invalidFormat'));
  request.log.error({ err: error }, 'unhandled router error');
  return send(request, reply, new AppError('internal'));
}

/** A lost database (or shared rate-limit store) connection is usually back within a reconnect or a restart. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** The error format and statuses of DECISIONS.md §9: never a 500 for anything a client sent. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => fieldProblem(error.validationContext, issue));
      return send(request, reply, new AppError('validation_failed', { fields }));
    }
    if (!isResponseSerializationError(error)) {
      const clientError = clientErrorCode(error);
      if (clientError) {
        request.log.info({ err: error }, 'client error');
        return send(request, reply, clientError);
      }
    }
    if (isDatabaseUnavailable(error) || isLimiterStoreUnavailable(error)) {
      request.log.warn({ err: error }, 'a backing service is unavailable');
      return send(
        request,
        reply,
        new AppError('service_unavailable', { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, new AppError('internal'));
  });
});
