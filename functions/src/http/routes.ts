import type { Route } from './router';
import { ok, type JsonResult } from './respond';
import { getCategories } from '../categories/get-categories';

export type RequestContext = { params: Record<string, string> };
export type RouteHandler = (ctx: RequestContext) => Promise<JsonResult>;

/** The one route table of the HTTP API (spec section 7). */
export const ROUTES: readonly Route<RouteHandler>[] = [
  { method: 'GET', pattern: '/api/categories', handler: async () => ok(await getCategories()) },
];
