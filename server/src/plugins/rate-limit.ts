import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';
import { sha256 } from '../modules/auth/code-crypto';
import { bearerToken, isApiKeyToken } from './auth';

/** The 429 of every limit, with the wait in the message and in Retry-After. */
export function rateLimited(ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError('rate_limited', { vars: { seconds }, retryAfterSeconds: seconds });
}

/**
 * True when the shared counters (REDIS_URL) could not be reached: no limit can be checked, so the
 * call is refused as unavailable for now (503 with Retry-After), neither let through nor a 500.
 */
export function isLimiterStoreUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    error.message.includes('enableOfflineQueue') ||
    error.message === 'Connection is closed.'
  );
}

/**
 * Whether a request counts toward the general per-IP ceiling. It is decided by the route the router
 * matched (the pattern we registered), never by the URL as sent: `/%61pi/login`, `//api/login` and
 * `/api/login/` are all `/api/login` to the router and so to the limits. A path that
 * matches no route reaches no handler and answers 404 without counting.
 */
function countsTowardGeneralLimit(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined || route === '/api/health') return false;
  return route.startsWith('/api/') || route.startsWith('/locales/add/');
}

/**
 * Per-IP limits. Every /api call (but the polled health probe) and every /locales/add call counts
 * toward a general ceiling; routes that cost money or guard secrets (sending and checking codes,
 * uploads, guest complaints, missing translations) also set a tighter limit of their own in
 * `config.rateLimit`, which the plugin keeps per matched route. With REDIS_URL the counters are
 * shared by all API processes (DECISIONS.md §1); without it each process counts on its own.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a refused API key against its address: 429 once it has sent too many. */
    countRefusedApiKey(request: FastifyRequest): Promise<void>;
  }
}

/**
 * The general ceiling's bucket: an API key has its own, whatever address it calls from, so an
 * integration's calls neither eat into the people's behind the same address nor share another
 * key's. A made-up key gets a bucket too, but each refusal also counts against its address
 * (`countRefusedApiKey`), so trying keys is limited like anything else.
 */
function generalBucket(request: FastifyRequest): string {
  const token = bearerToken(request);
  return isApiKeyToken(token) ? `key:${sha256(token)}` : request.ip;
}

export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  const { REDIS_URL, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = app.config;
  const redis = REDIS_URL
    ? new Redis(REDIS_URL, { maxRetriesPerRequest: 2, connectTimeout: 2_000 })
    : undefined;
  if (redis) {
    // Unhandled, ioredis prints each failed reconnect to the console; the log is where it belongs.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  const general = { max: RATE_LIMIT_MAX, timeWindow: RATE_LIMIT_WINDOW_SECONDS * 1000 };
  await app.register(rateLimit, {
    // The general ceiling is the hook below; `global` would only hang it on routes without a limit of their own.
    global: false,
    ...general,
    redis,
    nameSpace: 'cleanops-rl-',
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
  });

  const generalLimit = app.createRateLimit({ ...general, keyGenerator: generalBucket });
  const refusedKeyLimit = app.createRateLimit({ ...general, keyGenerator: (r) => `refused-key:${r.ip}` });
  app.decorate('countRefusedApiKey', async (request: FastifyRequest) => {
    const limit = await refusedKeyLimit(request);
    if (!limit.isAllowed && limit.isExceeded) throw rateLimited(limit.ttl);
  });
  // An app-wide hook registered before the auth plugin's: it runs before the session lookup, so a
  // flood with made-up tokens is refused here instead of reaching the database.
  app.addHook('onRequest', async (request, reply) => {
    if (!countsTowardGeneralLimit(request)) return;
    const limit = await generalLimit(request);
    if (limit.isAllowed) return;
    reply.header('x-ratelimit-limit', limit.max);
    reply.header('x-ratelimit-remaining', limit.remaining);
    reply.header('x-ratelimit-reset', limit.ttlInSeconds);
    if (limit.isExceeded) throw rateLimited(limit.ttl);
  });
});
