import type { ReactNode } from 'react';

/** Props the field hands to its control, so label, hint and error are always tied to it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

type FormFieldProps = {
  id: string;
  label: string;
  required: boolean;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="contact-field__error">
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5v6" stroke="var(--color-surface)" strokeWidth="2.2" strokeLinecap="round" />
        <circle cx="10" cy="14.5" r="1.3" fill="var(--color-surface)" />
      </svg>
      <span>
        <span className="visually-hidden">Error: </span>
        {children}
      </span>
    </p>
  );
}

/** A labelled text field: the label says in words whether it is required; hint and error precede the control. */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? 'contact-field contact-field--invalid' : 'contact-field'}>
      <label htmlFor={id} className="contact-field__label">
        {label} <span className="contact-field__marker">{required ? '(required)' : '(optional)'}</span>
      </label>
      {hint ? (
        <p id={hintId} className="contact-field__hint">
          {hint}
        </p>
      ) : null}
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
      {children({ id, 'aria-describedby': describedBy(hintId, errorId), 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
