// Pressing a control whose response loads a chunk (a popup, say): the press runs in an awaited act, within which
// React waits for the lazy part. A plain fireEvent.click runs in a synchronous act, and React 19 then drops the
// retry once the chunk arrives.
import { act, fireEvent } from '@testing-library/react';

export async function press(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Renders (or does anything else) in an awaited act, so lazy parts it meets load before it returns. */
export async function settled<T>(work: () => T): Promise<T> {
  let result: T | undefined;
  await act(async () => {
    result = work();
  });
  return result as T;
}
