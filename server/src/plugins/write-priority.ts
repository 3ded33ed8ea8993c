import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { asWrite } from '../db/pglite-scheduler';

const READING = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * On PGlite, every statement of a request that changes something takes its turn as a write's
 * (db/pglite-scheduler.ts): its session lookup and the reads before its transaction go before the
 * queued reads of other requests, so a write answers in the time of its own work whatever the read
 * load. Entered again before validation because a body is read in the
 * socket's own callbacks, which do not carry the request's context on.
 */
export default fp(async function writePriority(app: FastifyInstance) {
  if (app.database.kind !== 'pglite') return;
  const enter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (READING.has(request.method)) return done();
    asWrite(done);
  };
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
});
