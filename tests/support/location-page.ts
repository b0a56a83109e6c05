import type { LocationPageInput } from '@shared/schemas/location-page';

/**
 * A location page's required fields, with plain values, as a client sends them. `extra` adds or replaces fields,
 * wrong ones too (the tests of what the API refuses).
 */
export function locationPageInput(slug: string, extra: Record<string, unknown> = {}): LocationPageInput {
  return {
    slug_url: slug,
    main_heading: 'Preventive Care in Leslieville',
    main_paragraph: '<p>Close to Leslieville.</p>',
    highlighted_heading: 'Start with a conversation',
    heading_1: 'One',
    paragraph_1: '<p>First.</p>',
    heading_2: 'Two',
    paragraph_2: '<p>Second.</p>',
    heading_3: 'Three',
    paragraph_3: '<p>Third.</p>',
    heading_4: 'Four',
    paragraph_4: '<p>Fourth.</p>',
    meta_keywords: '',
    meta_link: '',
    meta_title: 'Preventive Care in Leslieville',
    meta_description: 'Executive health near Leslieville.',
    ...extra,
  } as LocationPageInput;
}
