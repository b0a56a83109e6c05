import { useId } from 'react';

/** How many of the form grid's twelve columns a field spans (all of them on narrow screens). */
export type Span = 2 | 3 | 4 | 6 | 8 | 12;

/**
 * A labelled blank line. On paper it is a line to write on; on screen it also takes typing, so a
 * physician may fill it in before printing. Nothing typed is sent or stored anywhere.
 */
export function WriteLine({ label, span = 6, hint }: { label: string; span?: Span; hint?: string }) {
  const id = useId();
  return (
    <div className={`referral-form__field referral-form__field--span-${span}`}>
      <label htmlFor={id} className="referral-form__label">
        {label}
        {hint ? <span className="referral-form__hint"> {hint}</span> : null}
      </label>
      {/* Autofill would offer the physician's own details in patient fields. */}
      <input id={id} type="text" className="referral-form__input" autoComplete="off" />
    </div>
  );
}

/** A line that can only be completed by hand, such as the signature. */
export function HandLine({ label, span = 6, hint }: { label: string; span?: Span; hint: string }) {
  return (
    <div className={`referral-form__field referral-form__field--span-${span}`}>
      <span className="referral-form__label">
        {label} <span className="referral-form__hint referral-form__screen-only">{hint}</span>
      </span>
      <span className="referral-form__input referral-form__input--hand" aria-hidden="true" />
    </div>
  );
}

/** A labelled box for several lines of handwriting. */
export function WriteBox({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="referral-form__field referral-form__field--span-12">
      <label htmlFor={id} className="referral-form__label">
        {label}
      </label>
      <textarea id={id} className="referral-form__box" rows={3} autoComplete="off" />
    </div>
  );
}

/** A checkbox that prints as an empty square to tick by hand. */
export function CheckItem({ label }: { label: string }) {
  return (
    <li className="referral-form__check">
      <label>
        <input type="checkbox" className="referral-form__checkbox" />
        <span>{label}</span>
      </label>
    </li>
  );
}
