import { onDemand, preload } from '../../../lib/on-demand';
import { useHydrated } from '../../../lib/use-hydrated';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../paths';
import { NEWSLETTER_MESSAGES, type SubscribeFn, type SubscribeResult } from '../api/newsletter-messages';
import { NEWSLETTER_EMAIL_MAX_LENGTH, validateNewsletterEmail } from '../newsletter-email';
import './newsletter.css';

type Outcome = { ok: boolean; message: string; attempt: number };

/**
 * The request code is in the footer of every page but needed only by those who subscribe: it loads when the field
 * gets focus (so it is there by the time the form is sent) or on sending. A failed load reads as no connection.
 */
const subscribeModule = onDemand(() => import('../api/subscribe-to-newsletter'));
const preloadSubscribe = () => preload(subscribeModule);
const subscribeOnDemand: SubscribeFn = async (email) => (await subscribeModule.load()).subscribeToNewsletter(email);

type NewsletterSignupProps = {
  /** Sends the address; the real request by default, replaceable in tests. */
  onSubscribe?: SubscribeFn;
};

/**
 * Footer sign-up. The spec's version answered in a browser alert; this one answers in a polite live
 * region beside the form, keeps what was typed when anything goes wrong and clears it on success.
 */
export function NewsletterSignup({ onSubscribe = subscribeOnDemand }: NewsletterSignupProps) {
  const hydrated = useHydrated();
  const online = useOnlineStatus();
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Each answer gets a fresh node in the live region, so a repeated message is announced again.
  const attemptRef = useRef(0);

  // The form is prerendered and its code arrives later (the footer hydrates it as the visitor nears it): an address
  // typed before then is in the field but not in state, and React would empty the field on its next render. Take it.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setEmail(typed);
  }, []);

  const finish = (result: SubscribeResult) => {
    attemptRef.current += 1;
    setOutcome({ ...result, attempt: attemptRef.current });
    if (result.ok) setEmail('');
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const value = email.trim();
    const problem = validateNewsletterEmail(value);
    if (problem) {
      setFieldError(problem);
      setOutcome(null);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    if (navigator.onLine === false) {
      finish({ ok: false, message: NEWSLETTER_MESSAGES.connection });
      return;
    }
    setOutcome(null);
    setIsSending(true);
    let result: SubscribeResult;
    try {
      result = await onSubscribe(value);
    } catch {
      result = { ok: false, message: NEWSLETTER_MESSAGES.connection };
    }
    setIsSending(false);
    finish(result);
  }

  return (
    <section className="newsletter" aria-labelledby={headingId}>
      <div className="newsletter__intro">
        <h2 id={headingId} className="newsletter__title">
          Subscribe to our newsletter
        </h2>
        <p>Practical preventive-health articles and clinic news, sent to your inbox.</p>
      </div>

      {/* POST keeps an address out of the URL if the form is ever submitted before the page is ready. */}
      <form className="newsletter__form" method="post" noValidate onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="newsletter__label">
          Email address
        </label>
        <div className="newsletter__row">
          <input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            className="newsletter__input"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
            onFocus={preloadSubscribe}
            maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            placeholder="Enter your email"
            readOnly={isSending}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
          />
          {/* aria-disabled rather than disabled: a disabled button drops keyboard focus to the page. */}
          <button
            type={hydrated ? 'submit' : 'button'}
            className="button newsletter__submit"
            aria-busy={isSending}
            aria-disabled={isSending || undefined}
          >
            {isSending ? (
              <>
                <span className="newsletter__spinner" aria-hidden="true" />
                Subscribing…
              </>
            ) : (
              'Subscribe'
            )}
          </button>
        </div>
        {fieldError && (
          <p id={errorId} className="newsletter__field-error">
            <span className="newsletter__icon" aria-hidden="true">
              !
            </span>
            {fieldError}
          </p>
        )}
        <p className="newsletter__consent">
          By subscribing you agree to receive our newsletter; unsubscribe any time. See our{' '}
          <Link href={paths.privacy} className="newsletter__link">
            Privacy Policy
          </Link>
          .
        </p>
        <div role="status" className="newsletter__status">
          {!online && !outcome ? (
            <p className="newsletter__message newsletter__message--offline">
              You are offline. Subscribing needs a connection; your address stays in the box until you are back online.
            </p>
          ) : null}
          {outcome && (
            <p
              key={outcome.attempt}
              className={`newsletter__message newsletter__message--${outcome.ok ? 'success' : 'error'}`}
            >
              <span className="newsletter__icon" aria-hidden="true">
                {outcome.ok ? '✓' : '!'}
              </span>
              {outcome.message}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
