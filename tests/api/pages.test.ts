import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@shared/collections';
import { emulatorAdmin } from '../support/admin-sdk';
import { api, baseUrl, demoTokens, type Tokens } from '../support/http';
import { XSS_VECTORS, findUnsafeMarkup } from '../support/xss-vectors';

// Server-rendered pages as a crawler or a link preview sees them: one request, no JavaScript run.
let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, { headers, signal: AbortSignal.timeout(20_000) });
  const html = await res.text();
  const document = new JSDOM(html).window.document;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { res, html, document, meta, jsonLd };
}

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

const locationPage = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug_url: slug,
  main_heading: 'Preventive Care in Leaside',
  main_paragraph: '<p>Close to Leaside and Bayview.</p>',
  highlighted_heading: 'Start with a conversation',
  ...Object.fromEntries(
    [1, 2, 3, 4].flatMap((n) => [
      [`heading_${n}`, `Section ${n}`],
      [`paragraph_${n}`, `<p>Text ${n}.</p>`],
    ]),
  ),
  meta_keywords: 'leaside, preventive care',
  meta_link: '',
  meta_title: 'Preventive Care in Leaside',
  meta_description: 'Executive health assessments near Leaside.',
  ...extra,
});

const PUBLIC_HTML_CACHE = /^public, max-age=0, s-maxage=(\d+), stale-while-revalidate=\d+$/;

describe('server-rendered location pages', () => {
  it('show their title, description, canonical, heading, text and structured data without JavaScript', async () => {
    const { res, document, meta, jsonLd, html } = await page('/location/executive-health-yorkville');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(document.title).toMatch(/^Executive Health Assessments near Yorkville \| /);
    expect(meta('meta[name="description"]')).toMatch(/Yorkville/);
    expect(meta('meta[name="keywords"]')).toMatch(/executive health Yorkville/);
    // The record's own canonical address (meta_link) wins.
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.com/location/executive-health-yorkville',
    );
    expect(meta('meta[property="og:title"]')).toMatch(/Yorkville/);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.querySelector('h1')?.textContent).toBe('Preventive Care for Yorkville Professionals');
    expect(document.querySelector('main')?.textContent).toMatch(/unhurried executive health assessments/);
    expect(jsonLd.map((block) => block['@type'])).toEqual(['MedicalClinic', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({ name: expect.any(String), address: { '@type': 'PostalAddress' } });
    expect(jsonLd[0]?.areaServed).toEqual([{ '@type': 'Place', name: expect.any(String) }]);
    // The record travels with the page, so the browser hydrates without asking for it again.
    expect(html).toMatch(/<script type="application\/json" id="preloaded-record">\{"kind":"location-page"/);
  });

  it('are public for 10 minutes at most, revalidated by ETag', async () => {
    const { res } = await page('/location/preventive-care-north-york');
    const cache = PUBLIC_HTML_CACHE.exec(res.headers.get('cache-control') ?? '');
    expect(cache, res.headers.get('cache-control') ?? '').not.toBeNull();
    expect(Number(cache?.[1])).toBeLessThanOrEqual(600);
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${baseUrl()}/location/preventive-care-north-york`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('show an edit and then the deletion on the next load', async () => {
    const slug = uniqueSlug('leaside');
    const created = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: locationPage(slug),
    });
    expect(created.res.status).toBe(201);
    const id = (created.body.data as { location_id: string }).location_id;
    expect((await page(`/location/${slug}`)).document.querySelector('h1')?.textContent).toBe(
      'Preventive Care in Leaside',
    );

    const updated = await api(`/api/locationpages/${id}`, {
      method: 'PUT',
      token: tokens.admin,
      json: locationPage(slug, { main_heading: 'Preventive Care in Leaside and Bayview' }),
    });
    expect(updated.res.status).toBe(200);
    // The local stack promises 20 s (the function's read cache, shared by instances in production, is 5 s).
    await vi.waitFor(
      async () => {
        expect((await page(`/location/${slug}`)).document.querySelector('h1')?.textContent).toBe(
          'Preventive Care in Leaside and Bayview',
        );
      },
      { timeout: 20_000, interval: 500 },
    );

    expect((await api(`/api/locationpages/${id}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);
    await vi.waitFor(
      async () => {
        const gone = await page(`/location/${slug}`);
        expect(gone.res.status).toBe(404);
        expect(gone.html).not.toContain('Leaside and Bayview');
      },
      { timeout: 20_000, interval: 500 },
    );
  });
});

