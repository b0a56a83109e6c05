import type { z } from 'zod';

function issueMessage(issue: z.core.$ZodIssue): string {
  // The schema's own "Too small" wording means an empty required field to the person typing.
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) {
    return 'This field is required.';
  }
  return issue.message;
}

/**
 * The API's own schema checks, as field name → message for the form (the first problem of each field), so the
 * form shows the server's rules before anything is sent.
 */
export function schemaErrors(schema: z.ZodType, input: unknown, fallbackField: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? fallbackField)] ??= issueMessage(issue);
  }
  return errors;
}
