import type { ReactNode } from 'react';
import './form-field.css';

/** What a field hands its control, so label, hint and error are always tied to it. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: (control: ControlProps) => ReactNode;
};

/** After a required field's label: a star to see, and the word for screen readers (which skip the star). */
export function RequiredMark() {
  return (
    <>
      <span className="form-field__required" aria-hidden="true">
        {' *'}
      </span>
      <span className="visually-hidden"> (required)</span>
    </>
  );
}

/** A field's error in words, under the control that refers to it by `id`. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="form-field__error">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  );
}

/** Label (with a required marker in symbol and words), hint, control, then the error in words. */
export function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <div id={hintId} className="form-field__hint">
          {hint}
        </div>
      )}
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  spellCheck?: boolean;
  autoCapitalize?: string;
};

export function TextField({
  value,
  onChange,
  onBlur,
  maxLength,
  multiline = false,
  rows = 4,
  spellCheck,
  autoCapitalize,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="form-field__control"
            rows={rows}
            value={value}
            maxLength={maxLength}
            spellCheck={spellCheck}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            className="form-field__control"
            type="text"
            value={value}
            maxLength={maxLength}
            spellCheck={spellCheck}
            autoCapitalize={autoCapitalize}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  );
}
