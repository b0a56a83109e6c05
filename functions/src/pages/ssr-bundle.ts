import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SSR_FILES, type PreloadedRecord } from '@shared/ssr-files';

export type { PreloadedRecord };

/** What the `pages` function needs of the web app's server build (src/entry-server.tsx). */
export type SsrEntry = {
  SITE_URL: string;
  renderDocument: (
    template: string,
    url: string,
    preloaded?: PreloadedRecord | null,
  ) => Promise<{ html: string; head: string }>;
};
export type StaticRoute = { path: string; lastmod: string; indexed: boolean };
/** The browser's route table as tools/build/prerender.ts writes it (src/app/route-table.ts). */
export type RouteTable = { pages: StaticRoute[]; redirects: { from: string; to: string }[] };

export type SsrBundle = {
  entry: SsrEntry;
  pageTemplate: string;
  appShell: string;
  routes: RouteTable;
};

/** functions/ssr, written by `npm run build:web`: beside lib/ once bundled (lib/index.cjs), two levels up from sources. */
export function ssrDir(): string {
  const candidates = [join(__dirname, '../ssr'), join(__dirname, '../../ssr')];
  const found = candidates.find((dir) => existsSync(join(dir, SSR_FILES.entry)));
  if (!found) throw new Error('The web server build is missing (functions/ssr). Run: npm run build:web');
  return found;
}

let bundle: Promise<SsrBundle> | undefined;

/**
 * Loads the server build on the first page request, not at import: the `api` function shares this module and
 * never renders a page, and the bundle (React and every page) would add to each of its cold starts.
 */
export function loadSsrBundle(): Promise<SsrBundle> {
  bundle ??= (async () => {
    const dir = ssrDir();
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    const entry = (await import(pathToFileURL(join(dir, SSR_FILES.entry)).href)) as SsrEntry;
    return {
      entry,
      pageTemplate: read(SSR_FILES.pageTemplate),
      appShell: read(SSR_FILES.appShell),
      routes: JSON.parse(read(SSR_FILES.routeTable)) as RouteTable,
    };
  })();
  bundle.catch(() => (bundle = undefined));
  return bundle;
}
