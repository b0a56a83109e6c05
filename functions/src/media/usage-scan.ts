import { LOCATION_RICH_TEXT_FIELDS } from '@shared/schemas/location-page';
import { IMAGE_REFERENCE, type MediaUsage } from '@shared/schemas/media';

/** A record as Firestore holds it (live, or the `record` of a trash entry), read loosely: old shapes included. */
export type ScannedRecord = {
  kind: MediaUsage['kind'];
  id: string;
  inTrash: boolean;
  data: Record<string, unknown>;
};

/** The stored image names a piece of text refers to: a field's path, or `<img src>`s in HTML (any variant). */
export function imageNamesIn(text: unknown): string[] {
  if (typeof text !== 'string' || !text.includes('/api/images/')) return [];
  return [...new Set([...text.matchAll(IMAGE_REFERENCE)].map((match) => match[1]!))];
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Each text of a record that may refer to an image, with the field name an answer shows. */
function textsOf(record: ScannedRecord): [field: string, text: unknown][] {
  const { data } = record;
  if (record.kind === 'blog') {
    const content = Array.isArray(data.blogs_content) ? (data.blogs_content as Record<string, unknown>[]) : [];
    return [
      ['image', data.blog_image],
      ...content.map((item): [string, unknown] => ['blogs_content', item?.paragraph]),
    ];
  }
  return LOCATION_RICH_TEXT_FIELDS.map((field): [string, unknown] => [field, data[field]]);
}

function titleOf(record: ScannedRecord): string {
  return record.kind === 'blog' ? str(record.data.title) : str(record.data.main_heading) || str(record.data.slug_url);
}

/**
 * Where each image is used, by name: every blog's image and content paragraphs, every location page's paragraphs,
 * live and in the trash (a record restored from the trash must find its images). One entry per record and field.
 */
export function scanUsages(records: Iterable<ScannedRecord>): Map<string, MediaUsage[]> {
  const usages = new Map<string, MediaUsage[]>();
  for (const record of records) {
    const seen = new Set<string>();
    for (const [field, text] of textsOf(record)) {
      for (const name of imageNamesIn(text)) {
        const key = `${name} ${field}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const usage: MediaUsage = {
          kind: record.kind,
          id: record.id,
          title: titleOf(record),
          field,
          inTrash: record.inTrash,
        };
        usages.set(name, [...(usages.get(name) ?? []), usage]);
      }
    }
  }
  return usages;
}

const IMG_WITH_ALT = /<img\b[^>]*?\ssrc="\/api\/images\/(?:cards\/|hero\/)?([a-f0-9]{32}\.webp)"[^>]*?\salt="([^"]+)"/g;

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The alt text the records already give each image (a blog's image description, an `<img alt>` in rich text),
 * first found first: what the library offers for an image whose own description is still empty, so a description
 * typed once in a blog is offered on the next use.
 */
export function altTextsIn(records: Iterable<ScannedRecord>): Map<string, string> {
  const alts = new Map<string, string>();
  const offer = (name: string | undefined, alt: string) => {
    const text = alt.trim();
    if (name && text && !alts.has(name)) alts.set(name, text);
  };
  for (const record of records) {
    if (record.kind === 'blog') offer(imageNamesIn(record.data.blog_image)[0], str(record.data.blog_image_alt));
    for (const [, text] of textsOf(record)) {
      if (typeof text !== 'string') continue;
      for (const match of text.matchAll(IMG_WITH_ALT)) offer(match[1], decodeEntities(match[2] ?? ''));
    }
  }
  return alts;
}
