import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { REPO_ROOT } from '../paths';

/**
 * How long a browser may keep what it got. Files under /assets carry a hash of their content
 * in the name, so a new build never changes one: kept for a year without asking. The pages, and the
 * translations (same name on every deploy), are asked again each time (`no-cache`): the ETag makes that
 * a body-less 304 when nothing changed, and a page right after a deploy never names chunks that are gone
 * or shows a key a new build added before its text. Anything else at the root (icons, images) an hour.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built web app and its translation files (GET /locales/{lng}/{ns}.json, SPEC.md §7).
 * Any other GET outside /api answers index.html (guest.html under /q/ when the build has it) so the
 * client router can take the path. The build writes brotli and gzip copies beside its text files
 * (web/scripts/precompress.mjs); the one the browser accepts is sent as it is, never compressed again.
 */
export default fp(async function staticWeb(app: FastifyInstance) {
  const dist = app.config.WEB_DIST_DIR;
  const hasDist = fs.existsSync(path.join(dist, 'index.html'));
  // Without a build (API tests, `npm run dev`) the translations still come from the sources.
  const root = path.resolve(hasDist ? dist : path.join(REPO_ROOT, 'web/public'));
  const hasGuestPage = hasDist && fs.existsSync(path.join(dist, 'guest.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    // Set per file below; send's own header would be one rule for all.
    cacheControl: false,
    setHeaders: (reply, file) =>
      reply.header('cache-control', hasDist ? cacheControlOf(root, file) : REVALIDATE),
    // Source maps would publish the sources: the build keeps them for the team (`sourcemap: 'hidden'`),
    // the server never sends them. The compressed copies are reached through their file's own path.
    globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const reading = request.method === 'GET' || request.method === 'HEAD';
    if (!reading || notTheWebApp(url)) throw new AppError('not_found');
    const file = path.join(root, path.normalize(url));
    // A file added since start (a build beside a running server) is served like the others.
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(root, file));
    }
    // A build's file that is not there (a chunk an old page asks for after a deploy) is a 404, so the
    // page's chunk-reload logic sees the failure instead of being handed index.html as JavaScript.
    if (isBuildFile(url)) throw new AppError('not_found');
    if (!hasDist)
      return reply.code(404).type('text/plain').send('The web app is not built: run `npm run build -w web`.');
    return reply.sendFile(hasGuestPage && isGuestPath(url) ? 'guest.html' : 'index.html');
  });
});

function cacheControlOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative.startsWith('locales/') || /\.html(\.br|\.gz)?$/.test(relative)) return REVALIDATE;
  // The service worker and the web app manifest keep their names across builds: asked again
  // each time, so a deployment's new worker is found on the next visit.
  if (/^(sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/.test(relative)) return REVALIDATE;
  return SHORT;
}

/** A room's guest page (`/q/<token>`) or a contractor's page (`/fix/<token>`), which the build may ship as its own small entry. */
function isGuestPath(url: string): boolean {
  return /^\/(q|fix)\/[^/]+(\/.*)?$/.test(url);
}

/** A path under /assets, or one naming a script or style sheet: never a page of the client router. */
function isBuildFile(url: string): boolean {
  const plain = url.toLowerCase();
  return plain.startsWith('/assets/') || /\.(m?js|css|json|wasm|woff2?)$/.test(plain);
}

/**
 * An API or translation path, a source map or a dotfile (the build's .vite/manifest.json), however it
 * is spelled (`/API/x`, `//api/x`, `/%61pi/x`): our 404, not the web app's page. Paths the router
 * matched never get here.
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
    plain === '/api' ||
    plain.startsWith('/api/') ||
    plain.startsWith('/locales/') ||
    plain.endsWith('.map') ||
    plain.includes('/.')
  );
}
