import { describe, expect, it } from 'vitest';
import { API_PATHS, apiPath } from './api-paths';

describe('apiPath', () => {
  it('returns a pattern without placeholders as it is', () => {
    expect(apiPath(API_PATHS.blogs)).toBe('/blogs');
    expect(apiPath(API_PATHS.subscribersCsv)).toBe('/api/newsletter/subscribers.csv');
  });

  it('fills each placeholder, percent-encoded, so a value cannot add a path segment', () => {
    expect(apiPath(API_PATHS.blog, { id: 'abc' })).toBe('/blog/abc');
    expect(apiPath(API_PATHS.blogBySlug, { slug: '../../etc/passwd' })).toBe('/api/blogs/url/..%2F..%2Fetc%2Fpasswd');
    expect(apiPath(API_PATHS.cardImage, { name: 'a b.webp' })).toBe('/api/images/cards/a%20b.webp');
  });

  it('refuses a missing value rather than requesting a wrong URL', () => {
    expect(() => apiPath(API_PATHS.blog, {} as { id: string })).toThrow(/no value for :id/);
  });

  it('has one pattern per path', () => {
    const patterns = Object.values(API_PATHS);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
