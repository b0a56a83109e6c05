// The bundled pages' search documents (decision 0026): every service, the GHAP, the pelvic-health pages,
// membership, about, the team, the bundled articles and every FAQ entry, as plain text. Written by
// tools/build/prerender.ts to dist/ (the browser's index, precached) and beside the server build (the `pages` function).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../../src/paths';
import { ARTICLES } from '../../src/features/articles/content/articles';
import { HOME_FAQ_TABS } from '../../src/features/home/content/faq';
import * as MEMBERSHIP_FAQ_MODULE from '../../src/features/membership/content/faq';
import * as MEMBERSHIP_GLANCE from '../../src/features/membership/content/glance';
import * as MEMBERSHIP_SERVICES from '../../src/features/membership/content/services';
import * as MEMBERSHIP_STEPS from '../../src/features/membership/content/steps';
import * as MEMBERSHIP_VALUES from '../../src/features/membership/content/values';
import * as ABOUT from '../../src/features/about/content/about';
import * as ED from '../../src/features/pelvic-health/content/ed-treatment';
import * as OVERVIEW from '../../src/features/pelvic-health/content/overview';
import { MEN_PROGRAM } from '../../src/features/pelvic-health/content/program-men';
import { WOMEN_PROGRAM } from '../../src/features/pelvic-health/content/program-women';
import * as GHAP from '../../src/features/services/content/ghap';
import * as GHAP_VISIT from '../../src/features/services/content/ghap-visit';
import { SERVICE_CARD_FIELDS } from '../../src/features/services/content/service-registry';
import type { Service } from '../../src/features/services/content/types';
import { TEAM_MEMBERS } from '../../src/features/team/content/team';
import { htmlToPlainText } from '@shared/search/plain-text';
import { SEARCH_INDEX_FILE } from '@shared/search/search-files';
import { searchDocumentListSchema, SEARCH_TEXT_MAX, type SearchDocument } from '@shared/schemas/search-document';

/** Keys that hold addresses, artwork or lists shown elsewhere (FAQs are documents of their own), not page text. */
const SKIPPED_KEYS = new Set([
  'faq',
  'related',
  'art',
  'icon',
  'slug',
  'path',
  'href',
  'link',
  'btnRef',
  'motif',
  'bookingType',
  'audience',
  'testimonials',
  'label',
  'cta',
]);

/** Every string in a content value (objects and arrays walked), as plain text. */
export function textOf(value: unknown): string {
  const parts: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') parts.push(htmlToPlainText(node));
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) if (!SKIPPED_KEYS.has(key)) walk(child);
    }
  };
  walk(value);
  return parts
    .filter((part) => part !== '')
    .join(' ')
    .slice(0, SEARCH_TEXT_MAX);
}

type Faq = { question: string; answer: string };

const faqDocuments = (page: string, url: string, entries: readonly Faq[]): SearchDocument[] =>
  entries.map((entry, i) => ({
    id: `faq:${page}:${i + 1}`,
    kind: 'faq',
    title: entry.question,
    url,
    text: htmlToPlainText(entry.answer),
  }));

async function loadServices(): Promise<Service[]> {
  return Promise.all(
    SERVICE_CARD_FIELDS.map(async (card) => {
      const module = (await import(`../../src/features/services/content/services/${card.slug}.copy.ts`)) as {
        SERVICE: Service;
      };
      return module.SERVICE;
    }),
  );
}

/** The documents of every bundled page, validated by the shared schema. */
export async function buildBundledSearchDocuments(): Promise<SearchDocument[]> {
  const services = await loadServices();
  const documents: SearchDocument[] = [
    ...services.map((service): SearchDocument => ({
      id: `service:${service.slug}`,
      kind: 'service',
      title: service.name,
      url: service.path,
      text: textOf(service),
    })),
    ...services.flatMap((service) => faqDocuments(service.slug, `${service.path}#service-faq-heading`, service.faq)),
    {
      id: 'ghap',
      kind: 'ghap',
      title: GHAP.GHAP_NAME,
      url: paths.geriatricAssessment,
      text: textOf({ ...GHAP, ...GHAP_VISIT }),
    },
    ...faqDocuments('ghap', `${paths.geriatricAssessment}#ghap-faq`, GHAP.GHAP_FAQ),
    {
      id: 'pelvic-floor',
      kind: 'service',
      title: 'Pelvic floor therapy',
      url: paths.pelvicFloor,
      text: textOf(OVERVIEW),
    },
    {
      id: 'pelvic-floor-men',
      kind: 'service',
      title: MEN_PROGRAM.seo.title,
      url: paths.pelvicFloorMen,
      text: textOf(MEN_PROGRAM),
    },
    ...faqDocuments('men', paths.pelvicFloorMen, MEN_PROGRAM.faq),
    {
      id: 'pelvic-floor-women',
      kind: 'service',
      title: WOMEN_PROGRAM.seo.title,
      url: paths.pelvicFloorWomen,
      text: textOf(WOMEN_PROGRAM),
    },
    ...faqDocuments('women', paths.pelvicFloorWomen, WOMEN_PROGRAM.faq),
    { id: 'ed-treatment', kind: 'service', title: ED.ED_SEO.title, url: paths.edTreatment, text: textOf(ED) },
    ...faqDocuments('ed', paths.edTreatment, ED.ED_FAQ),
    {
      id: 'membership',
      kind: 'page',
      title: 'Membership',
      url: paths.membership,
      text: textOf([MEMBERSHIP_GLANCE, MEMBERSHIP_SERVICES, MEMBERSHIP_STEPS, MEMBERSHIP_VALUES]),
    },
    ...faqDocuments('membership', `${paths.membership}#membership-faq-heading`, MEMBERSHIP_FAQ_MODULE.MEMBERSHIP_FAQ),
    ...faqDocuments(
      'home',
      `${paths.home}#home-faq-heading`,
      HOME_FAQ_TABS.flatMap((tab) => tab.entries),
    ),
    { id: 'about', kind: 'page', title: 'About the clinic', url: paths.about, text: textOf(ABOUT) },
    ...TEAM_MEMBERS.map((member): SearchDocument => ({
      id: `team:${member.id}`,
      kind: 'team',
      title: member.rank ? `${member.name}, ${member.rank}` : member.name,
      url: paths.teamMember(member.id),
      text: textOf([member.para, member.bio]),
    })),
    ...ARTICLES.map((article): SearchDocument => ({
      id: `article:${article.slug_url}`,
      kind: 'article',
      title: article.main_heading,
      url: paths.article(article.slug_url),
      text: textOf([article.paragraph, article.contentFile]),
    })),
  ];
  return searchDocumentListSchema.parse(documents);
}

/** Writes the documents to dist/ and beside the server build; answers their count and size in bytes. */
export async function writeSearchIndex(distDir: string, ssrDir: string): Promise<{ count: number; bytes: number }> {
  const json = JSON.stringify(await buildBundledSearchDocuments());
  const count = (JSON.parse(json) as unknown[]).length;
  for (const dir of [distDir, ssrDir]) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, SEARCH_INDEX_FILE), json);
  }
  return { count, bytes: Buffer.byteLength(json) };
}
