import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a reply is sent as it is: the encoding would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Replies are compressed on every request, so a low brotli level: most of the gain for little CPU. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/)/i;

type Encoding = 'br' | 'gzip';

/**
 * Compresses the API's JSON (and other text) replies above COMPRESS_MIN_BYTES with brotli or gzip as
 * the caller accepts, and marks API replies `no-store` unless the route set its own cache rule (files,
 * QR codes, sheets). Streams are left alone: the web app's files come precompressed from the build
 * (static-web.ts) and images are compressed already, so no CPU goes into compressing them.
 */
export default fp(async function compression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    const body =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (!body || body.length < COMPRESS_MIN_BYTES || !worthCompressing(reply)) return payload;
    addVary(reply);
    const encoding = acceptedEncoding(request);
    if (!encoding) return payload;
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzip(body, { level: GZIP_LEVEL });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
});

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function worthCompressing(reply: FastifyReply): boolean {
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding'))
    return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && COMPRESSIBLE.test(type);
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The caller's preferred encoding of ours: brotli, then gzip, by the q-values of Accept-Encoding
 * (`*` counts for both; `q=0` refuses). Null sends the reply as it is.
 */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || !header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const weight = (encoding: Encoding) => q.get(encoding) ?? q.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce<Encoding | null>(
    (chosen, encoding) => (weight(encoding) > (chosen ? weight(chosen) : 0) ? encoding : chosen),
    null,
  );
  return best;
}
