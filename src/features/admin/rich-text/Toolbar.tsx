import { useRef, useState, type KeyboardEvent } from 'react';

export type ToolbarButton = {
  key: string;
  /** What the button shows. */
  text: string;
  /** Its accessible name. */
  label: string;
  shortcut?: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  run: () => void;
};

/**
 * A formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, arrow keys, Home and End move between the
 * buttons; toggles report their state with aria-pressed. Buttons keep the editor's selection (mousedown does
 * not take focus from the text).
 */
export function Toolbar({ label, controls, buttons }: { label: string; controls: string; buttons: ToolbarButton[] }) {
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent) => {
    const last = buttons.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % buttons.length
        : event.key === 'ArrowLeft'
          ? (current - 1 + buttons.length) % buttons.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };

  return (
    <div role="toolbar" aria-label={label} aria-controls={controls} className="rich-text__toolbar" onKeyDown={move}>
      {buttons.map((button, index) => (
        <button
          key={button.key}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          className="rich-text__button"
          tabIndex={index === current ? 0 : -1}
          aria-label={button.label}
          aria-pressed={button.pressed === undefined ? undefined : button.pressed}
          aria-expanded={button.expanded}
          aria-keyshortcuts={button.shortcut}
          aria-disabled={button.disabled || undefined}
          title={button.shortcut ? `${button.label} (${button.shortcut.replace('Control', 'Ctrl')})` : button.label}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (!button.disabled) button.run();
          }}
        >
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
    </div>
  );
}
