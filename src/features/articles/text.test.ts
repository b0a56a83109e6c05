import { describe, expect, it } from 'vitest';
import { CARD_TITLE_MAX_CHARS, SIDE_CARD_EXCERPT_MAX_CHARS } from './constants';
import { countWords, htmlToText, truncateExcerpt, truncateTitle } from './text';

describe('truncateTitle', () => {
  it('leaves a title of 50 characters or fewer unchanged', () => {
    const fifty = 'x'.repeat(50);
    expect(truncateTitle(fifty, CARD_TITLE_MAX_CHARS)).toBe(fifty);
    expect(truncateTitle('Short title', 50)).toBe('Short title');
  });

  it('cuts a longer title to 50 characters and adds an ellipsis', () => {
    const title = 'The Executive Health Exam: Why One Day Can Change Your Year';
    const result = truncateTitle(title, 50);
    expect(result).toBe('The Executive Health Exam: Why One Day Can Change…');
    expect(result.length).toBeLessThanOrEqual(51);
    expect(truncateTitle('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateTitle(`${'a'.repeat(49)} bcd`, 50)).toBe(`${'a'.repeat(49)}…`);
  });

  it('never splits a character made of two code units', () => {
    expect(truncateTitle(`${'a'.repeat(49)}😀😀`, 50)).toBe(`${'a'.repeat(49)}😀…`);
  });
});

describe('truncateExcerpt', () => {
  it('keeps the result, ellipsis included, within the limit', () => {
    const text = 'Stress is part of a demanding life, but when it never switches off it can affect blood pressure.';
    const result = truncateExcerpt(text, SIDE_CARD_EXCERPT_MAX_CHARS);
    expect(result.length).toBeLessThanOrEqual(78);
    expect(result.endsWith('…')).toBe(true);
    expect(truncateExcerpt('b'.repeat(100), 78)).toBe(`${'b'.repeat(77)}…`);
  });

  it('leaves short text unchanged', () => {
    expect(truncateExcerpt('c'.repeat(78), 78)).toBe('c'.repeat(78));
  });
});

describe('htmlToText and countWords', () => {
  it('strips tags and counts the words left', () => {
    const text = htmlToText('<h2>Two&nbsp;words</h2><p>and <a href="/x">three&amp;more</a></p>');
    expect(text).toBe('Two words and three&more');
    expect(countWords(text)).toBe(4);
    expect(countWords('   ')).toBe(0);
  });
});
