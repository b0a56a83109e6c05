// Hydrating prerendered HTML in jsdom, as the browser does with a prerendered page.
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

/**
 * Puts `html` (what the server rendered) into the document, hydrates it with `ui`, then runs `check` with the
 * function React calls on each recoverable error (a hydration mismatch is one). Unmounts and removes it afterwards.
 */
export async function hydrateHtml(
  html: string,
  ui: ReactNode,
  check: (onRecoverableError: ReturnType<typeof vi.fn>) => void | Promise<void>,
): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError });
    });
    await check(onRecoverableError);
  } finally {
    act(() => root?.unmount());
    container.remove();
  }
}
