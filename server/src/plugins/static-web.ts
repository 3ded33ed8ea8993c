import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * Serves the built web app and its translation files (GET /locales/{lng}/{ns}.json, SPEC.md §7).
 * Any other GET outside /api answers index.html so the client router can take the path.
 */
export default fp(async function staticWeb(app: FastifyInstance) {
  const dist = app.config.WEB_DIST_DIR;
  const hasDist = fs.existsSync(path.join(dist, 'index.html'));
  // Without a build (API tests, `npm run dev`) the translations still come from the sources.
  const root = hasDist ? dist : path.resolve(import.meta.dirname, '../../../web/public');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    maxAge: hasDist ? '1h' : 0,
    // Source maps would publish the sources: a build is made without them, and an old one's are not served.
    globIgnore: ['**/*.map'],
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!reading || notTheWebApp(url)) throw new AppError('not_found');
    const file = path.join(root, path.normalize(url));
    if (file.startsWith(root) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    if (!hasDist)
      return reply.code(404).type('text/plain').send('The web app is not built: run `npm run build -w web`.');
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});

/**
 * An API or translation path, or a source map, however it is spelled (`/API/x`, `//api/x`,
 * `/%61pi/x`): our 404, not the web app's page. Paths the router matched never get here.
 */
function notTheWebApp(url: string): boolean {
  let plain = url;
  try {
    plain = decodeURIComponent(url);
  } catch {
    // A malformed escape is left as sent; it names no API path either way.
  }
  plain = plain.replace(/\/{2,}/g, '/').toLowerCase();
  return (
    plain === '/api' || plain.startsWith('/api/') || plain.startsWith('/locales/') || plain.endsWith('.map')
  );
}
