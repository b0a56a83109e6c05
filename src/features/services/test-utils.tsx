import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders a page as the app does: inside the head manager and a router at `path`. */
export function renderPage(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <HelmetProvider>
      <Router hook={location.hook}>{ui}</Router>
    </HelmetProvider>,
  );
  return { ...result, location };
}

/** The parsed JSON-LD blocks currently in the document. */
export function jsonLdBlocks(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}
