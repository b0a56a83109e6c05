import { beforeAll, describe, expect, it } from 'vitest';
import { api, demoTokens, type Tokens } from '../support/http';
import { XSS_VECTORS, findUnsafeMarkup } from '../support/xss-vectors';

let tokens: Tokens;
beforeAll(async () => {
  tokens = await demoTokens();
});

describe('admin HTML is sanitized on write', () => {
  it(`neutralizes ${XSS_VECTORS.length} XSS vectors in blog paragraphs, keeping safe markup`, async () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(30);
    const slug = `xss-${Date.now()}`;
    const { res, body } = await api('/blog', {
      method: 'POST',
      token: tokens.admin,
      json: {
        title: 'XSS probe',
        slug_url: slug,
        category: 2,
        blogs_content: XSS_VECTORS.map((vector, i) => ({
          heading: `Vector ${i}`,
          paragraph: `<p>safe ${i}</p>${vector}`,
        })),
      },
    });
    expect(res.status).toBe(201);
    const id = (body.data as { blog_id: string }).blog_id;
    const stored = (await api(`/blog/${id}`)).body.data as { blogs_content: { paragraph: string }[] };
    expect(stored.blogs_content).toHaveLength(XSS_VECTORS.length);
    for (const [i, item] of stored.blogs_content.entries()) {
      expect(await findUnsafeMarkup(item.paragraph), `vector ${i}: ${XSS_VECTORS[i]}`).toEqual([]);
      expect(item.paragraph).toContain(`<p>safe ${i}</p>`);
    }
    await api(`/blog/${id}`, { method: 'DELETE', token: tokens.admin });
  });

  it('neutralizes the vectors in every location page paragraph', async () => {
    const vectors = XSS_VECTORS.slice(0, 5).map((v, i) => `<p>section ${i}</p>${v}`);
    const { res, body } = await api('/api/locationpages/create', {
      method: 'POST',
      token: tokens.admin,
      json: {
        slug_url: `xss-location-${Date.now()}`,
        main_heading: 'XSS probe',
        main_paragraph: vectors[0],
        highlighted_heading: 'Banner',
        heading_1: 'One',
        paragraph_1: vectors[1],
        heading_2: 'Two',
        paragraph_2: vectors[2],
        heading_3: 'Three',
        paragraph_3: vectors[3],
        heading_4: 'Four',
        paragraph_4: vectors[4],
        meta_title: 'XSS probe',
        meta_description: 'XSS probe',
      },
    });
    expect(res.status).toBe(201);
    const page = body.data as Record<string, string>;
    for (const field of ['main_paragraph', 'paragraph_1', 'paragraph_2', 'paragraph_3', 'paragraph_4']) {
      expect(await findUnsafeMarkup(page[field] as string), field).toEqual([]);
    }
    await api(`/api/locationpages/${page.location_id}`, { method: 'DELETE', token: tokens.admin });
  });

  it("keeps safe links, tables and this site's own images", async () => {
    const html =
      '<h1>Title</h1><p><a href="https://example.com">web</a> <a href="mailto:a@example.com">mail</a> <a href="tel:+14165550100">call</a></p>' +
      '<table><tr><th>A</th><td>1</td></tr></table><img src="/api/images/0123456789abcdef0123456789abcdef.webp" alt="x">';
    const { body } = await api('/blog', {
      method: 'POST',
      token: tokens.admin,
      json: {
        title: 'Safe markup',
        slug_url: `safe-${Date.now()}`,
        category: 2,
        blogs_content: [{ heading: 'h', paragraph: html }],
      },
    });
    const stored = (body.data as { blog_id: string; blogs_content: { paragraph: string }[] }).blogs_content[0]
      ?.paragraph;
    expect(stored).toContain('<h2>Title</h2>');
    expect(stored).toContain('<a href="https://example.com" rel="noopener noreferrer">web</a>');
    expect(stored).toContain('href="mailto:a@example.com"');
    expect(stored).toContain('href="tel:+14165550100"');
    expect(stored).toContain('<table>');
    expect(stored).toContain('src="/api/images/0123456789abcdef0123456789abcdef.webp"');
    await api(`/blog/${(body.data as { blog_id: string }).blog_id}`, { method: 'DELETE', token: tokens.admin });
  });
});
