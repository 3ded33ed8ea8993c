import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * A per-IP ceiling on every route. With REDIS_URL the counters are shared by all API processes
 * (DECISIONS.md §1); without it each process counts on its own. Routes that cost money or guard
 * secrets (sending and checking codes) set tighter limits of their own.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  const { REDIS_URL, RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS } = app.config;
  const redis = REDIS_URL
    ? new Redis(REDIS_URL, { maxRetriesPerRequest: 2, connectTimeout: 2_000 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: true,
    max: RATE_LIMIT_MAX,
    timeWindow: RATE_LIMIT_WINDOW_SECONDS * 1000,
    redis,
    nameSpace: 'cleanops-rl-',
    // Static files and the health probe are cheap and polled; counting them would lock users out.
    allowList: (request) =>
      request.url === '/api/health' ||
      !(request.url.startsWith('/api/') || request.url.startsWith('/locales/add/')),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('rate_limited', { vars: { seconds }, retryAfterSeconds: seconds });
    },
  });
});
