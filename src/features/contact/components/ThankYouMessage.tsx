import { Link } from 'wouter';
import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import './contact.css';

/** The spec's wording, kept verbatim. */
export const THANK_YOU_MESSAGE =
  "Thank you for submitting your request. We've received it and will be in touch with more details soon.";

export function ThankYouMessage() {
  const [mainPhone] = SITE_CONFIG.phones;
  return (
    <section className="container thank-you" aria-labelledby="thank-you-heading">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <circle cx="36" cy="36" r="34" fill="var(--color-sand)" stroke="var(--color-gold)" strokeWidth="3" />
        <path
          d="M22 37l9 9 19-20"
          fill="none"
          stroke="var(--color-ink)"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id="thank-you-heading">Request received</h1>
      <p className="thank-you__lead">{THANK_YOU_MESSAGE}</p>
      {mainPhone ? (
        <p>
          If your question cannot wait, call us at <a href={`tel:${mainPhone.dial}`}>{mainPhone.display}</a>
          {` (${SITE_CONFIG.hours}). `}In a medical emergency, call 911.
        </p>
      ) : null}
      <div className="thank-you__actions">
        <Link href={paths.home} className="button">
          Return to the home page
        </Link>
        <Link href={paths.articles} className="button button--secondary">
          Read our health articles
        </Link>
      </div>
    </section>
  );
}
