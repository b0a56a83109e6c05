import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paths } from '../../../paths';
import {
  APPROACH_CAROUSEL,
  HOME_SERVICES_CAROUSEL,
  RELATED_SERVICES,
  SERVICE_CARD_CONTENT_MAX,
  SERVICE_PAGE_CAROUSEL,
} from '../constants';
import { APPROACH_TILES } from './approach-tiles';
import { cutText } from './cut-text';
import { GHAP_DOMAINS, GHAP_FAQ, GHAP_REFERRAL_CRITERIA } from './ghap';
import { GHAP_AFTER, GHAP_REFERRAL_CONTENTS, GHAP_THE_DAY, GHAP_WHAT_TO_BRING } from './ghap-visit';
import { SERVICE_CARD_FIELDS, SERVICE_PAGE_PATHS, isServiceSlug } from './service-registry';
import { loadService } from './service-loaders';
import { SERVICE_CARDS, SERVICE_CAROUSEL_CARDS } from './service-cards';
import { SERVICE_ART_KEYS, type Service } from './types';

// The spec's ten service page URLs, written out so the route table's list is checked against the spec, not itself.
const SPEC_SERVICE_URLS = [
  '/iv-therapy-boost-shots',
  '/dna-clinical-testing',
  '/naturopathic-medicine',
  '/audiology',
  '/sports-medicine',
  '/orthopaedic-clinic',
  '/gyno-uro-clinic',
  '/medical-aesthetics',
  '/aging-wellness-clinic',
  '/global-medical-consulting',
];

const SERVICE_SLUGS = SERVICE_CARD_FIELDS.map((card) => card.slug);
const KNOWN_PATHS = new Set<string>([
  ...Object.values(paths).filter((value) => typeof value === 'string'),
  ...SERVICE_PAGE_PATHS,
]);
/** Every service page's copy, loaded as the pages load it. */
const loadAllServices = (): Promise<Service[]> => Promise.all(SERVICE_SLUGS.map((slug) => loadService(slug)));
const text = z.string().trim().min(1);
const sitePath = z.string().refine((value) => KNOWN_PATHS.has(value), 'not a path in src/paths.ts');
const art = z.enum(SERVICE_ART_KEYS);
const slug = z.enum(SERVICE_SLUGS as [string, ...string[]]);
const titled = z.object({ title: text, text });
const faq = z
  .array(z.object({ question: text.endsWith('?'), answer: text }))
  .min(3)
  .max(4);

const serviceSchema = z
  .object({
    slug,
    path: sitePath,
    name: text,
    art,
    summary: text,
    teaser: text.max(SERVICE_CARD_CONTENT_MAX),
    seo: z.object({ title: text.max(70), description: text.min(80).max(200) }),
    hero: z.object({ heading: text, paragraph: text }),
    intro: z.object({ heading: text, paragraphs: z.array(text).min(1) }),
    details: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('list'), heading: text, items: z.array(titled).length(3) }),
      z.object({
        kind: z.literal('steps'),
        heading: text,
        intro: text.optional(),
        items: z.array(titled).min(3).max(6),
      }),
    ]),
    benefits: z.object({ heading: text, items: z.array(text).min(3) }),
    related: z
      .array(z.object({ slug, reason: text }))
      .min(RELATED_SERVICES.min)
      .max(RELATED_SERVICES.max),
    note: z.object({ text, linkLabel: text, href: sitePath }).optional(),
    faq,
  })
  .strict()
  .refine((service) => service.path === `/${service.slug}`, 'path must be the slug with a leading slash')
  .refine((service) => service.related.every((related) => related.slug !== service.slug), 'relates to itself')
  .refine((service) => new Set(service.related.map((r) => r.slug)).size === service.related.length, 'duplicate');

const cardSchema = z.object({ name: text, link: sitePath, art, para: text.max(200) }).strict();
const carouselCardSchema = z
  .object({
    icon: art,
    iconBox: z.boolean(),
    heading: text,
    content: text.max(SERVICE_CARD_CONTENT_MAX),
    btnText: text,
    btnRef: sitePath,
  })
  .strict();
const approachTileSchema = z.object({ name: text, link: sitePath, art }).strict();

const unique = (values: string[]) => new Set(values).size === values.length;

describe('service content', () => {
  it('routes the spec’s ten service pages, in its order', () => {
    expect(SERVICE_PAGE_PATHS).toEqual(SPEC_SERVICE_URLS);
  });

  it('has one valid copy module per registered card, named by its slug, that carries the card', async () => {
    const services = await loadAllServices();
    expect(services.map((service) => service.path)).toEqual([...SERVICE_PAGE_PATHS]);
    expect(SERVICE_SLUGS).toEqual(SERVICE_PAGE_PATHS.map((path) => path.slice(1)));
    for (const [i, service] of services.entries()) {
      const result = serviceSchema.safeParse(service);
      expect(result.error?.issues ?? [], service.slug).toEqual([]);
      expect(service).toMatchObject(SERVICE_CARD_FIELDS[i] as object);
    }
    expect(unique(services.map((service) => service.name))).toBe(true);
  });

  it('knows its slugs and rejects anything else', () => {
    expect(isServiceSlug('audiology')).toBe(true);
    expect(isServiceSlug('mens')).toBe(false);
    expect(isServiceSlug('/audiology')).toBe(false);
    expect(isServiceSlug('geriatric-health-assessment-program')).toBe(false);
  });

  it('states the 45 to 60 minute IV infusion time from the spec', async () => {
    const iv = await loadService('iv-therapy-boost-shots');
    expect(JSON.stringify(iv)).toContain('45 to 60 minutes');
  });
});

