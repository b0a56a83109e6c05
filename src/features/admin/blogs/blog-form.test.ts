import { describe, expect, it } from 'vitest';
import { blogInputSchema } from '@shared/schemas/blog';
import {
  CATEGORY_REQUIRED,
  defaultCategory,
  emptyBlogForm,
  formToBlogInput,
  IMAGE_ALT_REQUIRED,
  INITIAL_CONTENT_ITEMS,
  realCategories,
  validateBlogForm,
  withSlug,
  withTitle,
} from './blog-form';

const CATEGORIES = [
  { category_id: 1, category: 'All' },
  { category_id: 2, category: 'Prevention' },
  { category_id: 3, category: 'Heart Health' },
];
const REAL = realCategories(CATEGORIES);

describe('blog form model', () => {
  it('starts with 10 empty content items and published', () => {
    const form = emptyBlogForm(2);
    expect(INITIAL_CONTENT_ITEMS).toBe(10);
    expect(form.blogs_content).toHaveLength(10);
    expect(form.blogs_content.every((item) => item.heading === '' && item.paragraph === '')).toBe(true);
    expect(form.published).toBe(true);
  });

  it('offers every category except All, and starts new blogs in the first real one', () => {
    expect(REAL.map((c) => c.category)).toEqual(['Prevention', 'Heart Health']);
    expect(defaultCategory(REAL)?.category_id).toBe(2);
  });

  it('drops content items with an empty heading or paragraph on save, and sends only schema fields', () => {
    const form = withTitle(emptyBlogForm(2), 'Sleep well');
    form.blogs_content[0] = { heading: 'Why', paragraph: '<p>Because.</p>' };
    form.blogs_content[1] = { heading: 'Heading only', paragraph: '  ' };
    form.blogs_content[2] = { heading: '', paragraph: '<p>Text only</p>' };
    form.blogs_content[5] = { heading: ' How ', paragraph: '<p>Slowly.</p>' };
    const input = formToBlogInput(form);
    expect(input.blogs_content).toEqual([
      { heading: 'Why', paragraph: '<p>Because.</p>' },
      { heading: 'How', paragraph: '<p>Slowly.</p>' },
    ]);
    expect(blogInputSchema.safeParse(input).success).toBe(true);
    expect(Object.keys(input)).not.toContain('slugEdited');
  });

  it('lets the slug follow the title until it is edited by hand', () => {
    let form = withTitle(emptyBlogForm(2), 'Santé à Toronto');
    expect(form.slug_url).toBe('sante-a-toronto');
    form = withSlug(form, 'my-own-address');
    form = withTitle(form, 'Something else');
    expect(form.slug_url).toBe('my-own-address');
    // Clearing the field hands it back to the title.
    form = withTitle(withSlug(form, ''), 'Back again');
    expect(form.slug_url).toBe('back-again');
  });

  it('requires alt text once there is an image, a title, and a real category', () => {
    const form = { ...emptyBlogForm(1), blog_image: '/api/images/abc.webp' };
    expect(validateBlogForm(form, REAL)).toEqual({
      title: 'This field is required.',
      blog_image_alt: IMAGE_ALT_REQUIRED,
      category: CATEGORY_REQUIRED,
    });
    expect(validateBlogForm({ ...withTitle(form, 'T'), blog_image_alt: 'A chart', category: 3 }, REAL)).toEqual({});
  });

  it('reports a hand-typed slug the API would refuse, with its message', () => {
    const form = withSlug(withTitle(emptyBlogForm(2), 'T'), 'Not A Slug');
    expect(validateBlogForm(form, REAL).slug_url).toBe('Use lowercase letters, digits and hyphens only.');
  });
});
