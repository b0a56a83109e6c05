import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';
import { resetRateLimits } from '../support/limits-and-mail';
import { PROJECT_ID } from '../../tools/scripts/lib/local-stack';
import { PORTS } from '../../tools/scripts/lib/ports';

// Site search (decision 0026): the public documents endpoint and `/search?q=` as a crawler sees it.
let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});
// Searches that reach the server count against the visitor's limit, and every test here shares one address.
beforeEach(resetRateLimits);
afterAll(resetRateLimits);

/** The search page's cache header: public, revalidated by browsers, at most 300 s on the CDN. */
const SEARCH_PAGE_CACHE =
  /^public, max-age=0, s-maxage=([0-9]|[1-9][0-9]|[12][0-9]{2}|300)(, stale-while-revalidate=300)?$/;
/** The `pages` function on the Functions emulator, without Hosting in front. */
const PAGES_FUNCTION = `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/us-central1/pages`;

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A word no page holds, so a query for it finds only the record that carries it. */
const uniqueWord = () => `zq${letters()}`;
const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${letters()}`;

const blog = (word: string, extra: Record<string, unknown> = {}) => ({
  title: `Heart health and ${word}`,
  slug_url: uniqueSlug('search'),
  category: 2,
  blogs_content: [{ heading: 'Numbers', paragraph: `<p>Blood pressure and <strong>${word}</strong> explained.</p>` }],
  ...extra,
});

const locationPage = (word: string, extra: Record<string, unknown> = {}) => ({
  slug_url: uniqueSlug('search-location'),
  main_heading: `Preventive care near ${word}`,
  main_paragraph: `<p>Close to ${word} station.</p>`,
  highlighted_heading: 'Start with a conversation',
  ...Object.fromEntries(
    [1, 2, 3, 4].flatMap((n) => [
      [`heading_${n}`, `Section ${n}`],
      [`paragraph_${n}`, `<p>Text ${n}.</p>`],
    ]),
  ),
  meta_title: 'Preventive care',
  meta_description: 'Executive health assessments.',
  ...extra,
});

type Doc = { id: string; kind: string; title: string; url: string; text: string };

async function createBlog(json: unknown): Promise<{ blog_id: string; slug_url: string }> {
  const { res, body } = await api('/blog', { method: 'POST', token: tokens.admin, json });
  expect(res.status).toBe(201);
  return body.data as { blog_id: string; slug_url: string };
}

async function documents(): Promise<{ res: Response; docs: Doc[] }> {
  const res = await fetch(`${baseUrl()}/api/search-documents`, { signal: AbortSignal.timeout(20_000) });
  const body = (await res.json()) as { status: string; data: Doc[] };
  expect(body.status).toBe('success');
  return { res, docs: body.data };
}

async function searchPage(query: string) {
  const res = await fetch(`${baseUrl()}/search?q=${encodeURIComponent(query)}`, {
    signal: AbortSignal.timeout(20_000),
  });
  const html = await res.text();
  const document = new JSDOM(html).window.document;
  const results = [...document.querySelectorAll('ol[aria-label="Search results"] > li')].map((item) => ({
    href: item.querySelector('h2 a')?.getAttribute('href') ?? '',
    title: item.querySelector('h2 a')?.textContent ?? '',
    kind: item.querySelector('.search-result__kind')?.textContent ?? '',
    marked: [...item.querySelectorAll('mark')].map((mark) => mark.textContent),
  }));
  return { res, html, document, results };
}

describe('GET /api/search-documents', () => {
  it('lists published blogs and location pages only: never a draft, a scheduled post or one in the trash', async () => {
    const published = uniqueWord();
    const draft = uniqueWord();
    const scheduled = uniqueWord();
    const trashed = uniqueWord();
    const draftLocation = uniqueWord();
    const shown = await createBlog(blog(published));
    await createBlog(blog(draft, { published: false }));
    await createBlog(blog(scheduled, { publishAt: new Date(Date.now() + 86_400_000).toISOString() }));
    const toTrash = await createBlog(blog(trashed));
    const removed = await api(`/blog/${toTrash.blog_id}`, { method: 'DELETE', token: tokens.admin });
    expect(removed.res.status).toBe(200);
    const location = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: locationPage(draftLocation, { published: false }),
    });
    expect(location.res.status).toBe(201);

    const docs = await vi.waitFor(
      async () => {
        const { docs } = await documents();
        expect(docs.map((doc) => doc.url)).toContain(`/article/${shown.slug_url}`);
        return docs;
      },
      { timeout: 20_000, interval: 500 },
    );
    const text = JSON.stringify(docs);
    expect(text).toContain(published);
    for (const hidden of [draft, scheduled, trashed, draftLocation]) expect(text).not.toContain(hidden);
    // Plain text: the paragraph's HTML is gone.
    const doc = docs.find((d) => d.url === `/article/${shown.slug_url}`);
    expect(doc).toMatchObject({ kind: 'article', title: `Heart health and ${published}` });
    expect(doc?.text).toContain(`Blood pressure and ${published} explained.`);
    expect(doc?.text).not.toMatch(/[<>]/);
    // The seeded location pages are there too.
    expect(docs.some((d) => d.kind === 'location' && d.url.startsWith('/location/'))).toBe(true);

    // Nor does the search page find them.
    for (const hidden of [draft, scheduled, trashed, draftLocation]) {
      expect((await searchPage(hidden)).results).toEqual([]);
    }
  });

  it('is public JSON, cached for the pages cache window (s-maxage 300 s, as blog pages), revalidated by ETag', async () => {
    const { res } = await documents();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/^public, max-age=0, s-maxage=300\b/);
    const blogPage = await fetch(`${baseUrl()}/article/${(await createBlog(blog(uniqueWord()))).slug_url}`);
    expect(blogPage.status).toBe(200);
    const pageWindow = /s-maxage=(\d+)/.exec(blogPage.headers.get('cache-control') ?? '')?.[1];
    expect(/s-maxage=(\d+)/.exec(cache)?.[1]).toBe(pageWindow);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
  });
});

describe('/search?q= without JavaScript (the crawler view)', () => {
  it('answers the results in the HTML, with a plain GET form, kinds and marked words, and noindex', async () => {
    const { res, document, results, html } = await searchPage('pelvic floor');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    const form = document.querySelector('form[role="search"]');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(form?.getAttribute('method')).toBe('get');
    const input = document.querySelector<HTMLInputElement>('#site-search-query');
    expect(input?.getAttribute('name')).toBe('q');
    expect(input?.getAttribute('value')).toBe('pelvic floor');
    expect(document.querySelector('label[for="site-search-query"]')?.textContent).toBe('Search the site');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Search');
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ href: '/pelvic-floor-therapy', kind: 'Service' });
    expect(results[0]?.marked.map((word) => word?.toLowerCase())).toContain('pelvic');
    // The results travel with the page, so the browser hydrates without searching again.
    expect(html).toMatch(/<script type="application\/json" id="preloaded-record">\{"kind":"search"/);
    // Kept by the CDN for the search documents' window at most (shorter while a scheduled post waits), revalidated
    // by browsers.
    expect(res.headers.get('cache-control')).toMatch(SEARCH_PAGE_CACHE);
  });

  it('forgives typos and prefixes: "blod pressure" and "cardi" find what they mean', async () => {
    const typo = await searchPage('blod pressure');
    expect(typo.results.length).toBeGreaterThan(0);
    expect(typo.results.flatMap((r) => r.marked.map((word) => word?.toLowerCase()))).toContain('blood');
    const prefix = await searchPage('cardi');
    expect(prefix.results.some((r) => r.kind === 'Team' && r.href.startsWith('/team-individual/'))).toBe(true);
  });

  it('finds the GHAP, FAQ answers (linked to their page) and the seeded location pages', async () => {
    const ghap = await searchPage('geriatric assessment');
    expect(
      ghap.results.some((r) => r.href === '/geriatric-health-assessment-program' && r.kind === 'Geriatric program'),
    ).toBe(true);
    const faq = await searchPage('hearing test hurt');
    expect(faq.results.some((r) => r.kind === 'Question' && r.href === '/audiology#service-faq-heading')).toBe(true);
    const location = await searchPage('Yorkville');
    expect(location.results.some((r) => r.kind === 'Location' && r.href.startsWith('/location/'))).toBe(true);
  });

  it('with an empty or missing query shows the form and no results; nothing matched says so', async () => {
    for (const path of ['/search', '/search?q=', '/search?q=%20%20']) {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(200);
      const document = new JSDOM(await res.text()).window.document;
      expect(document.querySelector('#site-search-query')).not.toBeNull();
      expect(document.querySelector('ol[aria-label="Search results"]')).toBeNull();
    }
    const none = await searchPage(uniqueWord());
    expect(none.results).toEqual([]);
    expect(none.document.querySelector('[role="status"]')?.textContent).toMatch(/Nothing matched/);
  });

  it('escapes the query it shows back', async () => {
    const { html, document } = await searchPage('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(html).not.toContain('<img src=x');
  });

  it("finds a blog as soon as it is published (the page shares the documents' and the blog pages' 300 s window)", async () => {
    const word = uniqueWord();
    const created = await createBlog(blog(word));
    const found = await vi.waitFor(
      async () => {
        // The retries are one reader's, not a flood: the limit is not what this test is about.
        await resetRateLimits();
        const page = await searchPage(word);
        expect(page.results.map((r) => r.href)).toEqual([`/article/${created.slug_url}`]);
        return page;
      },
      { timeout: 20_000, interval: 500 },
    );
    expect(found.results[0]).toMatchObject({ kind: 'Article', title: `Heart health and ${word}` });
    expect(found.res.headers.get('cache-control')).toMatch(SEARCH_PAGE_CACHE);
  });
});

describe('/search?q=: one cached address per query, and a limit per visitor', () => {
  const get = (target: string) =>
    fetch(`${baseUrl()}${target}`, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });

  it('redirects every other spelling of a query to its normalised address, which the CDN may keep', async () => {
    const word = uniqueWord();
    const long = `${word} ${'x'.repeat(200)}`;
    const cases: [string, string][] = [
      [`/search?q=${encodeURIComponent(`  Pelvic   FLOOR ${word} `)}`, `/search?q=pelvic+floor+${word}`],
      [`/search?q=${word}&utm_source=newsletter`, `/search?q=${word}`],
      [`/search?utm_source=newsletter&q=${word}`, `/search?q=${word}`],
      [`/search?q=${encodeURIComponent(long)}`, `/search?${new URLSearchParams({ q: long.slice(0, 100) })}`],
      ['/search?q=%20%20', '/search'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location'), from).toBe(to);
      expect(res.headers.get('cache-control'), from).toMatch(/^public, /);
    }
    // The normalised address answers the page itself, public for the documents' window (300 s on the CDN).
    for (const target of [`/search?q=pelvic+floor+${word}`, '/search']) {
      const res = await get(target);
      expect(res.status, target).toBe(200);
      expect(res.headers.get('cache-control'), target).toMatch(SEARCH_PAGE_CACHE);
    }
  });

  it('redirects a space encoded as %20 to the form\'s "+" (asked of the function: the Hosting emulator re-encodes it)', async () => {
    const word = uniqueWord();
    const res = await fetch(`${PAGES_FUNCTION}/search?q=blood%20pressure%20${word}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/search?q=blood+pressure+${word}`);
  });

  it('answers 429 with Retry-After after 30 searches in 5 minutes from one visitor; redirects and the bare page still answer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await get(`/search?q=${uniqueWord()}`)).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await get(`/search?q=${uniqueWord()}`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.text()).toMatch(/Too many searches/);
    // Neither costs a search: the redirect and the empty form answer as before.
    expect((await get('/search?q=Cardiology')).status).toBe(301);
    expect((await get('/search')).status).toBe(200);
  });
});

describe('GET /api/search-documents with a query string', () => {
  it.each(['?v=2', '?q=heart', '?_=1732800000000'])(
    'refuses %s with 400, so the CDN copy is the only one',
    async (query) => {
      const res = await fetch(`${baseUrl()}/api/search-documents${query}`, { signal: AbortSignal.timeout(20_000) });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        status: 'error',
        message: 'This address takes no query parameters: request /api/search-documents as it is.',
      });
    },
  );
});
