/**
 * The sizes the visitor can choose and how one is applied: everything is sized in rem, so one attribute on <html>
 * scales the whole site (text-size.css maps it to a root font size). Light on purpose: the control's buttons render
 * from this with the page, while the stored state (text-size-store.ts) loads when a visitor reaches for them.
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

/** Whether this device remembers a size other than the standard one (storage may refuse to be read). */
export function hasStoredTextSize(): boolean {
  try {
    const stored = window.localStorage.getItem(TEXT_SIZE_STORAGE_KEY);
    return isTextSize(stored) && stored !== DEFAULT_TEXT_SIZE;
  } catch {
    return false;
  }
}
