import { z } from 'zod';

const SINCE_MESSAGE = 'since: Send the version a previous answer gave (a whole number), or leave it out.';

/** GET /api/changes?since=<version>: `since` is optional; given, it is a version this API answered. */
export const changesQuerySchema = z.object({
  since: z
    .string({ error: SINCE_MESSAGE })
    .regex(/^\d{1,15}$/, SINCE_MESSAGE)
    .transform(Number)
    .optional(),
});

/** `since` from a query string: a number, null when absent, or a message naming what is wrong. */
export function parseSince(params: URLSearchParams): { since: number | null } | { message: string } {
  const values = params.getAll('since');
  if (values.length > 1) return { message: 'since: Give this parameter once.' };
  const parsed = changesQuerySchema.safeParse(values.length ? { since: values[0] } : {});
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? SINCE_MESSAGE };
  return { since: parsed.data.since ?? null };
}
