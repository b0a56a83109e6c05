/**
 * The location page's fields by role, written once: the schema (schemas/location-page.ts, whose test holds these
 * lists to it), the zod-free record parser of the public pages, the review fingerprint, the preview and the
 * pre-publish checks all read them from here. No zod here: public pages import this.
 */

/** The text a reader reads, in reading order: what a medical reviewer approves. */
export const LOCATION_TEXT_FIELDS = [
  'main_heading',
  'main_paragraph',
  'highlighted_heading',
  'heading_1',
  'paragraph_1',
  'heading_2',
  'paragraph_2',
  'heading_3',
  'paragraph_3',
  'heading_4',
  'paragraph_4',
] as const;
export type LocationTextField = (typeof LOCATION_TEXT_FIELDS)[number];

/** The paragraphs that hold HTML (sanitized on every write and every render); every other field is plain text. */
export const LOCATION_RICH_TEXT_FIELDS = [
  'main_paragraph',
  'paragraph_1',
  'paragraph_2',
  'paragraph_3',
  'paragraph_4',
] as const satisfies readonly LocationTextField[];

/** The plain-text headings among the reader's text, in reading order. */
export const LOCATION_HEADING_FIELDS = LOCATION_TEXT_FIELDS.filter(
  (field): field is Exclude<LocationTextField, (typeof LOCATION_RICH_TEXT_FIELDS)[number]> =>
    !(LOCATION_RICH_TEXT_FIELDS as readonly string[]).includes(field),
);

/** What search engines read. */
export const LOCATION_META_FIELDS = ['meta_keywords', 'meta_link', 'meta_title', 'meta_description'] as const;

/** Every text field of a location page, in the schema's order. */
export const LOCATION_PAGE_TEXT_FIELDS = ['slug_url', ...LOCATION_TEXT_FIELDS, ...LOCATION_META_FIELDS] as const;
