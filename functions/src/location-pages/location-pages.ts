import {
  LOCATION_RICH_TEXT_FIELDS,
  locationPageInputSchema,
  type LocationPageFields,
} from '@shared/schemas/location-page';
import { COLLECTIONS } from '@shared/collections';
import { createPublishedCollection } from '../content/published-collection';
import { sanitizeRichText } from '../content/sanitize-html';
import { InvalidInputError } from '../data/errors';

export const locationPages = createPublishedCollection<LocationPageFields, 'location_id'>({
  collection: COLLECTIONS.locationPages,
  slugCollection: COLLECTIONS.locationPageSlugs,
  trashCollection: COLLECTIONS.locationPagesTrash,
  idField: 'location_id',
  label: 'location page',
  titleOf: (page) => page.main_heading || page.slug_url,
  listFields: ['main_heading', 'slug_url', 'published'],
  // Location pages have no schedule and no medical review.
  summarize: (data) => ({
    title: String(data.main_heading || data.slug_url || ''),
    slug: String(data.slug_url ?? ''),
    published: data.published !== false,
    publishAt: '',
    review: null,
  }),
  parseStored: (data) => {
    const parsed = locationPageInputSchema.safeParse(data);
    return parsed.success ? parsed.data : null;
  },
});

/** Paragraphs are HTML on the public page (spec section 2), so they are sanitized; all stay required. */
export async function prepareLocationPage(input: LocationPageFields): Promise<LocationPageFields> {
  const page = { ...input };
  for (const field of LOCATION_RICH_TEXT_FIELDS) {
    page[field] = await sanitizeRichText(input[field]);
    if (!page[field]) throw new InvalidInputError(`${field}: This field has no text left once unsafe HTML is removed.`);
  }
  return page;
}
