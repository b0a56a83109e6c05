import { useId } from 'react';
import { TEXT_SIZES } from '../text-size-store';
import { useTextSize } from '../use-text-size';
import './text-size.css';

/**
 * Three buttons, one per size; the pressed one is the size in use. The letters show the steps at a
 * glance; each button's name says which size it sets.
 */
export function TextSizeControl() {
  const labelId = useId();
  const [size, setSize] = useTextSize();

  return (
    <div role="group" aria-labelledby={labelId} className="text-size">
      <span id={labelId} className="text-size__label">
        Text size
      </span>
      {TEXT_SIZES.map((option) => (
        <button
          key={option.id}
          type="button"
          className="text-size__button"
          aria-pressed={size === option.id}
          onClick={() => setSize(option.id)}
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
