import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Work (DECISIONS.md §7): filled in by the work issue. */
const occurrencesRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default occurrencesRoutes;
