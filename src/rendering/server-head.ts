/**
 * The head tags the server wrote into the HTML (the server-rendered page's, or the shell's defaults; all marked
 * data-ssr by hoisted-head.ts) stay while that page is on screen: its pages render no head tags of their own
 * (server-page.ts). They go once React writes a page's own title (after the first client-side navigation, or at
 * once in the app shell), or they would be duplicated and a stale title would win; never before, so the tab is
 * never untitled.
 */
export function keepServerHeadUntilClientTitle(head: HTMLHeadElement): void {
  const serverHead = [...head.querySelectorAll('[data-ssr]')];
  if (serverHead.length === 0) return;
  const dropServerHead = () => {
    if (!head.querySelector('title:not([data-ssr])')) return false;
    for (const el of serverHead) el.remove();
    return true;
  };
  const watcher = new MutationObserver(() => {
    if (dropServerHead()) watcher.disconnect();
  });
  watcher.observe(head, { childList: true });
}
