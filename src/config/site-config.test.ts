import { describe, expect, it } from 'vitest';
import {
  CONTENT_BLOCKS,
  isContentBlockShown,
  PLACEHOLDER_SITE_URL,
  resolveSiteUrl,
  type ContentBlocks,
} from './site-config';

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

describe('content blocks the clinic must supply', () => {
  it('keeps patient testimonials switched off by default', () => {
    expect(CONTENT_BLOCKS.testimonials.enabled).toBe(false);
    expect(isContentBlockShown(CONTENT_BLOCKS, 'testimonials')).toBe(false);
  });

  it('always shows the team (it has pages of its own); the others follow their switch', () => {
    const blocks: ContentBlocks = {
      testimonials: { enabled: true, status: 'final' },
      team: { status: 'placeholder' },
      partnerLogos: { enabled: false, status: 'placeholder' },
    };
    expect(isContentBlockShown(blocks, 'team')).toBe(true);
    expect(isContentBlockShown(blocks, 'testimonials')).toBe(true);
    expect(isContentBlockShown(blocks, 'partnerLogos')).toBe(false);
  });
});
