import { useStore } from 'jotai';
import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { onDemand, preload, useOnDemand } from '../../../lib/on-demand';
import {
  DEFAULT_TEXT_SIZE,
  TEXT_SIZES,
  TEXT_SIZE_STORAGE_KEY,
  applyTextSize,
  hasStoredTextSize,
  type TextSize,
} from '../text-size-options';
import './text-size.css';

/** A size pressed before the stored state arrived, and the app's store to keep it in. */
let pressedEarly: { store: ReturnType<typeof useStore>; size: TextSize } | null = null;

/**
 * The stored size and its setter (jotai's atomWithStorage, text-size-store.ts): loaded when a visitor reaches for
 * the buttons (pointer, touch, focus, a press), at once on a device that remembers a size other than the standard
 * one, or when another tab changes it. Most visits never change the size, so it is no part of a page's first load.
 * A size pressed meanwhile is stored before the state is used, so it never shows the old size, even for a frame.
 */
export const textSizeState = onDemand(async () => {
  const [{ useTextSize }, { textSizeAtom }] = await Promise.all([
    import('../use-text-size'),
    import('../text-size-store'),
  ]);
  if (pressedEarly) {
    const { store, size } = pressedEarly;
    // Mounted first, for the page's life: atomWithStorage reads storage again as it mounts, which would undo a
    // choice that storage refused (private browsing).
    store.sub(textSizeAtom, () => {});
    store.set(textSizeAtom, size);
    pressedEarly = null;
  }
  return { useTextSize };
});

type ButtonsProps = { size: TextSize; onChoose: (size: TextSize) => void; onIntent?: () => void };

/**
 * Three buttons, one per size; the pressed one is the size in use. The letters show the steps at a
 * glance; each button's name says which size it sets.
 */
function TextSizeButtons({ size, onChoose, onIntent }: ButtonsProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="text-size"
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <span id={labelId} className="text-size__label">
        Text size
      </span>
      {TEXT_SIZES.map((option) => (
        <button
          key={option.id}
          type="button"
          className="text-size__button"
          aria-pressed={size === option.id}
          onClick={() => onChoose(option.id)}
        >
          <span aria-hidden="true" className={`text-size__glyph text-size__glyph--${option.id}`}>
            A
          </span>
          <span className="visually-hidden">{`${option.label} text size`}</span>
        </button>
      ))}
    </div>
  );
}

type Stored = { size: TextSize; setSize: (size: TextSize) => void };
type UseTextSize = () => [TextSize, (size: TextSize) => void];

/**
 * The stored state, once loaded: reports the size and its setter to the buttons, which stay the same elements
 * throughout (a keyboard visitor's focus, which may be what loaded it, stays where it is).
 */
function StoredTextSize({ useTextSize, onStored }: { useTextSize: UseTextSize; onStored: (stored: Stored) => void }) {
  const [size, setSize] = useTextSize();
  useLayoutEffect(() => onStored({ size, setSize }), [size, setSize, onStored]);
  return null;
}

export function TextSizeControl() {
  const store = useStore();
  const module = useOnDemand(textSizeState);
  const [stored, setStored] = useState<Stored | null>(null);
  // Pressed before the stored state arrived: shown and applied at once, stored as soon as it is there.
  const [chosen, setChosen] = useState<TextSize | null>(null);
  useEffect(() => {
    if (hasStoredTextSize()) preload(textSizeState);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TEXT_SIZE_STORAGE_KEY || event.key === null) preload(textSizeState);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const choose = (size: TextSize) => {
    if (stored) {
      stored.setSize(size);
      return;
    }
    applyTextSize(size);
    setChosen(size);
    pressedEarly = { store, size };
    preload(textSizeState);
  };
  return (
    <>
      <TextSizeButtons
        size={stored?.size ?? chosen ?? DEFAULT_TEXT_SIZE}
        onChoose={choose}
        onIntent={stored ? undefined : () => preload(textSizeState)}
      />
      {module ? <StoredTextSize useTextSize={module.useTextSize} onStored={setStored} /> : null}
    </>
  );
}
