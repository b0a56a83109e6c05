import { useAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { DEFAULT_TEXT_SIZE, applyTextSize, type TextSize } from './text-size-options';
import { textSizeAtom } from './text-size-store';

/**
 * The stored text size and a setter. Renders the standard size on the server and while hydrating, then the
 * stored one. The layout effect puts the stored size (never the standard one shown while hydrating) on <html>
 * before the browser paints, so hydration never resets a size public/text-size.js already applied.
 */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const hydrated = useHydrated();
  const [size, setSize] = useAtom(textSizeAtom);
  useLayoutEffect(() => {
    applyTextSize(size);
  }, [size]);
  return [hydrated ? size : DEFAULT_TEXT_SIZE, setSize];
}
