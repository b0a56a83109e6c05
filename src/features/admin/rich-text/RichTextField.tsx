import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { FieldError, RequiredMark } from '../../../components/form/fields';
import { isEditableHtml } from './editable-html';
import './rich-text.css';

// The editor (Tiptap and ProseMirror) is its own chunk, loaded when a form with a rich-text field opens:
// never in public pages' JavaScript, never precached (tools/build/precache.ts leaves admin chunks out).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

type RichTextFieldProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  value: string;
  onChange: (html: string) => void;
  maxLength?: number;
};

/**
 * A rich-text field: a formatting toolbar and editor by default, or the HTML itself ("Edit as HTML"). Text that
 * holds something the editor cannot show without loss (a table) opens as HTML, so opening a record never
 * changes it. The value is HTML either way, as the API stores it.
 */
export function RichTextField({
  id,
  label,
  required = false,
  hint,
  error,
  value,
  onChange,
  maxLength,
}: RichTextFieldProps) {
  const labelId = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const editable = useMemo(() => typeof DOMParser === 'undefined' || isEditableHtml(value), [value]);
  const [asHtml, setAsHtml] = useState(() => !editable);
  const showHtml = asHtml || !editable;

  return (
    <div className={`form-field rich-text${error ? ' form-field--invalid' : ''}`}>
      <div className="rich-text__header">
        <label id={labelId} htmlFor={showHtml ? id : undefined} className="form-field__label">
          {label}
          {showHtml ? ' (HTML)' : ''}
          {required && <RequiredMark />}
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          aria-pressed={showHtml}
          disabled={!editable}
          onClick={() => setAsHtml((previous) => !previous)}
        >
          Edit as HTML
        </button>
      </div>
      {hint && (
        <div id={hintId} className="form-field__hint">
          {hint}
        </div>
      )}
      {!editable && (
        <p className="form-field__hint">
          This text contains something the editor cannot show (such as a table), so it opens as HTML.
        </p>
      )}
      {showHtml ? (
        <textarea
          id={id}
          className="form-field__control rich-text__html"
          rows={8}
          value={value}
          maxLength={maxLength}
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Suspense fallback={<LoadingStatus label="Loading the editor…" />}>
          <RichTextEditor
            id={id}
            label={label}
            labelId={labelId}
            describedBy={describedBy}
            invalid={Boolean(error)}
            required={required}
            value={value}
            onChange={onChange}
          />
        </Suspense>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
