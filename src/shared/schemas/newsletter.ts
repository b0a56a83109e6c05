import { z } from 'zod';

/** Spec section 9: newsletter email at most 36 characters. */
export const NEWSLETTER_EMAIL_MAX = 36;

export const newsletterRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(NEWSLETTER_EMAIL_MAX, `Use an email address of at most ${NEWSLETTER_EMAIL_MAX} characters.`)
      .pipe(z.email('Enter a valid email address.'))
      .transform((email) => email.toLowerCase()),
    source: z.string().max(100).optional(),
  })
  .strict();

export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
