import dns from 'node:dns';
import net from 'node:net';

/**
 * Where the server may send a request an owner configured (a calendar feed, a webhook). An address
 * typed by an owner must never become their way into our own network (SSRF): every address a host
 * resolves to is checked, and the connection goes to the checked address (pinnedLookup), so DNS
 * cannot answer differently between the check and the connect.
 */

export interface OutboundTarget {
  address: string;
  family: 4 | 6;
}

export interface OutboundCheck {
  /** Loopback addresses (and plain http to them) allowed: tests and local use; nothing else. */
  allowLoopback: boolean;
  /** How host names resolve; tests give their own to point a name at a forbidden address. */
  resolve?: (host: string) => Promise<string[]>;
}

/** Why an address was refused: it is forbidden, or it could not be resolved. */
export class OutboundRefused extends Error {
  constructor(
    readonly code: 'forbidden_address' | 'unreachable',
    detail: string,
  ) {
    super(detail);
  }
}

const defaultResolve = async (host: string) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** IPv4 ranges no public service lives in: this network, private, CGNAT, loopback, link-local (169.254.169.254, cloud metadata), test nets, multicast, reserved, broadcast. */
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
 * 2002::/16; Teredo 2001::/32), refused whole: no public service is reached through them, and a router that
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

/** True when nothing may be sent to this address (with the loopback exception of the setting). */
export function isForbiddenAddress(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return false;
  if (net.isIPv4(address)) return blocked.check(address, 'ipv4');
  if (!net.isIPv6(address)) return true;
  const v4 = embeddedV4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** The host's addresses, all checked; the first one is where the request connects. */
export async function checkedAddress(
  url: URL,
  options: OutboundCheck,
  signal: AbortSignal,
): Promise<OutboundTarget> {
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
      throw new OutboundRefused(
        'unreachable',
        `DNS: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      );
    }
  }
  if (!addresses.length) throw new OutboundRefused('unreachable', 'DNS: no address');
  const refused = addresses.find((a) => isForbiddenAddress(a, options.allowLoopback));
  if (refused) throw new OutboundRefused('forbidden_address', `${host} resolves to ${refused}`);
  const address = addresses[0]!;
  return { address, family: net.isIPv6(address) ? 6 : 4 };
}

export function checkScheme(url: URL, options: OutboundCheck, address: string) {
  if (url.protocol === 'https:') return;
  // Plain http only for the tests' and local servers on loopback: the address and body are secrets.
  if (url.protocol === 'http:' && options.allowLoopback && isLoopback(address)) return;
  throw new OutboundRefused('forbidden_address', `${url.protocol} is not allowed`);
}

/**
 * A `lookup` for http(s).request that answers the checked address whatever DNS would say now (no
 * rebinding). TLS still checks the certificate against the URL's host name (servername is set from it).
 */
export function pinnedLookup(target: OutboundTarget) {
  return (
    _host: string,
    lookupOptions: dns.LookupOptions,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | dns.LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    if (lookupOptions.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
}
