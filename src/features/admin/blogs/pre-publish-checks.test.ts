// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptyBlogForm, type BlogFormValues } from './blog-form';
import { blogPrePublishWarnings } from './pre-publish-checks';

const clean = (): BlogFormValues => ({
  ...emptyBlogForm(2, 'November 3, 2026'),
  title: 'Sleep and recovery',
  brief_paragraph: 'How regular sleep supports recovery.',
  blogs_content: [{ heading: 'Why', paragraph: '<p>Regular sleep supports <a href="/contact">recovery</a>.</p>' }],
  reviewedBy: 'Dr. Ana Reyes, MD',
  lastReviewed: '2026-10-01',
});
const known = new Set(['/article/sleep-recovery']);

describe('blogPrePublishWarnings', () => {
  it('has nothing to say about a careful, reviewed post', () => {
    expect(blogPrePublishWarnings(clean(), known)).toEqual([]);
  });

  it.each([
    ['Our program cured my back pain.', /promises an outcome.*“cure”/],
    ['Results guaranteed within weeks.', /“guarantee”/],
    ['The best clinic in Toronto for busy people.', /“best in …”/],
    ['“I feel like a new person, my energy is back,” says one client.', /patient testimonial/],
    ['This program saved my life.', /patient testimonial/],
  ])('flags “%s”', (text, expected) => {
    const value = clean();
    value.blogs_content = [{ heading: 'Why', paragraph: `<p>${text}</p>` }];
    expect(blogPrePublishWarnings(value, known).join(' ')).toMatch(expected);
  });

  it('flags images without alt text, long snippets, dead site links and a missing review stamp', () => {
    const value: BlogFormValues = {
      ...clean(),
      metaTitle: 'x'.repeat(61),
      metaDescription: 'y'.repeat(161),
      reviewedBy: '',
      blogs_content: [
        {
          heading: 'Links',
          paragraph:
            '<p><a href="/no-such-page">a</a> <a href="/article/sleep-recovery">b</a> <a href="/team">c</a> ' +
            '<a href="https://example.com/x">d</a></p><p><img src="/api/images/0123456789abcdef0123456789abcdef.webp"></p>',
        },
      ],
    };
    expect(blogPrePublishWarnings(value, known)).toEqual([
      'An image has no description (alt text).',
      'The meta title has 61 characters; search results show about 60.',
      'The meta description has 161 characters; search results show about 160.',
      'A link goes to /no-such-page, which is not a page of this site.',
      'This health article has no medical review stamp (reviewed by, and when).',
    ]);
  });
});
