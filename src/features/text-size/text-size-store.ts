import { atom } from 'jotai';

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

/** The stored choice; the standard size on the server and wherever storage is unavailable. */
function readStored(): TextSize {
  // Checked, not caught: on the server every render would otherwise throw (and build) a ReferenceError.
  if (typeof window === 'undefined') return DEFAULT_TEXT_SIZE;
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(stored) ? stored : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
}

/**
 * The size chosen in this tab or, through the storage event, in another; null until then, when storage is read.
 * Keeping the choice here also keeps it when storage refuses the write (private browsing, storage disabled).
 */
const chosenAtom = atom<TextSize | null>(null);
chosenAtom.onMount = (setChosen) => {
  // A size read before anything listened (or before another tab changed it) is read again now.
  setChosen((chosen) => chosen ?? readStored());
  // Another tab changed the size: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TEXT_SIZE_STORAGE_KEY || event.key === null) setChosen(readStored());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/**
 * The visitor's size in this browser; writing it stores it and applies it to <html>. Not for display as is: the
 * server and the hydrating render show the standard size (see use-text-size.ts).
 */
export const textSizeAtom = atom(
  (get) => get(chosenAtom) ?? readStored(),
  (_get, set, size: TextSize) => {
    try {
      window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
    } catch {
      // Not remembered for the next visit; chosenAtom still holds it for this one.
    }
    set(chosenAtom, size);
    applyTextSize(size);
  },
);
