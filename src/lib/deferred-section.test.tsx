// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
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

describe('deferredSection on any page the server rendered', () => {
  it('leaves the server HTML inert until the part nears the viewport, then hydrates it in place', async () => {
    let loads = 0;
    // One for the server's render and one for the browser's, as they are two processes in real life.
    const part = () =>
      deferredSection('.counter', async () => {
        loads += 1;
        return Counter;
      });
    const ServerPart = part();
    const BrowserPart = part();
    // jsdom has no IntersectionObserver: this one reports when the test says the part is near.
    let report: ((entries: IntersectionObserverEntry[]) => void) | null = null;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: IntersectionObserverEntry[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );

    const page = (Part: typeof ServerPart) => (
      <main>
        <h1>Page</h1>
        <Part label="Pressed" />
      </main>
    );
    const { body } = await renderServerPage(page(ServerPart), '/');
    expect(loads).toBe(1); // the server renders it whole
    const container = document.createElement('div');
    container.innerHTML = body;
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Pressed 0' });

    window.history.replaceState(null, '', '/');
    keepServerPage('/', '');
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Router>{page(BrowserPart)}</Router>, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // Not near yet: the server's button is there, its code is not.
    expect(report).not.toBeNull();
    expect(loads).toBe(1);
    expect(serverButton.textContent).toBe('Pressed 0');

    await act(async () => report?.([{ isIntersecting: true } as IntersectionObserverEntry]));
    await waitFor(() => expect(loads).toBe(2));
    await waitFor(() => {
      fireEvent.click(serverButton);
      expect(serverButton.textContent).not.toBe('Pressed 0');
    });
    // Hydrated, not re-rendered: the very node the server sent.
    expect(screen.getByRole('button', { name: /^Pressed/ })).toBe(serverButton);
    expect(recoverable).toEqual([]);
  });
});
