import { describe, expect, it } from 'vitest';
import type { Blog } from '@shared/schemas/blog';
import type { LocationPage } from '@shared/schemas/location-page';
import { searchDocumentListSchema } from '@shared/schemas/search-document';
import { PUBLIC_HTML_CACHE } from '../pages/page-handler';
import { publicSearchDocuments, STORED_TEXT_MAX } from './search-documents';
import { SEARCH_DOCUMENTS_CACHE, searchDocumentsCacheControl } from './search-handlers';

const NOW = Date.parse('2026-11-27T12:00:00Z');

const blog = (slug: string, extra: Partial<Blog> = {}): Blog => ({
  blog_id: slug,
  title: `Title ${slug}`,
  slug_url: slug,
  brief_paragraph: 'Brief.',
  blog_image: '',
  blog_image_alt: '',
  published_date: '',
  category: 2,
  blogs_content: [{ heading: 'Heading', paragraph: '<p>Blood <em>pressure</em> &amp; you.</p>' }],
  metaTitle: '',
  metaDescription: '',
  published: true,
  reviewedBy: '',
  lastReviewed: '',
  reviewedRevisionId: '',
  reviewedFingerprint: '',
  reviewWithdrawn: false,
  publishAt: '',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...extra,
});

const location = (slug: string, extra: Partial<LocationPage> = {}): LocationPage => ({
  location_id: slug,
  slug_url: slug,
  main_heading: `Near ${slug}`,
  main_paragraph: '<p>Main.</p>',
  highlighted_heading: 'Highlighted',
  heading_1: 'H1',
  paragraph_1: '<p>P1</p>',
  heading_2: 'H2',
  paragraph_2: '<p>P2</p>',
  heading_3: 'H3',
  paragraph_3: '<p>P3</p>',
  heading_4: 'H4',
  paragraph_4: '<p>P4</p>',
  meta_keywords: '',
  meta_link: '',
  meta_title: 'Meta',
  meta_description: 'Meta description',
  published: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  ...extra,
});

describe('the search documents rule', () => {
  it('lists published records only: never a draft or a post scheduled for later', () => {
    const docs = publicSearchDocuments(
      {
        blogs: [
          blog('shown'),
          blog('draft', { published: false }),
          blog('later', { publishAt: '2026-11-28T12:00:00.000Z' }),
          blog('due', { publishAt: '2026-11-27T11:59:00.000Z' }),
        ],
        locationPages: [location('yorkville'), location('hidden', { published: false })],
      },
      NOW,
    );
    expect(docs.map((doc) => doc.id).sort()).toEqual(['blog:due', 'blog:shown', 'location:yorkville']);
    expect(searchDocumentListSchema.safeParse(docs).success).toBe(true);
  });

  it('turns records into plain text documents at their public addresses', () => {
    const [locationDoc, blogDoc] = publicSearchDocuments({ blogs: [blog('b')], locationPages: [location('l')] }, NOW);
    expect(blogDoc).toEqual({
      id: 'blog:b',
      kind: 'article',
      title: 'Title b',
      url: '/article/b',
      text: 'Brief. Heading Blood pressure & you.',
    });
    expect(locationDoc).toMatchObject({ kind: 'location', url: '/location/l', title: 'Near l' });
    expect(locationDoc?.text).toBe('Highlighted Main. H1 P1 H2 P2 H3 P3 H4 P4');
  });

  it("caps a long record's text", () => {
    const long = blog('long', { blogs_content: [{ heading: 'H', paragraph: `<p>${'word '.repeat(5000)}</p>` }] });
    const [doc] = publicSearchDocuments({ blogs: [long], locationPages: [] }, NOW);
    expect(doc?.text.length).toBe(STORED_TEXT_MAX);
  });
});

describe('the search documents cache window', () => {
  it("is the blog and location pages' own window", () => {
    expect(SEARCH_DOCUMENTS_CACHE).toBe(PUBLIC_HTML_CACHE);
    expect(searchDocumentsCacheControl(NOW, null)).toBe(PUBLIC_HTML_CACHE);
  });

  it('ends when a scheduled post goes public, with no stale copy after', () => {
    expect(searchDocumentsCacheControl(NOW, NOW + 42_500)).toBe('public, max-age=0, s-maxage=43');
    expect(searchDocumentsCacheControl(NOW, NOW + 86_400_000)).toBe('public, max-age=0, s-maxage=300');
  });
});
