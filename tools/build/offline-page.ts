// The page the service worker shows for a navigation it can neither fetch nor find saved: a static page
// (no React, so it renders the same whatever URL it answers) listing what this device can read offline.
import { SITE_CONFIG } from '../../src/config/site-config';
import { SERVICE_PAGE_PATHS } from '../../src/features/services/content/service-registry';
import { paths } from '../../src/paths';
import { OFFLINE_PAGE_URL, PAGES_CACHE } from '@shared/pwa/offline-caches';

export type PrerenderedPage = { route: string; title: string };

type Group = { heading: string; test: (route: string) => boolean };

const GROUPS: Group[] = [
  {
    heading: 'For referring physicians',
    test: (route) => route.startsWith(paths.geriatricAssessment),
  },
  { heading: 'Articles', test: (route) => route === paths.articles || route.startsWith('/article/') },
  { heading: 'Services', test: (route) => route === paths.service || SERVICE_LIKE.has(route) },
  { heading: 'Our team', test: (route) => route === paths.team || route.startsWith('/team-individual/') },
  { heading: 'The clinic', test: () => true },
];

const SERVICE_LIKE = new Set<string>([
  ...SERVICE_PAGE_PATHS,
  paths.pelvicFloor,
  paths.pelvicFloorMen,
  paths.pelvicFloorWomen,
  paths.edTreatment,
]);

/** Pages that make no sense to open offline. */
const UNLISTED = new Set<string>([paths.thankYou]);

const SUFFIX = ` | ${SITE_CONFIG.clinicName}`;

/** Titles come from the prerendered HTML, already escaped. */
export function titleOf(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return title.endsWith(SUFFIX) ? title.slice(0, -SUFFIX.length) : title;
}

export function groupPages(pages: PrerenderedPage[]): { heading: string; pages: PrerenderedPage[] }[] {
  const remaining = pages.filter((page) => !UNLISTED.has(page.route));
  return GROUPS.map((group) => {
    const matched = remaining.filter((page) => group.test(page.route));
    for (const page of matched) remaining.splice(remaining.indexOf(page), 1);
    return { heading: group.heading, pages: matched };
  }).filter((group) => group.pages.length > 0);
}

/**
 * `template` is the built index.html; the app's module script and preloads are removed (nothing here
 * hydrates) and /offline.js adds the pages saved while browsing and retries when the connection returns.
 */
export function offlinePageHtml(template: string, pages: PrerenderedPage[]): string {
  const sections = groupPages(pages)
    .map(
      (group) =>
        `<section class="offline-page__group"><h3>${group.heading}</h3><ul>${group.pages
          .map((page) => `<li><a href="${page.route}">${page.title}</a></li>`)
          .join('')}</ul></section>`,
    )
    .join('');
  const body = `<div class="offline-page">
<header class="offline-page__header"><a class="offline-page__brand" href="${paths.home}">${SITE_CONFIG.clinicName}</a></header>
<main id="main" class="container offline-page__main">
<h1>You are offline</h1>
<p class="offline-page__lead">This page is not saved on this device, and there is no connection right now. It will open as soon as you are back online.</p>
<p><button type="button" class="button" id="offline-retry">Try again</button></p>
<h2 class="offline-page__available">Available offline right now</h2>
<section class="offline-page__group" id="offline-visited-section" hidden><h3>Pages you opened earlier</h3><ul id="offline-visited" data-cache="${PAGES_CACHE}" data-title-suffix="${SUFFIX}"></ul></section>
${sections}
</main>
</div>`;
  return template
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<title data-ssr>[^<]*<\/title>/, `<title>You are offline | ${SITE_CONFIG.clinicName}</title>`)
    .replace(/<meta\s+data-ssr\s+name="description"[^>]*>/, '<meta name="robots" content="noindex">')
    .replace('</head>', '<script src="/offline.js" defer></script></head>')
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

export const OFFLINE_PAGE_FILE = OFFLINE_PAGE_URL.slice(1);
