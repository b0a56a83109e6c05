import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { renderServerPage } from '../../../../tests/support/web/prerender-page';
import { PreloadedRecordProvider } from '../../../rendering/preloaded-record';
import type { SearchPageData } from '@shared/search/search-hit';
import { SearchScreen } from './SearchScreen';

// The search page as the `pages` function renders it (no browser): from the results it embeds.
async function render(data: SearchPageData | null) {
  const preloaded = data ? { kind: 'search' as const, slug: data.query, record: data } : null;
  const { body } = await renderServerPage(
    <PreloadedRecordProvider value={preloaded}>
      <SearchScreen />
    </PreloadedRecordProvider>,
    '/search',
  );
  return new JSDOM(body).window.document;
}

const RESULTS: SearchPageData = {
  query: 'blod pressure',
  results: [
    {
      id: 'article:advanced-blood-work',
      kind: 'article',
      title: 'Advanced Blood Work',
      url: '/article/advanced-blood-work',
      excerpt: [
        { text: 'Routine ' },
        { text: 'blood', match: true },
        { text: ' tests and ' },
        { text: 'pressure', match: true },
      ],
    },
    {
      id: 'faq:ghap:1',
      kind: 'faq',
      title: 'Do I need a referral?',
      url: '/geriatric-health-assessment-program#ghap-faq',
      excerpt: [{ text: 'Yes, from a family physician.' }],
    },
  ],
};

describe('SearchScreen on the server', () => {
  it('renders the results as links with their kind and the matched words marked', async () => {
    const document = await render(RESULTS);
    const form = document.querySelector('form[role="search"]');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    expect(document.querySelector('#site-search-query')?.getAttribute('value')).toBe('blod pressure');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('2 results for “blod pressure”');
    const items = [...document.querySelectorAll('ol[aria-label="Search results"] > li')];
    expect(items.map((item) => item.querySelector('h2 a')?.getAttribute('href'))).toEqual([
      '/article/advanced-blood-work',
      '/geriatric-health-assessment-program#ghap-faq',
    ]);
    expect(items.map((item) => item.querySelector('.search-result__kind')?.textContent)).toEqual([
      'Article',
      'Question',
    ]);
    expect([...(items[0]?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual([
      'blood',
      'pressure',
    ]);
    expect(items[0]?.querySelector('.search-result__excerpt')?.textContent).toBe('Routine blood tests and pressure');
  });

  it('says when nothing matched, and suggests searches and pages to browse', async () => {
    const document = await render({ query: 'xylophone', results: [] });
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^Nothing matched “xylophone”/);
    expect(document.querySelector('ol[aria-label="Search results"]')).toBeNull();
    const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining(['/search?q=blood%20pressure', '/service', '/article-main', '/contact']),
    );
  });

  it('with no query (the offline search shell), shows the empty form and examples', async () => {
    for (const data of [null, { query: '', results: [] }]) {
      const document = await render(data);
      expect(document.querySelector('#site-search-query')?.getAttribute('value')).toBe('');
      expect(document.querySelector('[role="status"]')?.textContent).toMatch(/Type a word or two/);
      expect(document.querySelector('ol[aria-label="Search results"]')).toBeNull();
    }
  });
});
