import type { TLanguage } from '@cleanops/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromHeader } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language from Accept-Language (`kz` is Kazakh), default en (DECISIONS.md §9). */
    language: TLanguage;
  }
}

export default fp(async function requestLanguage(app: FastifyInstance) {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
});
