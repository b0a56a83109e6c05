import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTE_CASES,
  ALLOWED_TAGS,
  DISALLOWED_ATTRIBUTES,
  DISALLOWED_TAGS,
  KEPT_IMAGES,
  REFUSED_IMAGES,
  tagSample,
} from '../../../tests/support/html-allowlist-cases';
import { sanitizeRichText } from './sanitize-html';

describe('server sanitizer against the one allowlist', () => {
  it.each(ALLOWED_TAGS)('keeps <%s>', async (tag) => {
    expect(await sanitizeRichText(tagSample(tag))).toMatch(new RegExp(`<${tag}[ />]`));
  });

  it.each(ALLOWED_ATTRIBUTE_CASES)('keeps %s[%s]', async (tag, name, value) => {
    const out = await sanitizeRichText(tagSample(tag, `${name}="${value}"`));
    if (name === 'rel') expect(out).toContain('rel="noopener noreferrer"');
    else expect(out).toContain(`${name}="${value}"`);
  });

  it.each(DISALLOWED_TAGS)('drops <%s>', async (tag) => {
    expect(await sanitizeRichText(`<p>a</p><${tag}>b</${tag}>`)).not.toMatch(new RegExp(`<${tag}[ />]`));
  });

  it.each(DISALLOWED_ATTRIBUTES)('drops the attribute %s', async (name) => {
    expect(await sanitizeRichText(`<p ${name}="x">t</p><a href="/contact" ${name}="x">l</a>`)).toBe(
      '<p>t</p><a href="/contact">l</a>',
    );
  });

  it('allows attributes per tag, not on every tag', async () => {
    expect(await sanitizeRichText('<p start="3" alt="x" href="/a">t</p>')).toBe('<p>t</p>');
  });

  it('sets rel on outside links only, whatever was typed', async () => {
    expect(await sanitizeRichText('<a href="/x" rel="nofollow">a</a><a href="https://example.com">b</a>')).toBe(
      '<a href="/x">a</a><a href="https://example.com" rel="noopener noreferrer">b</a>',
    );
  });

  it.each(REFUSED_IMAGES)('drops an image with %s', async (_reason, html) => {
    expect(await sanitizeRichText(`<p>before</p>${html}<p>after</p>`)).toBe('<p>before</p><p>after</p>');
  });

  it.each(KEPT_IMAGES)('keeps %s', async (html) => {
    expect(await sanitizeRichText(html)).toBe(html);
  });

  it('keeps only src, alt, width and height on an image', async () => {
    expect(
      await sanitizeRichText(
        '<img src="/api/images/0123456789abcdef0123456789abcdef.webp" alt="a" onerror="x()" style="x" class="c" loading="lazy">',
      ),
    ).toBe('<img src="/api/images/0123456789abcdef0123456789abcdef.webp" alt="a" />');
  });
});
