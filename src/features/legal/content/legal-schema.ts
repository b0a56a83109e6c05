import { z } from 'zod';

/**
 * The shape of a legal document. Content modules import only the inferred types, so zod stays out of the
 * page bundle; tests validate the modules against these schemas.
 */
const HREF = /^(?:\/(?!\/)\S*|#[a-z0-9-]+|tel:\+\d{7,15}|mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/;

export const legalLinkSchema = z.object({ text: z.string().trim().min(1), href: z.string().regex(HREF) }).strict();

/** Plain text, or text with links in it: `['Call ', { text: '416…', href: 'tel:+1416…' }, '.']`. */
export const richTextSchema = z.union([
  z.string().trim().min(1),
  z.array(z.union([z.string().min(1), legalLinkSchema])).min(1),
]);

export const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: richTextSchema }).strict(),
  z.object({ type: z.literal('list'), items: z.array(richTextSchema).min(1) }).strict(),
  /** A postal contact block, rendered in an <address>. */
  z.object({ type: z.literal('address'), lines: z.array(richTextSchema).min(1) }).strict(),
]);

export const legalSectionSchema = z
  .object({
    /** The in-page anchor: lowercase words joined by hyphens. */
    id: z.string().regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/),
    heading: z.string().trim().min(1),
    blocks: z.array(legalBlockSchema).min(1),
  })
  .strict();

export const legalDocumentSchema = z
  .object({
    /** The visible h1. */
    title: z.string().trim().min(1),
    /** The document (tab) title given to <Seo>. */
    seoTitle: z.string().trim().min(1),
    description: z.string().trim().min(50).max(170),
    lastUpdated: z.iso.date(),
    intro: z.array(richTextSchema).min(1),
    /** A short note beside the intro. */
    aside: richTextSchema.optional(),
    sections: z.array(legalSectionSchema).min(1),
  })
  .strict()
  .refine((doc) => new Set(doc.sections.map((s) => s.id)).size === doc.sections.length, {
    message: 'Section ids must be unique.',
  })
  .refine((doc) => doc.sections.every((s) => s.id !== 'contents'), {
    message: '"contents" is reserved for the table of contents.',
  });

export type LegalLink = z.infer<typeof legalLinkSchema>;
export type RichText = z.infer<typeof richTextSchema>;
export type LegalBlock = z.infer<typeof legalBlockSchema>;
export type LegalDocumentContent = z.infer<typeof legalDocumentSchema>;
