// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_ATTRIBUTE_CASES,
  ALLOWED_TAGS,
  DISALLOWED_ATTRIBUTES,
  DISALLOWED_TAGS,
  KEPT_IMAGES,
  REFUSED_IMAGES,
  tagSample,
} from '../../tests/support/html-allowlist-cases';
import { sanitizeRichHtml } from './sanitize-rich-html';

const parse = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeRichHtml(html);
  return holder;
};

describe('browser sanitizer against the one allowlist', () => {
  it.each(ALLOWED_TAGS)('keeps <%s>', (tag) => {
    expect(parse(tagSample(tag)).querySelector(tag)).not.toBeNull();
  });

  it.each(ALLOWED_ATTRIBUTE_CASES)('keeps %s[%s]', (tag, name, value) => {
    const element = parse(tagSample(tag, `${name}="${value}"`)).querySelector(tag);
    // rel is the sanitizer's own: outside links get noopener noreferrer whatever was typed.
    expect(element?.getAttribute(name)).toBe(name === 'rel' ? 'noopener noreferrer' : value);
  });

  it.each(DISALLOWED_TAGS)('drops <%s>', (tag) => {
    expect(parse(`<p>a</p><${tag}>b</${tag}>`).querySelector(tag)).toBeNull();
  });

  it.each(DISALLOWED_ATTRIBUTES)('drops the attribute %s', (name) => {
    const html = parse(`<p ${name}="x">t</p><a href="/contact" ${name}="x">l</a>`).innerHTML;
    expect(html).toBe('<p>t</p><a href="/contact">l</a>');
  });

  it('allows attributes per tag, not on every tag', () => {
    expect(parse('<p start="3" alt="x" href="/a">t</p>').innerHTML).toBe('<p>t</p>');
  });

  it('renames a pasted h1 to h2 and sets rel on outside links only', () => {
    expect(parse('<h1>T</h1><a href="/x" rel="nofollow">a</a><a href="https://example.com">b</a>').innerHTML).toBe(
      '<h2>T</h2><a href="/x">a</a><a href="https://example.com" rel="noopener noreferrer">b</a>',
    );
  });

  it.each(REFUSED_IMAGES)('drops an image with %s', (_reason, html) => {
    expect(parse(`<p>before</p>${html}<p>after</p>`).innerHTML).toBe('<p>before</p><p>after</p>');
  });

  it.each(KEPT_IMAGES)('keeps %s', (html) => {
    const kept = parse(html).querySelector('img');
    const expected = new DOMParser().parseFromString(html, 'text/html').querySelector('img');
    for (const name of ['src', 'alt', 'width', 'height']) {
      expect(kept?.getAttribute(name)).toBe(expected?.getAttribute(name));
    }
  });
});
