import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';
import { XSS_VECTORS, findUnsafeMarkup } from '../../../tests/support/xss-vectors';

describe('sanitizeRichText', () => {
  it.each(XSS_VECTORS)('neutralizes %s', async (vector) => {
    expect(await findUnsafeMarkup(await sanitizeRichText(vector))).toEqual([]);
  });

  it.each(XSS_VECTORS)(
    'neutralizes %s again when it comes back (kept results are the cleaned ones)',
    async (vector) => {
      const first = await sanitizeRichText(vector);
      const again = await sanitizeRichText(vector);
      expect(again).toBe(first);
      expect(await findUnsafeMarkup(again)).toEqual([]);
    },
  );

  it('keeps the allowed structure', async () => {
    const html =
      '<h2>H</h2><p><strong>b</strong> <em>i</em></p><ol start="3"><li>x</li></ol><blockquote>q</blockquote>';
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it('turns a pasted h1 into h2 and marks external links noopener', async () => {
    expect(await sanitizeRichText('<h1>T</h1><a href="https://example.com" target="_blank">x</a>')).toBe(
      '<h2>T</h2><a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops images from anywhere but the site image store', async () => {
    expect(await sanitizeRichText('<img src="https://example.com/a.png" alt="a">')).toBe('');
    expect(await sanitizeRichText('<img src="/api/images/cards/0123456789abcdef0123456789abcdef.webp" alt="a">')).toBe(
      '<img src="/api/images/cards/0123456789abcdef0123456789abcdef.webp" alt="a" />',
    );
  });
});
