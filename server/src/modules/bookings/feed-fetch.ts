import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import type { TBookingFeedErrorCode } from '@cleanops/contracts';

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

const defaultResolve = async (host: string) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** IPv4 ranges no feed lives in: this network, private, CGNAT, loopback, link-local (169.254.169.254, cloud metadata), test nets, multicast, reserved, broadcast. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
/**
 * IPv6: unspecified, loopback, discard, documentation, unique-local, link-local, multicast; and the
 * transition forms that carry an IPv4 address inside (IPv4-compatible ::a.b.c.d, deprecated; 6to4
 * 2002::/16; Teredo 2001::/32), refused whole: no calendar is served from them, and a router that
 * still speaks them would take `[::127.0.0.1]` or `[2002:7f00:1::]` to an address of our own network.
 */
const BLOCKED_V6: [string, number][] = [
  ['::', 96],
  ['2002::', 16],
  ['2001::', 32],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];
const blocked = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of BLOCKED_V6) blocked.addSubnet(address, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 one. */
function embeddedV4(address: string): string | null {
  const lower = address.toLowerCase();
  const prefix = ['::ffff:', '64:ff9b::'].find((p) => lower.startsWith(p));
  if (!prefix) return null;
  const rest = lower.slice(prefix.length);
  if (net.isIPv4(rest)) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(rest);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

const isLoopback = (address: string): boolean => {
  const v4 = net.isIPv4(address) ? address : embeddedV4(address);
  if (v4) return v4.startsWith('127.');
  return address === '::1';
};

/** True when a feed may not be fetched from this address (with the loopback exception of the setting). */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return false;
  if (net.isIPv4(address)) return blocked.check(address, 'ipv4');
  if (!net.isIPv6(address)) return true;
  const v4 = embeddedV4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** The host's addresses, all checked; the first one is where the request connects. */
async function checkedAddress(
  url: URL,
  options: FeedFetchOptions,
  signal: AbortSignal,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      // The deadline covers DNS too: a resolver that never answers is a timeout like any other.
      addresses = await Promise.race([
        (options.resolve ?? defaultResolve)(host),
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ]);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new FetchFailure('unreachable', `DNS: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  }
  if (!addresses.length) throw new FetchFailure('unreachable', 'DNS: no address');
  const refused = addresses.find((a) => isForbiddenAddress(a, options.allowLoopback));
  if (refused) throw new FetchFailure('forbidden_address', `${host} resolves to ${refused}`);
  const address = addresses[0]!;
  return { address, family: net.isIPv6(address) ? 6 : 4 };
}

function checkScheme(url: URL, options: FeedFetchOptions, address: string) {
  if (url.protocol === 'https:') return;
  // Plain http only for the tests' and local servers on loopback; a feed address is a secret.
  if (url.protocol === 'http:' && options.allowLoopback && isLoopback(address)) return;
  throw new FetchFailure('forbidden_address', `${url.protocol} is not allowed`);
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
        // Connect to the address checked above, whatever DNS would say now (no rebinding). TLS still
        // checks the certificate against the URL's host name (servername is set from it).
        lookup: (_host, lookupOptions, callback) => {
          if ((lookupOptions as dns.LookupOptions).all)
            (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [target]);
          else callback(null, target.address, target.family);
        },
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
