import type { IncomingMessage } from 'node:http';

/** Cloud Functions hands over the body already read as `rawBody`; a plain Node server does not. */
export type ApiRequest = IncomingMessage & { rawBody?: Buffer };

export type RequestContext = {
  req: ApiRequest;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Who is calling, for rate limits: the first X-Forwarded-For hop (set by Hosting), else the socket. */
  clientId: string;
};

export function clientIdOf(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}
