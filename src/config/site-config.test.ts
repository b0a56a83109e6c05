import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SITE_URL, resolveSiteUrl } from './site-config';

describe('the site address from VITE_SITE_URL', () => {
  it('is the placeholder when unset or blank', () => {
    expect(resolveSiteUrl(undefined)).toBe(PLACEHOLDER_SITE_URL);
    expect(resolveSiteUrl('  ')).toBe(PLACEHOLDER_SITE_URL);
  });

  it('is the origin, without a trailing slash', () => {
    expect(resolveSiteUrl('https://www.clinic.ca')).toBe('https://www.clinic.ca');
    expect(resolveSiteUrl(' https://www.clinic.ca/ ')).toBe('https://www.clinic.ca');
  });

  it('rejects anything but an http(s) origin, naming the value', () => {
    for (const value of ['www.clinic.ca', 'https://www.clinic.ca/home', 'ftp://clinic.ca', 'https://x.ca?a=1'])
      expect(() => resolveSiteUrl(value), value).toThrow(value);
  });
});
