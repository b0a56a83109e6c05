import type { RequestContext } from './context';
import type { HandlerResult } from './respond';

export type RouteHandler = (ctx: RequestContext) => Promise<HandlerResult>;
