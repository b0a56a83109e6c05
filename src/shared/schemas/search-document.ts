import { z } from 'zod';

/**
 * What site search finds. `faq` entries link to the page that holds them; `page` is any other page of the site
 * (membership, pelvic floor therapy, about).
 */
export const SEARCH_KINDS = ['service', 'article', 'team', 'location', 'ghap', 'faq', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The longest text a document carries into the index: enough for every bundled page, bounded for stored ones. */
export const SEARCH_TEXT_MAX = 40_000;

/**
 * One searchable document: the bundled index (tools/build/search-index.ts, `/search-index.json`) holds the bundled
 * pages; `GET /api/search-documents` answers the published blogs and location pages in the same shape.
 */
export const searchDocumentSchema = z
  .object({
    id: z.string().min(1).max(200),
    kind: z.enum(SEARCH_KINDS),
    title: z.string().min(1).max(300),
    /** A path of this site, with an anchor when the entry has one (`/membership#membership-faq-heading`). */
    url: z
      .string()
      .regex(/^\/[^/]/u, 'A path of this site, starting with one slash.')
      .or(z.literal('/')),
    /** Plain text, no HTML. */
    text: z.string().max(SEARCH_TEXT_MAX),
  })
  .strict();

export type SearchDocument = z.infer<typeof searchDocumentSchema>;

export const searchDocumentListSchema = z.array(searchDocumentSchema).max(5000);
