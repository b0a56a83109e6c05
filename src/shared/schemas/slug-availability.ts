import { z } from 'zod';

/**
 * The slug check's answer (GET /api/blogs/slug-available/:slug and the location pages' twin). `redirectsTo`,
 * optional (decision 0024): the slug is free but is an old address of another record, now at that slug; taking
 * it ends that redirect, so links shared under it open the new record instead.
 */
export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  redirectsTo: z.string().optional(),
});

export type SlugAvailability = z.infer<typeof slugAvailabilitySchema>;
