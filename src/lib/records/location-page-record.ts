import type { LocationPage } from '../../shared/schemas/location-page';
import { LOCATION_PAGE_TEXT_FIELDS } from '../../shared/location-page-fields';
import { SLUG_PATTERN } from '../../shared/slug';
import { parseLocationDirections } from './location-directions-record';

export { LOCATION_PAGE_TEXT_FIELDS };

/**
 * A location page as the API answers it (or as the server embedded it in the page), or null when it cannot be shown
 * (no usable slug or main heading). Like parseBlogRecord: zod-free for public pages, held to the schema by a test.
 */
export function parseLocationPageRecord(raw: unknown): LocationPage | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string).trim() : '');
  const fields = Object.fromEntries(LOCATION_PAGE_TEXT_FIELDS.map((key) => [key, text(key)])) as Record<
    (typeof LOCATION_PAGE_TEXT_FIELDS)[number],
    string
  >;
  if (!SLUG_PATTERN.test(fields.slug_url) || fields.main_heading === '') return null;
  return {
    ...fields,
    ...parseLocationDirections(record),
    location_id: text('location_id'),
    published: record.published !== false,
    createdAt: text('createdAt'),
    updatedAt: text('updatedAt'),
  };
}
