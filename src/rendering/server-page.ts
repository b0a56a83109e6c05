import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

// The address of the page the server rendered (prerendered, or by the pages function) and the browser hydrated,
// until the visitor leaves it. Null on the server, in the app shell and after the first client-side navigation.
let serverPageAddress: string | null = null;

const address = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);

/** Called by the browser entry before it hydrates server HTML. */
export function keepServerPage(pathname: string, search: string): void {
  serverPageAddress = address(pathname, search.replace(/^\?/, ''));
}

/** Outside React: whether the browser is showing the page the server rendered (see useOnServerPage). */
export function isOnServerPage(): boolean {
  return (
    typeof window !== 'undefined' &&
    serverPageAddress !== null &&
    serverPageAddress === address(window.location.pathname, window.location.search.replace(/^\?/, ''))
  );
}

/**
 * True while the page shown is the one the server rendered: its <head> already holds its tags and its static
 * parts are already in the DOM, so neither the head library nor those parts' code need to load (decision 0016).
 * Once the address changes, false for good.
 */
export function useOnServerPage(): boolean {
  const [pathname] = useLocation();
  const onServerPage = serverPageAddress === address(pathname, useSearch());
  useEffect(() => {
    // Another page is showing: coming back to this address later, nothing of the server's page is left.
    if (!onServerPage) serverPageAddress = null;
  }, [onServerPage]);
  return onServerPage;
}

/** The attribute that marks an element whose inner HTML the browser may keep as the server wrote it. */
const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/** Props for the element whose inner HTML useServerHtml(key) reads back: spread them on it. */
export const serverHtmlMarker = (key: string) => ({ [SERVER_HTML_ATTRIBUTE]: key });

/**
 * The inner HTML the server wrote into the element marked `data-server-html={key}`, while hydrating the server's
 * page; null otherwise (a client-side navigation, or no such element). A component that renders static HTML
 * from a module it would have to download can render this instead, leaving the module out of the first load.
 */
export function useServerHtml(key: string): string | null {
  const onServerPage = useOnServerPage();
  const [html] = useState(() =>
    onServerPage && typeof document !== 'undefined'
      ? (document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${key}"]`)?.innerHTML ?? null)
      : null,
  );
  return html;
}
