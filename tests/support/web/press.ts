// Pressing a control whose response loads a chunk (a popup, say): the press runs in an awaited act, so React keeps
// the retry it schedules for when the chunk arrives (after a plain fireEvent.click, a synchronous act, React 19 drops
// it). Find what the press shows with findBy…: the chunk may arrive after the act is over.
import { act, fireEvent } from '@testing-library/react';

export async function press(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}

/** Renders (or does anything else) in an awaited act, for the same reason as press; then findBy… what loads. */
export async function settled<T>(work: () => T): Promise<T> {
  let result: T | undefined;
  await act(async () => {
    result = work();
  });
  return result as T;
}
