import { z } from 'zod';

/** Spec sections 5 and 9: email at most 36 characters, password at most 16. */
export const LOGIN_EMAIL_MAX = 36;
export const LOGIN_PASSWORD_MAX = 16;

export const loginRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, 'Enter your email.')
      .max(LOGIN_EMAIL_MAX)
      .pipe(z.email('Enter a valid email address.')),
    password: z.string().min(1, 'Enter your password.').max(LOGIN_PASSWORD_MAX),
  })
  .strict();
