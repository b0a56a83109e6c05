import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The visitor's text size, remembered on this device. Everything is sized in rem, so one attribute on
 * <html> scales the whole site (text-size.css maps it to a root font size). public/text-size.js applies the stored
 * size before the first paint; the app follows it once hydrated, and keeps tabs in step.
 */
export const TEXT_SIZES = [
  { id: 'standard', label: 'Standard' },
  { id: 'large', label: 'Large' },
  { id: 'larger', label: 'Larger' },
] as const;

export type TextSize = (typeof TEXT_SIZES)[number]['id'];

export const DEFAULT_TEXT_SIZE: TextSize = 'standard';
export const TEXT_SIZE_STORAGE_KEY = 'textSize';
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.some((size) => size.id === value);
}

export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
}

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
