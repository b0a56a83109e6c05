import type { z } from 'zod';
import { CONTACT_REQUEST_LIMITS } from '@shared/schemas/contact-request-limits';
import type { contactRequestSchema } from '@shared/schemas/contact-request';

// The contact form's shapes and constants, without zod: the page renders with these, and the validation (with
// the shared zod schema, ./contact-validation) loads once the visitor starts filling the form in.

/** What the form holds while the visitor types; the checkbox is a plain boolean until validated. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
  consent: boolean;
};

export type ContactFieldName = keyof ContactFormValues;

/** The request body the API accepts: the shared schema's output (trimmed, phone defaulted). */
export type ValidContactRequest = z.output<typeof contactRequestSchema>;

export type ContactFieldErrors = Partial<Record<ContactFieldName, string>>;

export type ContactValidationResult =
  { success: true; data: ValidContactRequest } | { success: false; errors: ContactFieldErrors };

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '', consent: false };

/** Page order, so the error summary lists problems top to bottom. */
export const CONTACT_FIELD_ORDER: readonly ContactFieldName[] = ['name', 'email', 'phone', 'message', 'consent'];

export const CONTACT_FIELD_LABELS: Readonly<Record<ContactFieldName, string>> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  consent: 'Consent',
};

/** The inputs' maxLength: the shared schema's own limits, so they can never drift from the API. */
export const CONTACT_LIMITS = CONTACT_REQUEST_LIMITS;
