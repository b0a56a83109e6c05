import { z } from 'zod';
import { ARTICLE_MOTIFS } from './motifs';

/** Lowercase words joined by single hyphens, as the spec's slug_url. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The spec's Article entity (static, bundled). Field names follow the spec so later code that maps
 * API blogs can line the two up. Used by the tests to validate every content module; the app only
 * imports the inferred types, so zod stays out of the public bundle.
 */
export const articleSchema = z.object({
  id: z.number().int().positive(),
  slug_url: z.string().regex(SLUG_PATTERN),
  main_heading: z.string().regex(/\S/, 'must not be blank'),
  /** Short summary; may be empty per the spec. */
  paragraph: z.string(),
  /** Always the empty string per the spec: bundled articles carry no date. */
  date: z.literal(''),
  blog_creative: z.object({ motif: z.enum(ARTICLE_MOTIFS), alt: z.string() }),
  /** The body as trusted, bundled HTML. */
  contentFile: z.string().regex(/\S/, 'must not be blank'),
});

export type Article = z.infer<typeof articleSchema>;

/** Everything but the body: enough for cards and the home section without bundling every body. */
export type ArticleMeta = Omit<Article, 'contentFile'>;
