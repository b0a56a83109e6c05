import { isIP, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { platformEnv, type PlatformEnv } from './platform-env';

/**
 * Who is calling, as the platform reports it (decision 0012). Two addresses, each keying its own rate-limit
 * bucket:
 * - `client`: the visitor. Behind Firebase Hosting, Hosting's `X-Fah-Client-Ip`; otherwise the same as `edge`.
 * - `edge`: the address that opened the connection to Google's front end, which Cloud Run appends as the last
 *   `X-Forwarded-For` entry. A caller can put anything to its left, never in that place.
 * Off Cloud Run (the emulators, a plain Node server) nothing trusted fills those headers, so both are the socket's
 * peer: a header a client can set never chooses its bucket.
 */
export type ClientAddress = { client: string; edge: string };

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/**
 * The eight 16-bit groups of a valid IPv6 address (a zone id dropped, an embedded IPv4 tail read as two groups).
 * String scans only: the address is request data, which a regular expression could be made to backtrack on.
 */
function ipv6Groups(address: string): number[] {
  const zone = address.indexOf('%');
  let text = zone === -1 ? address : address.slice(0, zone);
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const gap = text.indexOf('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const left = split(gap === -1 ? text : text.slice(0, gap));
  const right = gap === -1 ? [] : split(text.slice(gap + 2));
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** An IPv4 address mapped into IPv6 (`::ffff:1.2.3.4`, also written `::ffff:102:304`), as dotted IPv4. */
function mappedIpv4(groups: number[]): string | null {
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!mapped) return null;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** `::ffff:1.2.3.4` and `1.2.3.4` are one caller; anything that is not an address is null. */
function normalize(address: string | undefined): string | null {
  const text = address?.trim();
  if (!text || !isIP(text)) return null;
  return (isIPv6(text) && mappedIpv4(ipv6Groups(text))) || text.toLowerCase();
}

/**
 * What a rate limit counts an address under: an IPv4 address whole; an IPv6 address by its /64, the network one
 * subscriber is given, inside which a host picks any of 2^64 addresses at will (decision 0012).
 */
export function rateLimitKeyOf(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const ipv4 = mappedIpv4(groups);
  if (ipv4) return ipv4;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export function clientAddressOf(req: IncomingMessage, env: PlatformEnv = platformEnv()): ClientAddress {
  const socket = normalize(req.socket?.remoteAddress) ?? 'unknown';
  const onCloudRun = Boolean(env.K_SERVICE) && env.FUNCTIONS_EMULATOR !== 'true';
  if (!onCloudRun) return { client: socket, edge: socket };
  const hops = (header(req, 'x-forwarded-for') ?? '').split(',');
  const edge = normalize(hops[hops.length - 1]) ?? socket;
  const hosting = normalize(header(req, 'x-fah-client-ip'));
  return { client: hosting ?? edge, edge };
}
