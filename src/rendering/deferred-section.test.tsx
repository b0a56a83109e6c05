// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { renderServerPage } from '../../tests/support/web/prerender-page';
import { deferredSection } from './deferred-section';
import { keepServerPage } from './server-page';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  cleanup();
  vi.unstubAllGlobals();
});

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="counter" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** jsdom has no IntersectionObserver: this one reports when the test says the part is near, until disconnected. */
function fakeIntersectionObserver() {
  const observer = { report: null as ((entries: IntersectionObserverEntry[]) => void) | null };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: IntersectionObserverEntry[]) => void) {
        observer.report = callback;
      }
      observe() {}
      disconnect() {
        observer.report = null;
      }
    },
  );
  return {
    watching: () => observer.report !== null,
    near: () => act(async () => observer.report?.([{ isIntersecting: true } as IntersectionObserverEntry])),
  };
}

/**
 * A page with a deferred counter, rendered by "the server" and hydrated in StrictMode as src/main.tsx does (React's
 * development remount must not end the wait). Two deferred parts, as server and browser are two processes in real life.
 */
async function serveAndHydrate() {
  const loaded = { count: 0 };
  const part = () =>
    deferredSection('.counter', async () => {
      loaded.count += 1;
      return Counter;
    });
  const ServerPart = part();
  const BrowserPart = part();
  const viewport = fakeIntersectionObserver();
  const page = (Part: typeof ServerPart) => (
    <main>
      <h1>Page</h1>
      <Part label="Pressed" />
    </main>
  );
  const { body } = await renderServerPage(page(ServerPart), '/');
  const loadsOnServer = loaded.count;
  const container = document.createElement('div');
  container.innerHTML = body;
  document.body.append(container);
  const serverButton = screen.getByRole('button', { name: 'Pressed 0' });
  window.history.replaceState(null, '', '/');
  keepServerPage('/', '');
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Router>{page(BrowserPart)}</Router>
      </StrictMode>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { loaded, loadsOnServer, viewport, serverButton, recoverable };
}

describe('deferredSection on any page the server rendered', () => {
  it('leaves the server HTML inert until the part nears the viewport, then hydrates it in place', async () => {
    const { loaded, loadsOnServer, viewport, serverButton, recoverable } = await serveAndHydrate();
    expect(loadsOnServer).toBe(1); // the server renders it whole
    // Past the tick on which a StrictMode remount would have stopped the wait, had it not been cancelled.
    await new Promise((resolve) => setTimeout(resolve));
    // Not near yet: the server's button is there, its code is not.
    expect(viewport.watching()).toBe(true);
    expect(loaded.count).toBe(1);
    expect(serverButton.textContent).toBe('Pressed 0');

    await viewport.near();
    await waitFor(() => expect(loaded.count).toBe(2));
    await waitFor(() => {
      fireEvent.click(serverButton);
      expect(serverButton.textContent).not.toBe('Pressed 0');
    });
    // Hydrated, not re-rendered: the very node the server sent.
    expect(screen.getByRole('button', { name: /^Pressed/ })).toBe(serverButton);
    expect(recoverable).toEqual([]);
  });

  it('stops watching for a part the visitor never neared once the page is left', async () => {
    const { loaded, viewport } = await serveAndHydrate();
    expect(viewport.watching()).toBe(true);
    const removed = vi.spyOn(document, 'removeEventListener');

    // Another page replaces this one (here: the whole app goes) before the part came near.
    act(() => root?.unmount());
    root = null;
    await waitFor(() => expect(viewport.watching()).toBe(false));
    expect(removed.mock.calls.filter(([type]) => type === 'click')).toHaveLength(2);
    await viewport.near();
    expect(loaded.count).toBe(1);
  });
});
