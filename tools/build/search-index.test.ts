import { describe, expect, it } from 'vitest';
import { paths } from '../../src/paths';
import { SEARCH_KINDS, searchDocumentListSchema } from '@shared/schemas/search-document';
import { createSiteSearch } from '@shared/search/site-search';
import { ARTICLES } from '../../src/features/articles/content/articles';
import { SERVICE_CARD_FIELDS } from '../../src/features/services/content/service-registry';
import { TEAM_MEMBERS } from '../../src/features/team/content/team';
import { buildBundledSearchDocuments, textOf } from './search-index';

const documents = await buildBundledSearchDocuments();

describe('the bundled search documents', () => {
  it('hold every kind the bundle has (stored blogs and location pages come from the API)', () => {
    const kinds = new Set(documents.map((doc) => doc.kind));
    expect([...kinds].sort()).toEqual(SEARCH_KINDS.filter((kind) => kind !== 'location').sort());
    expect(searchDocumentListSchema.safeParse(documents).success).toBe(true);
  });

  it('hold every service page, bundled article and team profile, at its address', () => {
    const urls = new Set(documents.map((doc) => doc.url));
    for (const card of SERVICE_CARD_FIELDS) expect(urls).toContain(card.path);
    for (const article of ARTICLES) expect(urls).toContain(paths.article(article.slug_url));
    for (const member of TEAM_MEMBERS) expect(urls).toContain(paths.teamMember(member.id));
    expect(urls).toContain(paths.geriatricAssessment);
    expect(urls).toContain(paths.pelvicFloorMen);
  });

  it('keep ids unique and text plain: no tag, no entity', () => {
    expect(new Set(documents.map((doc) => doc.id)).size).toBe(documents.length);
    for (const doc of documents) {
      expect(doc.text, doc.id).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(doc.text, doc.id).not.toMatch(/&(amp|nbsp|#\d+);/);
    }
    const article = documents.find((doc) => doc.kind === 'article');
    expect(article?.text.length).toBeGreaterThan(1000);
  });

  it('link each FAQ entry to the page that holds it, at its section when it has one', () => {
    const faqs = documents.filter((doc) => doc.kind === 'faq');
    expect(faqs.length).toBeGreaterThan(20);
    expect(faqs.map((doc) => doc.url)).toEqual(
      expect.arrayContaining([
        '/audiology#service-faq-heading',
        `${paths.geriatricAssessment}#ghap-faq`,
        `${paths.membership}#membership-faq-heading`,
        `${paths.home}#home-faq-heading`,
      ]),
    );
  });

  it('answer the searches visitors asked for (a prefix, a typo, pelvic floor) over the real content', () => {
    const search = createSiteSearch(documents);
    expect(
      search
        .search('cardi')
        .some((hit) => hit.kind === 'team' && /cardiolog/i.test(hit.excerpt.map((p) => p.text).join(''))),
    ).toBe(true);
    const typo = search.search('blod pressure');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo[0]?.excerpt.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain('blood');
    expect(search.search('pelvic floor')[0]?.url).toBe(paths.pelvicFloor);
  });

  it('textOf walks content objects and leaves addresses and artwork out', () => {
    expect(textOf({ heading: 'A', path: '/x', art: 'dna', items: [{ title: 'B', text: '<p>C&amp;D</p>' }] })).toBe(
      'A B C&D',
    );
  });
});
