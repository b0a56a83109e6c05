import { getJson, type RequestOptions } from '../../../lib/api-client';
import type { Category } from '../../../shared/schemas/category';

export const CATEGORIES_PATH = '/api/categories';

export function getCategories(options: RequestOptions = {}): Promise<Category[]> {
  return getJson<Category[]>(CATEGORIES_PATH, options);
}
