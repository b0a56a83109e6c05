import { z } from 'zod';

/** Spec section 9: newsletter email at most 36 characters. */
export const NEWSLETTER_EMAIL_MAX = 36;

const newsletterEmail = z
  .string()
  .trim()
  .max(NEWSLETTER_EMAIL_MAX, `Use an email address of at most ${NEWSLETTER_EMAIL_MAX} characters.`)
  .pipe(z.email('Enter a valid email address.'))
  .transform((email) => email.toLowerCase());

/** A path of this site, such as /membership: the page a form was on, kept as consent evidence. */
export const sitePathSchema = z
  .string()
  .max(200, 'page: Use a path of at most 200 characters.')
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, 'page: Use a path of this site, such as /membership.');

export const newsletterRequestSchema = z
  .object({
    email: newsletterEmail,
    /** Which form; a value the server does not know is recorded as "other". */
    source: z.string().max(100).optional(),
    /** The page the form was on (optional: older clients do not send it). */
    page: sitePathSchema.optional(),
  })
  .strict();

/** A token from a newsletter mail link: 43 base64url characters (32 random bytes). */
export const newsletterTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete. Open it again from the email.');

/** POST /api/newsletter/confirm: the token from the mail and the consent version the page showed. */
export const newsletterConfirmSchema = z
  .object({ token: newsletterTokenSchema, consentVersion: z.string().max(40) })
  .strict();

/** POST /api/newsletter/unsubscribe (JSON form; mail clients' one-click POST carries the token in the query). */
export const newsletterUnsubscribeSchema = z.object({ token: newsletterTokenSchema }).strict();

/** POST /api/newsletter/subscribers/erase, admins only. */
export const subscriberEraseSchema = z.object({ email: newsletterEmail }).strict();
