import { z } from 'zod';

/** The pseudo-category shown as a filter; never a blog's own category. */
export const ALL_CATEGORY_NAME = 'All';

/** Firestore `categories/{category_id}`. */
export const categorySchema = z
  .object({
    category_id: z.number().int().positive(),
    category: z.string().trim().min(1).max(60),
  })
  .strict();

export type Category = z.infer<typeof categorySchema>;
