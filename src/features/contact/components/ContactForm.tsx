import { useHydrated } from '../../../lib/use-hydrated';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useId } from 'react';
import { Link } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import { submitContactRequest, type SubmitContactRequest } from '../api/submit-contact-request';
import { CONTACT_LIMITS, type ContactFieldName } from '../contact-form';
import { useContactForm } from '../use-contact-form';
import { ErrorSummary } from './ErrorSummary';
import { describedBy, FieldError, FormField } from './FormField';
import './contact-form.css';

type ContactFormProps = {
  /** Sends the validated request. Defaults to the real API call; tests inject their own. */
  onSubmit?: SubmitContactRequest;
  /**
   * `compact`: the short version for the home page's hero, with its own heading and fewer words around the fields.
   * The fields, limits, validation, request and offline handling are the same as on the contact page.
   */
  variant?: 'full' | 'compact';
  className?: string;
};

export function ContactForm({ onSubmit = submitContactRequest, variant = 'full', className }: ContactFormProps) {
  const compact = variant === 'compact';
  const hydrated = useHydrated();
  const online = useOnlineStatus();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const ids: Record<ContactFieldName, string> = {
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    phone: `${baseId}-phone`,
    message: `${baseId}-message`,
    consent: `${baseId}-consent`,
  };
  const { values, errors, submitError, isBusy, summaryRef, formRef, setField, handleSubmit } = useContactForm(
    onSubmit,
    {
      loadValidationNow: compact,
    },
  );
  const [mainPhone] = SITE_CONFIG.phones;
  const consentHintId = `${ids.consent}-hint`;
  const consentErrorId = `${ids.consent}-error`;

  return (
    <section className={['contact-form-card', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId}>{compact ? 'Ask us a question' : 'Send us a message'}</h2>
      <p className="contact-form-card__intro">
        {compact
          ? 'A few words are enough. A member of our care team answers by email, or calls you back if you leave a number.'
          : 'Fields marked (required) must be filled in. We will answer by email, or by phone if you prefer.'}
      </p>

      <form
        ref={formRef}
        className="contact-form"
        method="post"
        onSubmit={handleSubmit}
        aria-labelledby={headingId}
        noValidate
      >
        <ErrorSummary ref={summaryRef} errors={errors} fieldIds={ids} />

        <FormField id={ids.name} label="Name" required error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              required
              maxLength={CONTACT_LIMITS.name}
              autoComplete="name"
              spellCheck={false}
              value={values.name}
              onChange={(event) => setField('name', event.target.value)}
            />
          )}
        </FormField>

        <FormField id={ids.email} label="Email" required error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              maxLength={CONTACT_LIMITS.email}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={values.email}
              onChange={(event) => setField('email', event.target.value)}
            />
          )}
        </FormField>

        <FormField
          id={ids.phone}
          label="Phone"
          required={false}
          hint={compact ? 'For a call back.' : 'If you would like a call back. Digits, spaces and + ( ) - only.'}
          error={errors.phone}
        >
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              maxLength={CONTACT_LIMITS.phone}
              autoComplete="tel"
              value={values.phone}
              onChange={(event) => setField('phone', event.target.value)}
            />
          )}
        </FormField>

        <FormField
          id={ids.message}
          label="Message"
          required
          hint={
            compact
              ? 'Please leave out medical details; we ask for what we need in a secure setting.'
              : 'Tell us briefly how we can help. Please leave out detailed medical information; we will ask for what we need in a secure setting.'
          }
          error={errors.message}
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              rows={compact ? 3 : 6}
              required
              maxLength={CONTACT_LIMITS.message}
              value={values.message}
              onChange={(event) => setField('message', event.target.value)}
            />
          )}
        </FormField>

        <div className={errors.consent ? 'contact-consent contact-field--invalid' : 'contact-consent'}>
          {errors.consent ? <FieldError id={consentErrorId}>{errors.consent}</FieldError> : null}
          <div className="contact-consent__row">
            <input
              id={ids.consent}
              name="consent"
              type="checkbox"
              required
              aria-describedby={describedBy(errors.consent ? consentErrorId : undefined, consentHintId)}
              aria-invalid={errors.consent ? true : undefined}
              checked={values.consent}
              onChange={(event) => setField('consent', event.target.checked)}
            />
            <label htmlFor={ids.consent}>
              I agree to be contacted about my request by email or phone.{' '}
              <span className="contact-field__marker">(required)</span>
            </label>
          </div>
          <p id={consentHintId} className="contact-field__hint">
            This does not sign you up for our newsletter. Read how we handle your information in our{' '}
            <Link href={paths.privacy}>Privacy Policy</Link>.
          </p>
        </div>

        {!online && !submitError ? (
          <p className="contact-form__offline" role="status">
            <strong>You are offline.</strong> You can keep writing: what you type stays here, and you can send it once
            you are back online.
          </p>
        ) : null}

        {submitError ? (
          <div className="contact-form__alert" role="alert">
            <p>{submitError}</p>
            {mainPhone ? (
              <p>
                You can also call us at <a href={`tel:${mainPhone.dial}`}>{mainPhone.display}</a>
                {` (${SITE_CONFIG.hours}).`}
              </p>
            ) : null}
          </div>
        ) : null}

        <button
          type={hydrated ? 'submit' : 'button'}
          className="button contact-form__submit"
          aria-disabled={isBusy || undefined}
        >
          {isBusy ? <span className="contact-form__spinner" aria-hidden="true" /> : null}
          {isBusy ? 'Sending…' : 'Send request'}
        </button>
        <p className="visually-hidden" role="status">
          {isBusy ? 'Sending your request…' : ''}
        </p>
      </form>
    </section>
  );
}
