import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';

type InputPanelProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field (and the field marked invalid) until the next keystroke clears it. */
  error: string;
  /** Enter or the first button. Return false when the value is refused: the field gets the focus back. */
  onSubmit: () => boolean;
  submitLabel: string;
  onCancel: () => void;
  /** What the field is for, above its label (the chosen image). */
  preview?: ReactNode;
  input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'required' | 'maxLength'
  >;
};

/**
 * One field over the editor's toolbar, for what a toolbar button needs to know (a link's address, an image's
 * description): focused when it opens, Enter applies, Escape cancels without closing the dialog around it.
 */
export function InputPanel({
  label,
  value,
  onChange,
  error,
  onSubmit,
  submitLabel,
  onCancel,
  preview,
  input,
}: InputPanelProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = () => {
    if (!onSubmit()) field.current?.focus();
  };

  return (
    <div className="rich-text__link-panel" role="group" aria-labelledby={`${id}-label`}>
      {preview}
      <label id={`${id}-label`} htmlFor={id} className="form-field__label">
        {label}
      </label>
      <input
        {...input}
        ref={field}
        id={id}
        className="form-field__control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            submit();
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
        <button type="button" className="button button--small" onClick={submit}>
          {submitLabel}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