describe('service cards, carousel cards and approach tiles', () => {
  it('lists twelve overview cards with unique links to known pages, including both pelvic floor pages', () => {
    expect(z.array(cardSchema).length(12).safeParse(SERVICE_CARDS).error?.issues ?? []).toEqual([]);
    const links = SERVICE_CARDS.map((card) => card.link);
    expect(unique(links)).toBe(true);
    expect(links).toEqual(
      expect.arrayContaining([...SERVICE_PAGE_PATHS, paths.pelvicFloorMen, paths.pelvicFloorWomen]),
    );
  });

  it('keeps every carousel card within the 100-character limit', () => {
    const result = z.array(carouselCardSchema).length(12).safeParse(SERVICE_CAROUSEL_CARDS);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(unique(SERVICE_CAROUSEL_CARDS.map((card) => card.btnRef))).toBe(true);
    expect(SERVICE_CAROUSEL_CARDS.some((card) => card.iconBox)).toBe(true);
    expect(SERVICE_CAROUSEL_CARDS.some((card) => !card.iconBox)).toBe(true);
  });

  it('has the twelve approach tiles in the spec order', () => {
    expect(z.array(approachTileSchema).length(12).safeParse(APPROACH_TILES).error?.issues ?? []).toEqual([]);
    expect(unique(APPROACH_TILES.map((tile) => tile.link))).toBe(true);
    expect(APPROACH_TILES.map((tile) => tile.link)).toEqual([
      '/sports-medicine',
      '/audiology',
      '/dna-clinical-testing',
      '/global-medical-consulting',
      '/gyno-uro-clinic',
      '/medical-aesthetics',
      '/aging-wellness-clinic',
      '/iv-therapy-boost-shots',
      '/naturopathic-medicine',
      '/orthopaedic-clinic',
      paths.pelvicFloorMen,
      paths.pelvicFloorWomen,
    ]);
  });

  it('uses the carousel settings of spec section 9', () => {
    expect(HOME_SERVICES_CAROUSEL).toEqual({
      autoplayMs: 1500,
      loop: true,
      spaceBetween: 60,
      breakpoints: { 200: { slidesPerView: 1 }, 1100: { slidesPerView: 3 } },
    });
    expect(APPROACH_CAROUSEL).toEqual({
      autoplayMs: 1500,
      loop: true,
      spaceBetween: 50,
      breakpoints: { 0: { slidesPerView: 1 }, 1100: { slidesPerView: 4 } },
    });
    expect(SERVICE_PAGE_CAROUSEL).toEqual({
      autoplayMs: 1500,
      loop: true,
      breakpoints: { 0: { slidesPerView: 1 }, 1100: { slidesPerView: 3 } },
    });
  });
});

describe('cutText', () => {
  it('returns text that fits unchanged', () => {
    expect(cutText('  Short text. ', 100)).toBe('Short text.');
  });

  it('cuts at a word boundary and stays within the limit, ellipsis included', () => {
    const long =
      'Supervised infusions of fluids and vitamins, prescribed after a careful review of your health history';
    const cut = cutText(long, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });

  it('cuts inside a very long word when there is no space to break at', () => {
    expect(cutText('x'.repeat(150), 100)).toBe(`${'x'.repeat(99)}…`);
  });
});

describe('geriatric assessment content', () => {
  it('covers the domains of a comprehensive geriatric assessment', () => {
    const titles = GHAP_DOMAINS.map((domain) => domain.title.toLowerCase()).join(' | ');
    for (const domain of ['function', 'memory', 'falls', 'medications', 'mood', 'nutrition', 'continence']) {
      expect(titles).toContain(domain);
    }
    expect(titles).toContain('social supports');
    expect(titles).toContain('caregiver strain');
  });

  it('has referral criteria, a checklist, the day and the follow-up, and an FAQ', () => {
    const list = z.array(text).min(5);
    expect(list.safeParse(GHAP_REFERRAL_CRITERIA.items).success).toBe(true);
    expect(list.safeParse(GHAP_WHAT_TO_BRING).success).toBe(true);
    expect(list.safeParse(GHAP_REFERRAL_CONTENTS).success).toBe(true);
    expect(z.array(titled).min(3).safeParse(GHAP_THE_DAY).success).toBe(true);
    expect(z.array(titled).min(1).safeParse(GHAP_AFTER).success).toBe(true);
    expect(GHAP_AFTER[0]?.text).toContain('family physician');
    expect(
      z
        .array(z.object({ question: text, answer: text }))
        .min(3)
        .safeParse(GHAP_FAQ).success,
    ).toBe(true);
  });
});