describe('server-rendered blogs', () => {
  it('show their title, description, canonical, image, heading, text and BlogPosting data', async () => {
    const slug = 'know-your-numbers-blood-pressure-after-40';
    const { res, document, meta, jsonLd } = await page(`/article/${slug}`);
    expect(res.status).toBe(200);
    const h1 = document.querySelector('h1')?.textContent ?? '';
    expect(h1).toMatch(/blood pressure/i);
    expect(document.title.startsWith(meta('meta[property="og:title"]') ?? '-')).toBe(true);
    expect(meta('meta[name="description"]')?.length).toBeGreaterThan(20);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`^https://[^/]+/article/${slug}$`),
    );
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:image"]')).toMatch(/^https:\/\/[^/]+\/.+\.(png|webp)$/);
    expect(document.querySelector('.article-body')?.textContent?.length).toBeGreaterThan(200);
    const posting = jsonLd.find((block) => block['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: h1,
      image: meta('meta[property="og:image"]'),
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization' },
    });
  });
});

describe('honest statuses', () => {
  it.each([
    '/location/no-such-place',
    '/article/no-such-article',
    '/no-such-page',
    '/services/deeper/still',
    '/location/bad%2Fslug',
    // Longer than any address of this site (each segment short enough for the local Hosting emulator's file lookup).
    `/${'x'.repeat(200)}/${'y'.repeat(200)}/${'z'.repeat(200)}`,
  ])('%s answers 404 with the not-found page, kept out of search results', async (path) => {
    const { res, meta, document } = await page(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(meta('meta[name="robots"]')).toMatch(/noindex/);
    expect(document.querySelector('h1')?.textContent).toMatch(/not found|could not (be found|find)/i);
  });

  it('a draft answers 404 and shows none of its content', async () => {
    const slug = uniqueSlug('draft-page');
    const created = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: locationPage(slug, { main_heading: 'Secret draft heading', published: false }),
    });
    expect(created.res.status).toBe(201);
    const { res, html, meta } = await page(`/location/${slug}`);
    expect(res.status).toBe(404);
    expect(meta('meta[name="robots"]')).toMatch(/noindex/);
    expect(html).not.toContain('Secret draft heading');
  });

  it('the newsletter pages the mails link to answer 200, noindex, through Hosting (they were 404 before the shared route table)', async () => {
    for (const path of ['/newsletter/confirm?token=abc', '/newsletter/unsubscribe?token=abc']) {
      const { res, meta, document } = await page(path);
      expect(res.status, path).toBe(200);
      expect(meta('meta[name="robots"]'), path).toMatch(/noindex/);
      expect(document.querySelector('title')?.textContent, path).not.toMatch(/not found/i);
    }
  });

  it('/home answers 301 to / through Hosting', async () => {
    const res = await fetch(`${baseUrl()}/home`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
  });

  it('the default social image is an image, not the app shell', async () => {
    const res = await fetch(`${baseUrl()}/og-image.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('record HTML written straight into Firestore', () => {
  it('is sanitized by the server before it is rendered or embedded', async () => {
    const { db } = await emulatorAdmin();
    const slug = uniqueSlug('hostile');
    const hostile = XSS_VECTORS.join('');
    const id = `hostile-${slug}`;
    const now = new Date();
    await db
      .collection(COLLECTIONS.locationPages)
      .doc(id)
      .set({
        ...locationPage(slug, { main_paragraph: `<p>Kept text</p>${hostile}`, paragraph_2: hostile, published: true }),
        createdAt: now,
        updatedAt: now,
      });
    await db.collection(COLLECTIONS.locationPageSlugs).doc(slug).set({ id });

    const { res, document, html } = await page(`/location/${slug}`);
    expect(res.status).toBe(200);
    expect(document.querySelector('main')?.textContent).toContain('Kept text');
    const scripts = [...document.querySelectorAll('script')].filter(
      (s) => !['application/ld+json', 'application/json'].includes(s.getAttribute('type') ?? ''),
    );
    // Only the page's own scripts (text size, hydration), all from this site.
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/text-size.js', '/hydrate.js']);
    const handlers = [...document.querySelectorAll('*')].flatMap((el) =>
      el
        .getAttributeNames()
        .filter((name) => /^on/i.test(name))
        .map((name) => `${el.tagName} ${name}`),
    );
    expect(handlers).toEqual([]);
    expect(document.querySelector('iframe, object, embed, [href^="javascript:" i], [src^="javascript:" i]')).toBeNull();
    for (const block of document.querySelectorAll('.location-rich-text')) {
      expect(await findUnsafeMarkup(block.innerHTML)).toEqual([]);
    }
    // Nor does the embedded record carry them to the browser.
    const embedded = document.getElementById('preloaded-record')?.textContent ?? '';
    expect(embedded).not.toMatch(/onerror|<script|javascript:/i);
    expect(html).not.toMatch(/<script>|onerror=/i);
  });
});

describe('how long a 404 may be kept', () => {
  const blogJson = (slug: string, extra: Record<string, unknown> = {}) => ({
    title: 'Hidden Heart Health Notes',
    slug_url: slug,
    category: 2,
    blogs_content: [{ heading: 'Numbers', paragraph: '<p>Hidden text of a blog.</p>' }],
    ...extra,
  });
  const createBlog = async (json: unknown) => {
    const created = await api('/blog', { method: 'POST', token: tokens.admin, json });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    return (created.body.data as { blog_id: string }).blog_id;
  };
  const createLocation = async (json: unknown) => {
    const created = await api('/api/locationpages/create', { method: 'POST', token: tokens.admin, json });
    expect(created.res.status, JSON.stringify(created.body)).toBe(201);
    return (created.body.data as { location_id: string }).location_id;
  };

  /** The headers a cache or an outsider sees on a 404 for an address nothing holds, of the same kind. */
  async function unknownSlugHeaders(kind: 'article' | 'location') {
    const { res } = await page(`/${kind}/${uniqueSlug('nothing-holds-this')}`);
    expect(res.status).toBe(404);
    return { cache: res.headers.get('cache-control'), robots: res.headers.get('x-robots-tag') };
  }

  /**
   * The page and the API's by-slug read both answer 404; the page's cache headers are those of an address nothing
   * holds, so they tell no outsider that a record is waiting there.
   */
  async function expectHidden(kind: 'article' | 'location', slug: string, hiddenText: string) {
    const { res, html, meta } = await page(`/${kind}/${slug}`);
    expect(res.status).toBe(404);
    const unknown = await unknownSlugHeaders(kind);
    expect({ cache: res.headers.get('cache-control'), robots: res.headers.get('x-robots-tag') }).toEqual(unknown);
    expect(unknown.cache).toMatch(/^public, max-age=0, s-maxage=60$/);
    expect(meta('meta[name="robots"]')).toMatch(/noindex/);
    expect(html).not.toContain(hiddenText);
    const read = await api(kind === 'article' ? `/api/blogs/url/${slug}` : `/api/locationpages/url/${slug}`);
    expect(read.res.status).toBe(404);
    expect(read.res.headers.get('cache-control')).toBe('no-store');
  }

  it('a draft blog and a draft location page: the same headers as an unknown slug', async () => {
    const blogSlug = uniqueSlug('draft-blog');
    await createBlog(blogJson(blogSlug, { published: false }));
    await expectHidden('article', blogSlug, 'Hidden text of a blog');
    const locationSlug = uniqueSlug('draft-location');
    await createLocation(locationPage(locationSlug, { main_heading: 'Hidden draft heading', published: false }));
    await expectHidden('location', locationSlug, 'Hidden draft heading');
  });

  it('a scheduled blog: the same headers as an unknown slug until its time', async () => {
    const slug = uniqueSlug('scheduled-blog');
    await createBlog(blogJson(slug, { publishAt: new Date(Date.now() + 3_600_000).toISOString() }));
    await expectHidden('article', slug, 'Hidden text of a blog');
  });

  it('a blog and a location page in the trash: the same headers as an unknown slug', async () => {
    const blogSlug = uniqueSlug('trashed-blog');
    const blogId = await createBlog(blogJson(blogSlug));
    expect((await page(`/article/${blogSlug}`)).res.status).toBe(200);
    expect((await api(`/blog/${blogId}`, { method: 'DELETE', token: tokens.admin })).res.status).toBe(200);
    // The function's read cache may hold the live record a few seconds (5 s in production, 20 s promised locally).
    await vi.waitFor(() => expectHidden('article', blogSlug, 'Hidden text of a blog'), {
      timeout: 20_000,
      interval: 500,
    });

    const locationSlug = uniqueSlug('trashed-location');
    const locationId = await createLocation(locationPage(locationSlug, { main_heading: 'Trashed heading' }));
    expect((await page(`/location/${locationSlug}`)).res.status).toBe(200);
    const removed = await api(`/api/locationpages/${locationId}`, { method: 'DELETE', token: tokens.admin });
    expect(removed.res.status).toBe(200);
    await vi.waitFor(() => expectHidden('location', locationSlug, 'Trashed heading'), {
      timeout: 20_000,
      interval: 500,
    });
  });

  it.each(['/article/no-such-article-at-all', '/location/no-such-place-at-all', '/no-such-page/at-all'])(
    'an address nothing holds (%s): 60 s at most on the CDN, no stale copy',
    async (path) => {
      const { res } = await page(path);
      expect(res.status).toBe(404);
      const cache = res.headers.get('cache-control') ?? '';
      expect(cache).toMatch(/^public, /);
      expect(Number(/s-maxage=(\d+)/.exec(cache)?.[1] ?? Infinity)).toBeLessThanOrEqual(60);
      expect(Number(/(?:^|[ ,])max-age=(\d+)/.exec(cache)?.[1] ?? Infinity)).toBeLessThanOrEqual(60);
      expect(cache).not.toMatch(/stale-while-revalidate|stale-if-error/);
    },
  );
});

describe('hostile addresses through Hosting and the Functions emulator', () => {
  /** Median time of several requests, in ms, with the status each answered. */
  async function timed(path: string, runs = 5) {
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await fetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(20_000) });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses.add(res.status);
    }
    return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Infinity, statuses: [...statuses] };
  }

  it('answers a hostile target of 4 to 8 kB at once (414), no slower than an ordinary 404', async () => {
    // The ordinary 404 renders the not-found page and reads Firestore; the refusal does neither. The local stack
    // limits the shapes that reach the function: its Node servers answer 431 themselves to a request line near
    // 15 kB, the Hosting emulator's file lookup fails (500) on a file name past the system's limits and redirects a
    // trailing run of slashes, and dot segments arrive resolved (a short path: the ordinary 404). The unit test
    // sends every shape, 16 kB, to the handler itself.
    const ordinary = await timed('/no-such-page-here');
    expect(ordinary.statuses).toEqual([404]);
    const shapes: [string, number][] = [
      [`/a${'/'.repeat(8_000)}x`, 414],
      // The Hosting emulator repeats the target in X-Original-Url: 4 kB of query, still over the cap.
      [`/article/a?q=${'/'.repeat(4_000)}x`, 414],
      [`/article/${'./'.repeat(4_000)}x`, 404],
    ];
    for (const [path, status] of shapes) {
      const hostile = await timed(path);
      expect(hostile.statuses, path.slice(0, 20)).toEqual([status]);
      expect(hostile.ms, path.slice(0, 20)).toBeLessThan(ordinary.ms + 100);
    }
  });

  it('answers a path just over the length cap 404 with the not-found page', async () => {
    const path = `/a${'/'.repeat(1_200)}x`;
    const { res, document } = await page(path);
    expect(res.status).toBe(404);
    expect(document.querySelector('h1')?.textContent).toMatch(/not found|could not (be found|find)/i);
    expect((await timed(path)).ms).toBeLessThan((await timed('/no-such-page-here')).ms + 100);
  });
});
