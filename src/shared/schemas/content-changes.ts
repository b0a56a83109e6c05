import { z } from 'zod';
import { CHANGE_FEED_LIMIT } from '../content-changes';

const SINCE_MESSAGE = 'since: Send the version a previous answer gave (a whole number), or leave it out.';

/** GET /api/changes?since=<version>: `since` is optional; given, it is a version this API answered. */
export const changesQuerySchema = z.object({
  since: z
    .string({ error: SINCE_MESSAGE })
    .regex(/^\d{1,15}$/, SINCE_MESSAGE)
    .transform(Number)
    .optional(),
});

const changeSchema = z.object({
  kind: z.enum(['blog', 'location-page']),
  slug: z.string().min(1).max(120),
  title: z.string().max(300),
  path: z.string().startsWith('/').max(200),
  changedAt: z.string(),
});

/** The answer's `data`, as the service worker reads it (it refreshes only what this lets through). */
export const changeFeedSchema = z.object({
  version: z.number().int().nonnegative(),
  changes: z.array(changeSchema).max(CHANGE_FEED_LIMIT),
  more: z.boolean(),
  paths: z.array(z.string().startsWith('/')),
});

/** `since` from a query string: a number, null when absent, or a message naming what is wrong. */
export function parseSince(params: URLSearchParams): { since: number | null } | { message: string } {
  const values = params.getAll('since');
  if (values.length > 1) return { message: 'since: Give this parameter once.' };
  const parsed = changesQuerySchema.safeParse(values.length ? { since: values[0] } : {});
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? SINCE_MESSAGE };
  return { since: parsed.data.since ?? null };
}
