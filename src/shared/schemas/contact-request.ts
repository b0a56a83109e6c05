import { z } from 'zod';

export const contactRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(100),
    email: z.string().trim().max(254).pipe(z.email('Enter a valid email address.')),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[0-9+().\s-]*$/, 'Enter a phone number with digits, spaces and + ( ) - only.')
      .default(''),
    message: z.string().trim().min(1, 'Enter a message.').max(5000),
    consent: z.literal(true, 'Please agree to be contacted so we can answer you.'),
  })
  .strict();

export type ContactRequest = z.input<typeof contactRequestSchema>;
