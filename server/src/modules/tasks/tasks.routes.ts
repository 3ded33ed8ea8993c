import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Task definitions (DECISIONS.md §7): filled in by the work issue. */
const tasksRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default tasksRoutes;
