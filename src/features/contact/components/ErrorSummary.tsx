import type { MouseEvent, Ref } from 'react';
import { CONTACT_FIELD_ORDER, type ContactFieldErrors, type ContactFieldName } from '../contact-form';

type ErrorSummaryProps = {
  errors: ContactFieldErrors;
  fieldIds: Readonly<Record<ContactFieldName, string>>;
  ref: Ref<HTMLDivElement>;
};

/** Lists every problem after a failed submit; it takes focus, and each entry moves focus to its field. */
export function ErrorSummary({ errors, fieldIds, ref }: ErrorSummaryProps) {
  const fields = CONTACT_FIELD_ORDER.filter((field) => errors[field]);
  const headingId = `${fieldIds.name}-summary`;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, field: ContactFieldName) => {
    const target = document.getElementById(fieldIds[field]);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <div
      ref={ref}
      className="contact-error-summary"
      tabIndex={-1}
      aria-labelledby={headingId}
      hidden={fields.length === 0}
    >
      <h3 id={headingId} className="contact-error-summary__heading">
        {fields.length === 1 ? 'Please fix 1 problem' : `Please fix ${fields.length} problems`}
      </h3>
      <ul className="contact-error-summary__list">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${fieldIds[field]}`} onClick={(event) => focusField(event, field)}>
              {errors[field]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
