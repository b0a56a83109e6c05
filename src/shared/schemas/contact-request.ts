import { z } from 'zod';
import { CONTACT_REQUEST_LIMITS as LIMITS } from './contact-request-limits';

export const contactRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(LIMITS.name),
    email: z.string().trim().max(LIMITS.email).pipe(z.email('Enter a valid email address.')),
    phone: z
      .string()
      .trim()
      .max(LIMITS.phone)
      .regex(/^[0-9+().\s-]*$/, 'Enter a phone number with digits, spaces and + ( ) - only.')
      .default(''),
    message: z.string().trim().min(1, 'Enter a message.').max(LIMITS.message),
    consent: z.literal(true, 'Please agree to be contacted so we can answer you.'),
  })
  .strict();
