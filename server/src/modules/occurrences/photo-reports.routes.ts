import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Employees' photo reports: filled in by the work issue. */
const photoReportsRoutes: FastifyPluginAsyncZod = async (_app) => {};

export default photoReportsRoutes;
