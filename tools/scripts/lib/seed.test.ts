import { describe, expect, it } from 'vitest';
import { parseDemoData } from './seed';
import { ALL_CATEGORY_NAME } from '../../../src/shared/schemas/category';
import { SLUG_PATTERN } from '../../../src/shared/slug';

describe('demo data', () => {
  const data = parseDemoData();

  it('has All plus at least four real categories', () => {
    expect(data.categories.map((c) => c.category)).toContain(ALL_CATEGORY_NAME);
    expect(data.categories.filter((c) => c.category !== ALL_CATEGORY_NAME).length).toBeGreaterThanOrEqual(4);
  });

  it('has three published blogs with content, none in the All category, with unique slugs', () => {
    const allId = data.categories.find((c) => c.category === ALL_CATEGORY_NAME)?.category_id;
    expect(data.blogs).toHaveLength(3);
    for (const { data: blog } of data.blogs) {
      expect(blog.published).toBe(true);
      expect(blog.category).not.toBe(allId);
      expect(blog.blogs_content.length).toBeGreaterThan(0);
      expect(blog.slug_url).toMatch(SLUG_PATTERN);
    }
    expect(new Set(data.blogs.map((b) => b.data.slug_url)).size).toBe(3);
  });

  it('has two location pages with distinct slugs', () => {
    expect(data.locationPages).toHaveLength(2);
    expect(new Set(data.locationPages.map((p) => p.data.slug_url)).size).toBe(2);
  });
});
