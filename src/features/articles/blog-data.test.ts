import { describe, expect, it } from 'vitest';
import { makeBlog } from '../../../tests/support/web/blog-fixtures';
import { blogCardsAfter, blogDescription, blogVisual, publishedDate, toBlogCard } from './blog-data';
import { BUNDLED_ARTICLE_CARDS } from './bundled-cards';
import { ARTICLE_MOTIFS } from './content/motifs';

describe('blog cards', () => {
  it('maps a blog to a card: title, brief paragraph, image and alt, slug', () => {
    const blog = makeBlog();
    expect(toBlogCard(blog)).toEqual({
      slug: blog.slug_url,
      title: blog.title,
      summary: blog.brief_paragraph,
      visual: { kind: 'image', src: blog.blog_image, alt: blog.blog_image_alt },
    });
  });

  it('uses a stable decorative illustration when the image is missing or not a usable URL', () => {
    for (const blog_image of ['', 'javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      const visual = blogVisual(makeBlog({ blog_image }));
      expect(visual.kind).toBe('art');
      expect(visual.alt).toBe('');
      if (visual.kind === 'art') expect(ARTICLE_MOTIFS).toContain(visual.motif);
    }
    expect(blogVisual(makeBlog({ blog_image: '' }))).toEqual(blogVisual(makeBlog({ blog_image: '' })));
    expect(blogVisual(makeBlog({ blog_image: 'https://storage.googleapis.com/x.webp' })).kind).toBe('image');
  });

  it('appends blogs in the API order, skipping bundled slugs and repeats', () => {
    const bundledSlug = BUNDLED_ARTICLE_CARDS[3]?.slug ?? '';
    const cards = blogCardsAfter(BUNDLED_ARTICLE_CARDS, [
      makeBlog({ slug_url: 'newest' }),
      makeBlog({ slug_url: bundledSlug }),
      makeBlog({ slug_url: 'older' }),
      makeBlog({ slug_url: 'newest' }),
    ]);
    expect(cards.map((card) => card.slug)).toEqual(['newest', 'older']);
  });
});

describe('blogDescription', () => {
  it('prefers the meta description, then the brief paragraph, then the start of the text', () => {
    expect(blogDescription(makeBlog({ metaDescription: 'Meta.' }))).toBe('Meta.');
    expect(blogDescription(makeBlog({ metaDescription: '', brief_paragraph: 'Brief.' }))).toBe('Brief.');
    const fromText = blogDescription(
      makeBlog({
        metaDescription: '',
        brief_paragraph: '',
        blogs_content: [{ heading: 'Start', paragraph: `<p>${'word '.repeat(60)}</p>` }],
      }),
    );
    expect(fromText.startsWith('Start. word word')).toBe(true);
    expect(fromText.length).toBeLessThanOrEqual(160);
    expect(blogDescription(makeBlog({ metaDescription: '', brief_paragraph: '', blogs_content: [] }))).toBe(
      makeBlog().title,
    );
  });
});

describe('publishedDate', () => {
  it('reads typed dates and ISO dates into a label and a YYYY-MM-DD value', () => {
    expect(publishedDate('November 3, 2026')).toEqual({ label: 'November 3, 2026', iso: '2026-11-03' });
    expect(publishedDate('2026-01-09')).toEqual({ label: 'January 9, 2026', iso: '2026-01-09' });
    expect(publishedDate('2026-12-31T23:30:00.000Z')).toEqual({ label: 'December 31, 2026', iso: '2026-12-31' });
  });

  it('shows unreadable dates as typed, and nothing for an empty one', () => {
    expect(publishedDate('Early spring')).toEqual({ label: 'Early spring', iso: null });
    expect(publishedDate('2026-13-01')).toEqual({ label: '2026-13-01', iso: null });
    expect(publishedDate('  ')).toBeNull();
  });
});
