import type { z } from 'zod';
import { contactRequestSchema } from '@shared/schemas/contact-request';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELD_ORDER,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormValues,
  type ContactValidationResult,
} from './contact-form';

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
