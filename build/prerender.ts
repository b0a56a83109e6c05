// Writes every static public route as HTML with its content and head tags, from the SSR build of
// src/entry-server.tsx; then the offline page, sitemap and robots.txt. Run by the plugin in vite-prerender.ts at
// the end of the client build that scripts/build-web.ts starts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NOINDEX_ROUTES, publicRoutes } from './public-routes';
import { OFFLINE_PAGE_FILE, offlinePageHtml, titleOf, type PrerenderedPage } from './offline-page';
import { SITE_CONFIG } from '../src/config/site-config';
import { buildClinicVCard } from '../src/features/referral-pack/vcard';
import { paths } from '../src/paths';

const ROOT = new URL('..', import.meta.url).pathname;
const DIST = process.env.CLINIC_OUT_DIR ? resolve(ROOT, process.env.CLINIC_OUT_DIR) : join(ROOT, 'dist');
const SSR_ENTRY = join(ROOT, '.local/ssr/entry-server.js');

/** React 19 puts a page's <title>, <meta> and <link> first in the output; they belong in <head>. */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const hoistable = /^(<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;
  let rest = html;
  const head: string[] = [];
  for (let match = hoistable.exec(rest); match; match = hoistable.exec(rest)) {
    head.push(match[1] as string);
    rest = rest.slice((match[1] as string).length);
  }
  return { head: head.map((tag) => tag.replace(/^<(\w+)/, '<$1 data-ssr')).join(''), body: rest };
}

/**
 * A prerendered page paints from its HTML and CSS alone; its scripts only hydrate it. They are started by
 * /hydrate.js once the page has painted, instead of competing with the stylesheet for a slow connection.
 * The app shell (routes that are not prerendered) keeps the plain tags: it shows nothing without them.
 */
export function hydrateAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('The built index.html has no module entry script.');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html.replace(entry[0], '');
  for (const preload of preloads) out = out.replace(preload[0], '');
  const hrefs = preloads.map((preload) => preload[1]).join(' ');
  return out.replace(
    '</head>',
    `<script src="/hydrate.js" defer data-entry="${entry[1]}" data-preload="${hrefs}"></script></head>`,
  );
}

/** `/` -> index.html; `/team` -> team.html (Hosting's cleanUrls serves it at /team). */
export function outputFile(path: string): string {
  return path === '/' ? join(DIST, 'index.html') : join(DIST, `${path.slice(1)}.html`);
}

export function sitemap(routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${SITE_CONFIG.siteUrl}${route === '/' ? '/' : route}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(): string {
  return [
    'User-agent: *',
    `Disallow: ${paths.admin}`,
    `Disallow: ${paths.login}`,
    'Disallow: /api/',
    '',
    `Sitemap: ${SITE_CONFIG.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  const template = readFileSync(join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill.');
  // Routes that are not prerendered (admin, location pages, API blogs) get the empty shell.
  writeFileSync(join(DIST, 'app-shell.html'), template);

  const { renderRoute } = (await import(pathToFileURL(SSR_ENTRY).href)) as {
    renderRoute: (url: string) => Promise<string>;
  };
  const routes = publicRoutes();
  const pageTemplate = hydrateAfterPaint(template);
  const prerendered: PrerenderedPage[] = [];
  for (const route of routes) {
    const { head, body } = splitHoistedHead(await renderRoute(route));
    // Only JSON-LD may be inline: the CSP (script-src 'self') would block any other inline script.
    const inline = body.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/);
    if (inline) throw new Error(`${route}: the prerendered HTML contains an inline script: ${inline[0]}`);
    const page = pageTemplate
      .replace(/<title data-ssr>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+data-ssr\s+name="description"[^>]*>\s*/, '')
      .replace('</head>', `${head}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    const file = outputFile(route);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
    prerendered.push({ route, title: titleOf(head) });
  }
  writeFileSync(join(DIST, OFFLINE_PAGE_FILE), offlinePageHtml(template, prerendered));
  writeFileSync(join(DIST, 'sitemap.xml'), sitemap(routes.filter((r) => !NOINDEX_ROUTES.has(r))));
  writeFileSync(join(DIST, 'robots.txt'), robots());
  // The clinic's contact card for the GHAP referral pack, from the same site config as the pages.
  writeFileSync(join(DIST, paths.clinicContactCard.slice(1)), buildClinicVCard());
  console.log(`prerender: ${routes.length} routes, sitemap.xml and robots.txt in ${Date.now() - started} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`prerender failed: ${error.stack ?? error.message}`);
    process.exit(1);
  });
}
