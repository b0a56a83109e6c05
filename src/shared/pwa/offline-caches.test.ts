import { describe, expect, it } from 'vitest';
import { apiPathRegExp } from '../api-path-patterns';
import { API_PATHS } from '../api-paths';
import { NAVIGATION_DENYLIST, NETWORK_ONLY_NAVIGATIONS, isCacheableApiRead } from './offline-caches';

describe('what the service worker may cache', () => {
  it('caches the public reads of blogs, location pages and categories', () => {
    for (const path of [
      '/blogs',
      '/blog/abc123',
      '/api/blogs/url/strength-training',
      '/api/locationpages',
      '/api/locationpages/xyz',
      '/api/locationpages/url/north-york',
      '/api/categories',
    ])
      expect(isCacheableApiRead(path), path).toBe(true);
  });

  it('never caches writes endpoints, admin lists, sign-in or slug checks', () => {
    for (const path of [
      '/api/users/login',
      '/api/contact-requests',
      '/api/newsletter',
      '/api/newsletter/subscribers.csv',
      '/api/blogs/slug-available/x',
      '/api/locationpages/slug-available/x',
      '/api/locationpages/create',
      '/api/backup-files/upload_files',
      '/api/images/blogs/a.webp',
    ])
      expect(isCacheableApiRead(path), path).toBe(false);
  });

  it('keeps the documented API and Firebase reserved URLs out of navigation handling', () => {
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    for (const path of ['/api/blogs', '/__/auth/handler', '/blogs', '/blog/abc', '/blog'])
      expect(denied(path), path).toBe(true);
    for (const path of ['/', '/blogging-tips', '/article-main', '/location/x']) expect(denied(path), path).toBe(false);
    expect(NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test('/admin/blogs'))).toBe(true);
    expect(NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test('/administrator-bio'))).toBe(false);
    // Action links carry one-time codes: never kept in the pages cache.
    expect(NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test('/account/action'))).toBe(true);
    // Review links carry a secret (decision 0023): never kept in the pages cache.
    expect(NETWORK_ONLY_NAVIGATIONS.some((pattern) => pattern.test('/review/abc.def'))).toBe(true);
  });

  it('derives from API_PATHS: every endpoint is kept out of navigation handling', () => {
    for (const pattern of Object.values(API_PATHS)) {
      const path = pattern.replace(/:[A-Za-z]+/g, 'x');
      expect(
        NAVIGATION_DENYLIST.some((denied) => denied.test(path)),
        path,
      ).toBe(true);
    }
  });

  it('turns a pattern into a regular expression of whole segments', () => {
    const blog = apiPathRegExp(API_PATHS.blog);
    expect(['/blog/abc', '/blog/abc/'].map((p) => blog.test(p))).toEqual([true, true]);
    expect(['/blog', '/blog/a/b', '/blogs/abc', 'x/blog/abc'].map((p) => blog.test(p))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
