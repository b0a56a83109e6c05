import { lazy, Suspense, type ReactNode } from 'react';
import { useOnServerPage } from '../../rendering/server-page';

const HelmetHead = lazy(() => import('./helmet-head'));

/**
 * A page's <title>, meta, link and JSON-LD tags, rendered through react-helmet-async. Nothing while the page
 * the server rendered is on screen (its head is already right), so a visitor's first page never downloads the
 * head library; it loads with the first client-side navigation.
 */
export function HeadTags({ children }: { children: ReactNode }) {
  const serverHead = useOnServerPage();
  // The boundary is there either way: the server's markup has it, and hydration must find the same tree.
  return <Suspense fallback={null}>{serverHead ? null : <HelmetHead>{children}</HelmetHead>}</Suspense>;
}
