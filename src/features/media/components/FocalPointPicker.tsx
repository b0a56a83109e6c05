import { useId, type KeyboardEvent, type PointerEvent } from 'react';
import { clampFocal, cropObjectPosition, type FocalPoint } from '@shared/schemas/media';

const STEP = 0.05;

type FocalPointPickerProps = {
  src: string;
  width: number;
  height: number;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
};

const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * Where the crops centre: tap or click the picture, or use the arrow keys on it (5% a press), or type the two
 * percentages. Every way ends clamped inside the picture. The previews below show the 16:9 card and the
 * 1200×630 link preview as they will be cut.
 */
export function FocalPointPicker({ src, width, height, value, onChange }: FocalPointPickerProps) {
  const hintId = useId();
  const set = (point: FocalPoint) => onChange(clampFocal(point));

  const pick = (event: PointerEvent<HTMLButtonElement>) => {
    // The picture's own box, inside the button's border.
    const box = (event.currentTarget.querySelector('img') ?? event.currentTarget).getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    set({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };

  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    set({ x: value.x + move[0], y: value.y + move[1] });
  };

  const image = { width: width || 16, height: height || 9 };
  const cardPosition = cropObjectPosition(image, { width: 16, height: 9 }, value);
  const socialPosition = cropObjectPosition(image, { width: 1200, height: 630 }, value);
  return (
    <div className="focal-point">
      <p id={hintId} className="form-field__hint">
        Tap the most important part of the picture, or focus it and use the arrow keys. Cards and link previews are cut
        around this point.
      </p>
      <button
        type="button"
        className="focal-point__picture"
        aria-label={`Focal point: ${percent(value.x)}% from the left, ${percent(value.y)}% from the top`}
        aria-describedby={hintId}
        onPointerDown={pick}
        onKeyDown={nudge}
      >
        <img src={src} alt="" width={width || undefined} height={height || undefined} draggable={false} />
        <span className="focal-point__marker" style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }} />
      </button>
      <div className="focal-point__inputs">
        <label>
          From the left (%)
          <input
            type="number"
            min={0}
            max={100}
            step={1}
            value={percent(value.x)}
            onChange={(event) => set({ x: Number(event.target.value) / 100, y: value.y })}
          />
        </label>
        <label>
          From the top (%)
          <input
            type="number"
            min={0}
            max={100}
            step={1}
            value={percent(value.y)}
            onChange={(event) => set({ x: value.x, y: Number(event.target.value) / 100 })}
          />
        </label>
      </div>
      <div className="focal-point__previews" aria-hidden="true">
        <figure>
          <img
            src={src}
            alt=""
            className="focal-point__crop focal-point__crop--card"
            style={{ objectPosition: cardPosition }}
          />
          <figcaption>Card (16:9)</figcaption>
        </figure>
        <figure>
          <img
            src={src}
            alt=""
            className="focal-point__crop focal-point__crop--social"
            style={{ objectPosition: socialPosition }}
          />
          <figcaption>Link preview</figcaption>
        </figure>
      </div>
    </div>
  );
}
