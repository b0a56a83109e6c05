import { z } from 'zod';

/**
 * The pseudo-category shown as a filter; never a blog's own category. It has id 0 so that id 1, the
 * default category of a blog posted without one (spec section 9), is always a real category.
 */
export const ALL_CATEGORY_NAME = 'All';
export const ALL_CATEGORY_ID = 0;

/** Firestore `categories/{category_id}`. */
export const categorySchema = z
  .object({
    category_id: z.number().int().nonnegative(),
    category: z.string().trim().min(1).max(60),
  })
  .strict();

export type Category = z.infer<typeof categorySchema>;
