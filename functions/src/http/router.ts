/**
 * A route table matcher: `:name` segments capture URL-decoded parameters. Small on purpose
 * (see docs/decisions/0002-api-router.md): the API has a dozen fixed routes and no middleware chain.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route<Handler> = { method: Method; pattern: string; handler: Handler };

export type Match<Handler> =
  | { kind: 'found'; handler: Handler; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: Method[] }
  | { kind: 'not-found' };

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const h = have[i] as string;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        return null;
      }
    } else if (w !== h) return null;
  }
  return params;
}

export function matchRoute<Handler>(routes: readonly Route<Handler>[], method: string, path: string): Match<Handler> {
  const allowed: Method[] = [];
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', handler: route.handler, params };
    allowed.push(route.method);
  }
  return allowed.length ? { kind: 'wrong-method', allowed } : { kind: 'not-found' };
}
