import { useEffect, useId, useRef, useState } from 'react';
import { isSafeHref } from '@shared/html-allowlist';

const BAD_LINK =
  'Use a web address starting with https://, an email link (mailto:), a phone link (tel:) or a page of this site starting with /.';

/** Adds or changes the link at the selection. Enter applies, Escape cancels. */
export function LinkPanel({
  initial,
  onApply,
  onCancel,
}: {
  initial: string;
  onApply: (href: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState(initial);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    let value = href.trim();
    // "www.example.com" or "example.com/page" is meant as a web address.
    if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)) value = `https://${value}`;
    if (!isSafeHref(value)) {
      setError(BAD_LINK);
      return;
    }
    onApply(value);
  };

  return (
    <div className="rich-text__link-panel" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className="form-field__label">
        Link address
      </label>
      <input
        ref={input}
        id={id}
        className="form-field__control"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        value={href}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="rich-text__link-actions">
        <button type="button" className="button button--small" onClick={apply}>
          Apply link
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
