import type { StoredRecord } from './stored-record';
import { z } from 'zod';
import { LOCATION_RICH_TEXT_FIELDS } from '../location-page-fields';
import { SLUG_PATTERN } from '../slug';
import { checkCoordinates, locationDirectionsShape } from './location-directions';

const requiredText = (max: number) => z.string().trim().min(1, 'This field is required.').max(max);

/** Firestore `locationPages/{location_id}`, as admins write it; server-owned fields excluded. */
export const locationPageInputSchema = z
  .object({
    slug_url: z.string().trim().min(1).max(120).regex(SLUG_PATTERN, 'Use lowercase letters, digits and hyphens only.'),
    main_heading: requiredText(200),
    main_paragraph: requiredText(20_000),
    highlighted_heading: requiredText(200),
    heading_1: requiredText(200),
    paragraph_1: requiredText(20_000),
    heading_2: requiredText(200),
    paragraph_2: requiredText(20_000),
    heading_3: requiredText(200),
    paragraph_3: requiredText(20_000),
    heading_4: requiredText(200),
    paragraph_4: requiredText(20_000),
    meta_keywords: z.string().trim().max(300).default(''),
    meta_link: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)]).default(''),
    meta_title: requiredText(120),
    meta_description: requiredText(320),
    published: z.boolean().default(true),
    // "Getting here": all optional; a page without them renders as before.
    ...locationDirectionsShape,
  })
  .strict()
  .superRefine(checkCoordinates);

export { LOCATION_RICH_TEXT_FIELDS };

export type LocationPageInput = z.input<typeof locationPageInputSchema>;
export type LocationPageFields = z.output<typeof locationPageInputSchema>;
export type LocationPage = StoredRecord<LocationPageFields, 'location_id'>;
