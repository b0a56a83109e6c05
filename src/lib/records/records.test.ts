import { describe, expect, it } from 'vitest';
import { DEMO_BLOGS, DEMO_LOCATION_PAGES } from '../../../tools/scripts/lib/demo-data';
import { makeBlog } from '../../../tests/support/web/blog-fixtures';
import { blogInputSchema } from '../../shared/schemas/blog';
import { LOCATION_DIRECTIONS_FIELDS } from '../../shared/location-directions';
import { locationPageInputSchema } from '../../shared/schemas/location-page';
import { parseBlogRecord } from './blog-record';
import { LOCATION_PAGE_TEXT_FIELDS, parseLocationPageRecord } from './location-page-record';

/**
 * The browser's record parsers are zod-free (public pages do not load zod); these tests hold them to the zod
 * schemas the server validates with: every field of the schema, and the same values for every valid record.
 */
const SERVER_FIELDS = { createdAt: '2026-11-03T12:00:00.000Z', updatedAt: '2026-11-04T12:00:00.000Z' };

describe('parseBlogRecord', () => {
  it.each(DEMO_BLOGS.map(({ id, blog }) => [id, blog] as const))(
    'reads %s as the API answers it, exactly as the schema stored it',
    (_slug, input) => {
      const stored = blogInputSchema.parse(input);
      const answered = { ...stored, slug_url: stored.slug_url ?? '', blog_id: 'blog-1', ...SERVER_FIELDS };
      expect(parseBlogRecord(answered)).toEqual(answered);
    },
  );

  it('returns every field of the schema, and the ones the server adds', () => {
    const keys = Object.keys(parseBlogRecord(makeBlog()) ?? {}).sort();
    expect(keys).toEqual([...Object.keys(blogInputSchema.shape), 'blog_id', 'createdAt', 'updatedAt'].sort());
  });

  it('fills missing fields and drops content items that are not objects or are empty', () => {
    const blog = parseBlogRecord({
      slug_url: 'sparse',
      title: ' Sparse ',
      blogs_content: [null, 'x', { heading: 'Kept', paragraph: '<p>x</p>' }, { heading: ' ', paragraph: ' ' }],
    });
    expect(blog).toMatchObject({
      title: 'Sparse',
      brief_paragraph: '',
      blog_image: '',
      metaTitle: '',
      published: true,
      blogs_content: [{ heading: 'Kept', paragraph: '<p>x</p>' }],
    });
  });

  it('refuses what the schema refuses for the fields a page needs: no title, an unusable slug', () => {
    for (const bad of [
      { slug_url: 'ok', title: '  ' },
      { slug_url: 'Not A Slug', title: 'Title' },
      { slug_url: '../admin', title: 'Title' },
    ]) {
      expect(blogInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(parseBlogRecord(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(parseBlogRecord(null)).toBeNull();
    expect(parseBlogRecord('blog')).toBeNull();
  });
});

describe('parseLocationPageRecord', () => {
  it.each(DEMO_LOCATION_PAGES.map(({ id, page }) => [id, page] as const))(
    'reads %s as the API answers it, exactly as the schema stored it',
    (_slug, input) => {
      const stored = locationPageInputSchema.parse(input);
      const answered = { ...stored, location_id: 'page-1', ...SERVER_FIELDS };
      expect(parseLocationPageRecord(answered)).toEqual(answered);
    },
  );

  it('knows every text field of the schema, and returns every field', () => {
    const shape = locationPageInputSchema.shape;
    expect([...LOCATION_PAGE_TEXT_FIELDS].sort()).toEqual(
      Object.keys(shape)
        .filter((k) => k !== 'published' && !(LOCATION_DIRECTIONS_FIELDS as readonly string[]).includes(k))
        .sort(),
    );
    // The demo page states every "Getting here" field but hours (it keeps the clinic's): give it its own too.
    const week = { open: '09:00', close: '17:00' };
    const hours = { mon: week, tue: week, wed: week, thu: week, fri: week, sat: null, sun: null };
    const parsed = parseLocationPageRecord(locationPageInputSchema.parse({ ...DEMO_LOCATION_PAGES[0]?.page, hours }));
    expect(parsed?.hours).toEqual(hours);
    expect(Object.keys(parsed ?? {}).sort()).toEqual(
      [...Object.keys(shape), 'location_id', 'createdAt', 'updatedAt'].sort(),
    );
  });

  it('refuses what the schema refuses for the fields a page needs: no main heading, an unusable slug', () => {
    const valid = locationPageInputSchema.parse(DEMO_LOCATION_PAGES[0]?.page);
    for (const bad of [
      { ...valid, main_heading: ' ' },
      { ...valid, slug_url: 'Bad Slug' },
      { ...valid, slug_url: undefined },
    ]) {
      expect(locationPageInputSchema.safeParse(bad).success).toBe(false);
      expect(parseLocationPageRecord(bad)).toBeNull();
    }
    expect(parseLocationPageRecord(null)).toBeNull();
  });
});
