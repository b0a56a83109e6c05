import { describe, expect, it } from 'vitest';

/**
 * The site was started from a decor/equine business template: none of its brand wording may survive in what a
 * visitor or an administrator reads. Checked on every content module (their exported values, however they are
 * computed) and on the raw source of the admin portal's labels, the layouts' navigation and the site config.
 */
const TEMPLATE_LEFTOVERS =
  /\b(d[eé]cor|equine|equestrian|horses?|pon(y|ies)|saddle\w*|stallions?|foals?|paddocks?|farriers?|furniture|upholster\w*|interior design)\b/i;

// Every content module of every feature (tests excluded), evaluated: the strings as the pages receive them.
const CONTENT_MODULES = import.meta.glob<Record<string, unknown>>(
  ['./features/*/content/**/*.ts', '!./features/**/*.test.ts'],
  { eager: true },
);
// Labels written in components and config: read as text, comments included.
const LABEL_SOURCES = import.meta.glob<string>(
  ['./features/admin/**/*.{ts,tsx}', './app/layout/*.{ts,tsx}', './config/site-config.ts', '!./**/*.test.{ts,tsx}'],
  { eager: true, query: '?raw', import: 'default' },
);

describe('template wording', () => {
  it('recognises the template’s words in any case, and leaves ordinary words alone', () => {
    for (const leftover of ['Home Décor', 'EQUINE care', 'horse', 'Saddlery', 'Furniture', 'ponies'])
      expect(leftover).toMatch(TEMPLATE_LEFTOVERS);
    for (const ordinary of ['decorative artwork', 'stable blood pressure', 'a marked improvement'])
      expect(ordinary).not.toMatch(TEMPLATE_LEFTOVERS);
  });

  it('is absent from every content module of every feature', () => {
    const modules = Object.entries(CONTENT_MODULES);
    // All of them are found: eight features' content, dozens of modules.
    expect(new Set(modules.map(([path]) => path.split('/')[2])).size).toBeGreaterThanOrEqual(8);
    expect(modules.length).toBeGreaterThanOrEqual(70);
    for (const [path, exports] of modules) expect(JSON.stringify(exports), path).not.toMatch(TEMPLATE_LEFTOVERS);
  });

  it('is absent from the admin portal’s labels, the site navigation and the site config', () => {
    const sources = Object.entries(LABEL_SOURCES);
    expect(sources.some(([path]) => path.endsWith('admin/admin-screens.ts'))).toBe(true);
    expect(sources.some(([path]) => path.endsWith('admin/components/AdminHome.tsx'))).toBe(true);
    expect(sources.some(([path]) => path.endsWith('layout/nav-links.ts'))).toBe(true);
    for (const [path, text] of sources) expect(text, path).not.toMatch(TEMPLATE_LEFTOVERS);
  });
});
