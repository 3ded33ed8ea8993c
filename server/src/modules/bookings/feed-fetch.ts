import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import type { TBookingFeedErrorCode } from '@cleanops/contracts';
import { checkedAddress, checkScheme, OutboundRefused, pinnedLookup } from '../outbound/outbound-address';

/**
 * Fetching a calendar feed. A feed address is typed by an owner, so the server must never
 * become their way into our own network (SSRF): every address a host resolves to is checked, the
 * connection goes to the checked address (a custom `lookup`, so DNS cannot answer differently between
 * the check and the connect), and each of at most 3 redirects is checked again. The whole exchange
 * has one deadline and the body a size cap, counted while it streams (a 50 MB body is never held).
 */

export interface FeedFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** BOOKING_FEEDS_ALLOW_LOOPBACK: loopback addresses (and plain http to them) allowed; nothing else. */
  allowLoopback: boolean;
  etag?: string | null;
  lastModified?: string | null;
  /** How host names resolve; tests give their own to point a name at a forbidden address. */
  resolve?: (host: string) => Promise<string[]>;
}

export type FeedFetchResult =
  | { status: 'ok'; body: string; etag: string | null; lastModified: string | null }
  | { status: 'not_modified' }
  | { status: 'error'; code: TBookingFeedErrorCode; httpStatus: number | null; detail: string };

export const MAX_REDIRECTS = 3;

class FetchFailure extends Error {
  constructor(
    readonly code: TBookingFeedErrorCode,
    detail: string,
    readonly httpStatus: number | null = null,
  ) {
    super(detail);
  }
}

interface Exchange {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer | null;
}

/**
 * The body as text: in the charset the Content-Type declares (a PMS in windows-1251 writes its
 * Russian summaries so), else UTF-8; a byte order mark is dropped either way. A charset the runtime
 * does not know is read as UTF-8.
 */
export function decodeBody(body: Buffer, contentType: string | undefined): string {
  const declared = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1];
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(declared ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  // TextDecoder drops the UTF-8 (and UTF-16) byte order mark itself.
  return decoder.decode(body);
}

/** One request to the checked address; the body is read only for a 200, up to the cap. */
function exchange(
  url: URL,
  target: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  options: FeedFetchOptions,
  signal: AbortSignal,
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'GET',
        headers,
        signal,
        // Connect to the address checked above, whatever DNS would say now (no rebinding).
        lookup: pinnedLookup(target),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          resolve({ status, headers: response.headers, body: null });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new FetchFailure('too_large', `Content-Length ${declared}`));
          return;
        }
        const encoding = String(response.headers['content-encoding'] ?? '').toLowerCase();
        const stream =
          encoding === 'gzip'
            ? response.pipe(zlib.createGunzip())
            : encoding === 'br'
              ? response.pipe(zlib.createBrotliDecompress())
              : response;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            // Stop reading at once: the rest is never downloaded, let alone held.
            response.destroy();
            stream.destroy();
            reject(new FetchFailure('too_large', `more than ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
        stream.on('error', (error) => reject(error));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const headerOf = (headers: http.IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' && value.length <= 500 ? value : null;
};

export async function fetchFeed(feedUrl: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(feedUrl);
    } catch {
      throw new FetchFailure('unreachable', 'not a URL');
    }
    const headers: Record<string, string> = {
      accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
      'accept-encoding': 'gzip, br',
      'user-agent': 'CleanOps-Calendar/1.0',
    };
    if (options.etag) headers['if-none-match'] = options.etag;
    if (options.lastModified) headers['if-modified-since'] = options.lastModified;
    for (let hop = 0; ; hop++) {
      const target = await checkedAddress(url, options, controller.signal);
      checkScheme(url, options, target.address);
      const reply = await exchange(url, target, headers, options, controller.signal);
      if ([301, 302, 303, 307, 308].includes(reply.status)) {
        const location = headerOf(reply.headers, 'location');
        if (!location) throw new FetchFailure('http_error', `${reply.status} without Location`, reply.status);
        if (hop >= MAX_REDIRECTS)
          throw new FetchFailure('too_many_redirects', `more than ${MAX_REDIRECTS} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (reply.status === 304) return { status: 'not_modified' };
      if (reply.status === 404 || reply.status === 410)
        throw new FetchFailure('not_found', `HTTP ${reply.status}`, reply.status);
      if (reply.status !== 200 || reply.body === null)
        throw new FetchFailure('http_error', `HTTP ${reply.status}`, reply.status);
      return {
        status: 'ok',
        body: decodeBody(reply.body, reply.headers['content-type']),
        etag: headerOf(reply.headers, 'etag'),
        lastModified: headerOf(reply.headers, 'last-modified'),
      };
    }
  } catch (error) {
    if (error instanceof OutboundRefused)
      return { status: 'error', code: error.code, httpStatus: null, detail: error.message };
    if (error instanceof FetchFailure)
      return { status: 'error', code: error.code, httpStatus: error.httpStatus, detail: error.message };
    if (controller.signal.aborted)
      return {
        status: 'error',
        code: 'timeout',
        httpStatus: null,
        detail: `no full answer in ${options.timeoutMs} ms`,
      };
    const code =
      (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    return { status: 'error', code: 'unreachable', httpStatus: null, detail: String(code).slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}
