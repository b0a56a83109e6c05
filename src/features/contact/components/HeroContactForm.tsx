import type { SubmitContactRequest } from '../api/submit-contact-request';
import { ContactForm } from './ContactForm';

/** The root's class: the home page finds the prerendered form by it, to load this code only as the visitor nears it. */
export const HERO_CONTACT_CLASS = 'hero-contact';

/**
 * The short contact form in the home page's hero: the contact page's form in its compact wording, so it sends the
 * same request to the same API, with the same checks, limits and offline handling.
 */
export function HeroContactForm({ onSubmit }: { onSubmit?: SubmitContactRequest }) {
  return <ContactForm variant="compact" className={HERO_CONTACT_CLASS} onSubmit={onSubmit} />;
}
