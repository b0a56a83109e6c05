/**
 * The visitor's text size, remembered on this device. Everything is sized in rem, so one attribute on
 * <html> scales the whole site (text-size.css maps it to a root font size). Nothing here runs during
 * render: the server always renders the standard size and the stored choice is read in the browser.
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

/** Set only when storage refuses a write (private browsing, storage disabled), so the choice still holds. */
let unsavedChoice: TextSize | null = null;
const listeners = new Set<() => void>();

function readStored(): TextSize {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(stored) ? stored : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

/** The current choice in this browser. */
export function getTextSize(): TextSize {
  return unsavedChoice ?? readStored();
}

/** What the prerenderer and the first (hydrating) render see. */
export function getServerTextSize(): TextSize {
  return DEFAULT_TEXT_SIZE;
}

export function applyTextSize(size: TextSize, root: HTMLElement = document.documentElement): void {
  root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
}

export function setTextSize(size: TextSize): void {
  try {
    window.localStorage.setItem(TEXT_SIZE_STORAGE_KEY, size);
    unsavedChoice = null;
  } catch {
    unsavedChoice = size;
  }
  applyTextSize(size);
  for (const listener of listeners) listener();
}

/** Another tab changed the size: follow it. */
function onStorage(event: StorageEvent) {
  if (event.key !== TEXT_SIZE_STORAGE_KEY && event.key !== null) return;
  applyTextSize(getTextSize());
  for (const listener of listeners) listener();
}

export function subscribeToTextSize(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
