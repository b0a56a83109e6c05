import type { IncomingMessage } from 'node:http';
import type { ClientAddress } from './client-address';

/** Cloud Functions hands over the body already read as `rawBody`; a plain Node server does not. */
export type ApiRequest = IncomingMessage & { rawBody?: Buffer };

export type RequestContext = {
  req: ApiRequest;
  params: Record<string, string>;
  query: URLSearchParams;
  /** Who is calling, for rate limits: the addresses the platform reports (core/client-address.ts). */
  from: ClientAddress;
};
