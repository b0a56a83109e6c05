import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_STORAGE_KEY,
  applyTextSize,
  isTextSize,
  type TextSize,
} from './text-size-options';

// The visitor's text size, remembered on this device. public/text-size.js applies the stored size before the first
// paint; the app follows it once the control's state has loaded (TextSizeControl.tsx), and keeps tabs in step.

/**
 * localStorage as public/text-size.js reads it: the bare size under `textSize` (not JSON), anything else read as the
 * standard size. Storage may be missing (the server) or refuse (private browsing, storage disabled): then the choice
 * lives in the atom for this visit only.
 */
const textSizeStorage = {
  getItem(key: string, initialValue: TextSize): TextSize {
    // Checked, not caught: on the server every read would otherwise throw (and build) a ReferenceError.
    if (typeof window === 'undefined') return initialValue;
    try {
      const stored = window.localStorage.getItem(key);
      return isTextSize(stored) ? stored : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, size: TextSize): void {
    try {
      window.localStorage.setItem(key, size);
    } catch {
      // Not remembered for the next visit; the atom still holds it for this one.
    }
  },
  removeItem(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored to remove.
    }
  },
  // Another tab changed the size: follow it.
  subscribe(key: string, callback: (size: TextSize) => void, initialValue: TextSize): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) callback(textSizeStorage.getItem(key, initialValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

/** Read when the module loads in the browser, so the first render already has the size text-size.js applied. */
const storedTextSizeAtom = atomWithStorage<TextSize>(TEXT_SIZE_STORAGE_KEY, DEFAULT_TEXT_SIZE, textSizeStorage, {
  getOnInit: true,
});

/**
 * The visitor's size in this browser; writing it stores it and applies it to <html>. Not for display as is: the
 * server and the hydrating render show the standard size (see use-text-size.ts).
 */
export const textSizeAtom = atom(
  (get) => get(storedTextSizeAtom),
  (_get, set, size: TextSize) => {
    set(storedTextSizeAtom, size);
    applyTextSize(size);
  },
);
