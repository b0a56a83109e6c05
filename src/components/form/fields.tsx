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

/** Label (with a required marker in symbol and words), hint, control, then the error in words. */
export function Field({ id, label, required = false, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id} className="form-field__label">
        {label}
        {required && (
          <>
            <span className="form-field__required" aria-hidden="true">
              {' *'}
            </span>
            <span className="visually-hidden"> (required)</span>
          </>
        )}
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
      {error && (
        <p id={errorId} className="form-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
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
