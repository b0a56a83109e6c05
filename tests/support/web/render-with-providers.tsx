// Rendering for the web app's tests in jsdom. Only tests import this folder (an ESLint rule keeps it out of the app).
import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export type RenderWithProvidersOptions = {
  /** Where the router starts. */
  path?: string;
  /** A feature's own providers (an API fake, say), rendered around the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
};

const NoWrapper = ({ children }: { children: ReactNode }) => children;

/**
 * Renders `ui` as the app does: under a router at `path` (the app needs no head provider, src/app/app.tsx).
 * The router's location is in memory and records every navigation: `location.history.at(-1)` is where a link or a
 * redirect went.
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', wrapper: Wrapper = NoWrapper }: RenderWithProvidersOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Wrapper>
      <Router hook={location.hook}>{ui}</Router>
    </Wrapper>,
  );
  return { ...result, location };
}
