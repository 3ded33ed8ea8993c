import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled in by the guests and notifications issue. */
const notificationsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default notificationsRoutes;
