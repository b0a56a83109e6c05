import { paths } from '../../paths';

/**
 * Spec section 9: at most 36 characters. The server's schema (src/shared/schemas/newsletter.ts,
 * NEWSLETTER_EMAIL_MAX) holds the same number; it is repeated here because importing that module
 * would pull zod into every public page's entry chunk. newsletter-email.test.ts keeps them equal.
 */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 36;

/** The footer block is left off pages that already ask for a commitment or carry legal text. */
export const NEWSLETTER_HIDDEN_PATHS: readonly string[] = [paths.membership, paths.privacy, paths.terms];

export function isNewsletterShownOn(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return !NEWSLETTER_HIDDEN_PATHS.includes(normalized);
}

/** A light check so obvious slips are caught before a round trip; the server checks the format fully. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const NEWSLETTER_FIELD_ERRORS = {
  empty: 'Enter your email address to subscribe.',
  tooLong: `Use an email address of at most ${NEWSLETTER_EMAIL_MAX_LENGTH} characters.`,
  format: 'Enter an email address in the format name@example.com.',
} as const;

/** Returns the message to show beside the field, or null when the address can be sent. */
export function validateNewsletterEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return NEWSLETTER_FIELD_ERRORS.empty;
  if (value.length > NEWSLETTER_EMAIL_MAX_LENGTH) return NEWSLETTER_FIELD_ERRORS.tooLong;
  if (!LOOKS_LIKE_EMAIL.test(value)) return NEWSLETTER_FIELD_ERRORS.format;
  return null;
}
