import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

// The address whose head tags the server wrote (a prerendered or server-rendered page being hydrated), until
// the visitor leaves it. Null on the server, in the app shell and after the first client-side navigation.
let serverHeadAddress: string | null = null;

const address = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);

/** Called by the browser entry before it hydrates server HTML: that page's head is already complete. */
export function keepServerHead(pathname: string, search: string): void {
  serverHeadAddress = address(pathname, search.replace(/^\?/, ''));
}

/**
 * True while the page shown is the one the server rendered, whose <head> already holds its title, meta tags
 * and JSON-LD: the head library need not load for it (decision 0016). Once the address changes, false for
 * good, and every page renders its own head tags.
 */
export function useServerHead(): boolean {
  const [pathname] = useLocation();
  const here = address(pathname, useSearch());
  const onServerPage = serverHeadAddress === here;
  useEffect(() => {
    // Another page has written its own head: coming back later, this one must write its own too.
    if (!onServerPage) serverHeadAddress = null;
  }, [onServerPage]);
  return onServerPage;
}
