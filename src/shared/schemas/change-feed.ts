import * as z from 'zod/mini';
import { CHANGE_FEED_LIMIT } from '../content-changes';

// zod's tree-shakable build: the service worker is its only reader, and the full build would triple its size.
// A path on this site: one leading slash (never `//host`, which a link would take for another site).
const pathText = z.string().check(z.regex(/^\/(?!\/)/), z.maxLength(200));

const changeSchema = z.object({
  kind: z.enum(['blog', 'location-page']),
  slug: z.string().check(z.minLength(1), z.maxLength(120)),
  title: z.string().check(z.maxLength(300)),
  path: pathText,
  changedAt: z.string(),
});

/** GET /api/changes' `data` (decision 0027), as the service worker reads it: it acts only on what this lets through. */
export const changeFeedSchema = z.object({
  version: z.number().check(z.int(), z.nonnegative()),
  changes: z.array(changeSchema).check(z.maxLength(CHANGE_FEED_LIMIT)),
  more: z.boolean(),
  paths: z.array(pathText),
});
