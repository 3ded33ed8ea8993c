import { ZHealthResponse } from '@cleanops/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const up = await app.database.ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', db: up ? 'up' : 'down' });
    },
  );
};

export default healthRoutes;
