/**
 * A route table matcher: `:name` segments capture URL-decoded parameters. Small on purpose
 * (see docs/decisions/0002-api-router.md): the API has a dozen fixed routes and no middleware chain.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route<Handler> = {
  method: Method;
  pattern: string;
  handler: Handler;
  /** The largest body the route takes; anything declared larger is refused (413) before the handler runs. */
  maxBodyBytes?: number;
  /** What a 413 says on this route, when the generic "larger than N KB" would not help the user. */
  tooLargeMessage?: string;
};

export type Match<Handler> =
  | { kind: 'found'; handler: Handler; params: Record<string, string>; route: Route<Handler> }
  | { kind: 'bad-segment' }
  | { kind: 'wrong-method'; allowed: Method[] }
  | { kind: 'not-found' };

/**
 * A decoded parameter that could name another path (an encoded slash or backslash, a dot segment), that holds
 * control characters, or that Firestore reserves as a document id (`__name__`: it refuses them with an error, which
 * was a 500). No id, slug or file name of the API looks like that, so the request is refused outright.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const HOSTILE_SEGMENT = /[/\\\u0000-\u001f\u007f]|^\.{1,2}$/;

const isReservedId = (value: string) => value.length >= 4 && value.startsWith('__') && value.endsWith('__');

const BAD = Symbol('bad segment');

function matchPattern(pattern: string, path: string): Record<string, string> | null | typeof BAD {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(h);
      } catch {
        return BAD;
      }
      if (HOSTILE_SEGMENT.test(value) || isReservedId(value)) return BAD;
      params[w.slice(1)] = value;
    } else if (w !== h) return null;
  }
  return params;
}

export function matchRoute<Handler>(routes: readonly Route<Handler>[], method: string, path: string): Match<Handler> {
  const allowed: Method[] = [];
  let bad = false;
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params === BAD) bad = true;
    if (!params || params === BAD) continue;
    if (route.method === method) return { kind: 'found', handler: route.handler, params, route };
    allowed.push(route.method);
  }
  if (allowed.length) return { kind: 'wrong-method', allowed };
  return bad ? { kind: 'bad-segment' } : { kind: 'not-found' };
}
