import { useLayoutEffect, useSyncExternalStore } from 'react';
import {
  applyTextSize,
  getServerTextSize,
  getTextSize,
  setTextSize,
  subscribeToTextSize,
  type TextSize,
} from './text-size-store';

/**
 * The stored text size and a setter. Renders the standard size on the server and while hydrating,
 * then the stored one. Applying the size in a layout effect puts it on <html> before the browser
 * paints the hydrated page; it reads the store rather than `size` so hydration never resets a size
 * that is already applied.
 */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const size = useSyncExternalStore(subscribeToTextSize, getTextSize, getServerTextSize);
  useLayoutEffect(() => {
    applyTextSize(getTextSize());
  }, [size]);
  return [size, setTextSize];
}
