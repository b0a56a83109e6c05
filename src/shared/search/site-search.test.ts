import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../schemas/search-document';
import { htmlToPlainText } from './plain-text';
import { normalizeQuery } from './query';
import { buildExcerpt, createSiteSearch } from './site-search';

const doc = (id: string, kind: SearchDocument['kind'], title: string, text: string): SearchDocument => ({
  id,
  kind,
  title,
  url: `/${id}`,
  text,
});

const DOCUMENTS: SearchDocument[] = [
  doc(
    'cardiology',
    'team',
    'Dr. Sofia Castellano, MD',
    'Cardiology. Dr. Castellano is a cardiologist who reads heart tests.',
  ),
  doc(
    'blood-work',
    'article',
    'Advanced blood work',
    'Blood pressure, cholesterol and the tests a standard panel misses.',
  ),
  doc('pelvic', 'service', 'Pelvic floor therapy', 'Pelvic floor strength for continence, in a chair session.'),
  doc('faq-pelvic', 'faq', 'Is leaking normal?', 'Leaking is common but pelvic floor therapy can help.'),
  doc('audiology', 'service', 'Audiology', 'Hearing tests and hearing aids.'),
];

const search = createSiteSearch(DOCUMENTS);
const ids = (query: string) => search.search(query).map((hit) => hit.id);

describe('site search', () => {
  it('finds by prefix: "cardi" finds cardiology', () => {
    expect(ids('cardi')).toEqual(['cardiology']);
  });

  it('forgives a typo: "blod pressure" finds blood pressure', () => {
    expect(ids('blod pressure')).toEqual(['blood-work']);
    expect(ids('hering')).toEqual(['audiology']);
  });

  it('ranks a page about the subject (title match) before an FAQ answer that mentions it', () => {
    expect(ids('pelvic floor')).toEqual(['pelvic', 'faq-pelvic']);
  });

  it('wants every word, and falls back to any word when no page has them all', () => {
    expect(ids('pelvic cholesterol').sort()).toEqual(['blood-work', 'faq-pelvic', 'pelvic']);
    expect(ids('pelvic chair')).toEqual(['pelvic']);
  });

  it('finds nothing for an empty query, stop words alone, or an unknown word', () => {
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
    expect(ids('the and of')).toEqual([]);
    expect(ids('xylophone')).toEqual([]);
  });

  it('keeps the first of two documents with one id', () => {
    const twice = createSiteSearch([...DOCUMENTS, doc('audiology', 'page', 'Other', 'Hearing again')]);
    expect(twice.size).toBe(DOCUMENTS.length);
    expect(twice.search('hearing')[0]).toMatchObject({ title: 'Audiology', kind: 'service' });
  });

  it('answers title, kind, address and an excerpt with the matched words marked', () => {
    const [hit] = search.search('blod pressure');
    expect(hit).toMatchObject({ title: 'Advanced blood work', kind: 'article', url: '/blood-work' });
    expect(hit?.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(['Blood', 'pressure']);
    expect(hit?.excerpt.map((part) => part.text).join('')).toBe(DOCUMENTS[1]?.text);
  });
});

describe('buildExcerpt', () => {
  const long = `${'Intro words here. '.repeat(20)}The heart test matters. ${'More words follow. '.repeat(20)}`;

  it('shows a window around the first match, cut at words, with ellipses', () => {
    const parts = buildExcerpt(long, ['heart']);
    const text = parts.map((part) => part.text).join('');
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(text.length).toBeLessThan(200);
    expect(parts.filter((part) => part.match)).toEqual([{ text: 'heart', match: true }]);
    // Whole words only: the window starts on a word.
    expect(text).toMatch(/^… (Intro|words|here)\b/);
  });

  it('starts at the beginning when nothing in the text matched (a title match)', () => {
    const parts = buildExcerpt('Short text.', ['absent']);
    expect(parts).toEqual([{ text: 'Short text.' }]);
  });
});

describe('normalizeQuery and htmlToPlainText', () => {
  it('trims, collapses spaces and caps the query', () => {
    expect(normalizeQuery('  blood \n pressure ')).toBe('blood pressure');
    expect(normalizeQuery(null)).toBe('');
    expect(normalizeQuery('a'.repeat(500))).toHaveLength(100);
  });

  it('strips tags, decodes entities and keeps words of adjacent blocks apart', () => {
    expect(
      htmlToPlainText('<h2>Heart</h2><p>Blood&nbsp;pressure &amp; <strong>lipids</strong> &#8212; &#x2014;</p>'),
    ).toBe('Heart Blood pressure & lipids — —');
    expect(htmlToPlainText('<p>a &bogus; b</p>')).toBe('a &bogus; b');
  });
});
