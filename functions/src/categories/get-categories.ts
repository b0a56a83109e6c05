import { logger } from 'firebase-functions/logger';
import { categorySchema, type Category } from '@shared/schemas/category';
import { COLLECTIONS } from '@shared/collections';
import { withDeadline } from '../data/firestore';

/** All categories ordered by id, `All` included: the public filter list (spec section 3). */
export async function getCategories(): Promise<Category[]> {
  const snapshot = await withDeadline((db) => db.collection(COLLECTIONS.categories).orderBy('category_id').get());
  const categories: Category[] = [];
  for (const doc of snapshot.docs) {
    const { category_id, category } = doc.data();
    const parsed = categorySchema.safeParse({ category_id, category });
    if (parsed.success) categories.push(parsed.data);
    else logger.warn('Skipped a malformed category document', { id: doc.id });
  }
  return categories;
}
