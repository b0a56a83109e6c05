import { isIP } from 'node:net';
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

/** `::ffff:1.2.3.4` and `1.2.3.4` are one caller. */
function normalize(address: string | undefined): string | null {
  const text = address?.trim().replace(/^::ffff:/i, '');
  return text && isIP(text) ? text.toLowerCase() : null;
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
