import type { z } from 'zod';
import { contactRequestSchema } from '../../shared/schemas/contact-request';

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

const { shape } = contactRequestSchema;

/** Length limits read from the shared schema, so the inputs' maxLength can never drift from the API. */
export const CONTACT_LIMITS = {
  name: shape.name.maxLength ?? undefined,
  email: shape.email.in.maxLength ?? undefined,
  phone: shape.phone.unwrap().maxLength ?? undefined,
  message: shape.message.maxLength ?? undefined,
} as const;

function isField(key: PropertyKey | undefined): key is ContactFieldName {
  return typeof key === 'string' && (CONTACT_FIELD_ORDER as readonly string[]).includes(key);
}

function describe(field: ContactFieldName, issue: z.core.$ZodIssue, values: ContactFormValues): string {
  if (issue.code === 'too_big' && 'maximum' in issue) {
    return `${CONTACT_FIELD_LABELS[field]} must be ${String(issue.maximum)} characters or fewer.`;
  }
  if (field === 'email' && values.email.trim() === '') return 'Enter your email address.';
  return issue.message;
}

/** Validates with the same schema the API uses; at most one message per field, in plain words. */
export function validateContactForm(values: ContactFormValues): ContactValidationResult {
  const parsed = contactRequestSchema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data };

  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    errors[field] = describe(field, issue, values);
  }
  return { success: false, errors };
}
