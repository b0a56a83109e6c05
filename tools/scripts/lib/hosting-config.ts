/**
 * firebase.json's Hosting rules, generated: the rewrites (the API's addresses from API_PATHS, the app shell's from
 * the shared paths, every other page to the `pages` function), the security headers with the CSP (its frame-src
 * from the site config's booking and video origins), and the cache headers (from the route table, the bundled
 * articles and the functions' own cache policies). tools/scripts/hosting-config.ts writes them into firebase.json
 * (`--write`) or refuses a file that differs (`--check`, run by `npm test` and the launch guard), so no copy is
 * kept by hand. Everything else in firebase.json (functions, emulators, predeploy steps) stays hand-written.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { APP_SHELL_URL } from '../../build/app-shell';
import { PRIVATE_HTML_CACHE, PUBLIC_HTML_CACHE } from '../../../functions/src/pages/cache-policy';
import { framedOrigins } from '../../../src/config/framed-origins';
import { SITE_CONFIG } from '../../../src/config/site-config';
import { ARTICLE_SLUGS, PUBLIC_ROUTES, SERVER_RENDERED_ROUTES } from '../../build/public-routes';
import { paths, ROUTE_PATTERNS } from '../../../src/paths';
import { API_PATHS } from '../../../src/shared/api-paths';
import { SEARCH_INDEX_URL } from '../../../src/shared/search/search-files';
import { REVIEW_PATH_PREFIX, SHARED_PATHS } from '../../../src/shared/site-paths';
import { SIGN_IN_ROUTES, signInContentSecurityPolicy, withoutSignIn, WRITE_HOSTING_CONFIG } from './csp';

type Header = { key: string; value: string };
export type HeaderRule = { source?: string; regex?: string; headers: Header[] };
export type Rewrite = { source: string; destination?: string; function?: { functionId: string; region: string } };
export type HostingRules = { rewrites: Rewrite[]; headers: HeaderRule[] };

/** The functions' region (setGlobalOptions in functions/src/index.ts). */
const REGION = 'us-central1';
const toFunction = (functionId: 'api' | 'pages') => ({ functionId, region: REGION });

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITEMAP_PATH = '/sitemap.xml';
/** Where Vite writes the hashed bundles: a name changes with its content, so a copy can be kept a year. */
const HASHED_ASSETS = '/assets/**';
/** Files with a fixed name that a new release changes: always revalidated. */
const FIXED_NAME_FILES = ['/sw.js', '/manifest.webmanifest'];

const SECURITY_HEADERS: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const firstSegment = (path: string) => path.split('/')[1] ?? '';
const segments = (path: string) => path.split('/').filter(Boolean).length;
const unique = <T>(items: T[]) => [...new Set(items)];

/**
 * The API's rewrites: everything under /api/ in one rule, and each address outside it (the blog endpoints kept
 * from the old backend) as itself, or its first segment and below when it takes parameters.
 */
export function apiRewriteSources(apiPaths: readonly string[]): string[] {
  return unique(
    apiPaths.map((path) => {
      if (path.startsWith('/api/')) return '/api/**';
      return segments(path) === 1 ? path : `/${firstSegment(path)}/**`;
    }),
  );
}

/** The app shell's addresses that Hosting serves itself (isAppShellPath; review links go through `pages`). */
const appShellSources = () => {
  const { login, accountAction, admin } = SHARED_PATHS;
  return [login, accountAction, admin, `${admin}/**`];
};

const cacheRule = (source: string, value: string): HeaderRule => ({
  source,
  headers: [{ key: 'Cache-Control', value }],
});

/** The public scripts at the site's root (public/*.js): fixed names, so revalidated on every load. */
export function publicScripts(root: string): string[] {
  return readdirSync(join(root, 'public'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => name.slice(0, -'.js'.length))
    .sort();
}

/** The rules, from the route table, API_PATHS, the site config and the files in public/. */
export function hostingRules(root: string): HostingRules {
  const apiSources = apiRewriteSources(Object.values(API_PATHS));
  const shell = appShellSources();
  const rewrites: Rewrite[] = [
    ...apiSources.map((source) => ({ source, function: toFunction('api') })),
    { source: SITEMAP_PATH, function: toFunction('pages') },
    ...shell.map((source) => ({ source, destination: APP_SHELL_URL })),
    { source: '**', function: toFunction('pages') },
  ];

  const whole = signInContentSecurityPolicy(framedOrigins(SITE_CONFIG));
  const { accountAction } = SHARED_PATHS;
  const oneSegment = (list: readonly string[]) => list.filter((path) => segments(path) === 1).map(firstSegment);
  // Prerendered pages one segment deep: every such address but the API's, the app shell's and the server-rendered
  // ones (those answer with their own policy), and files (a dot in the name).
  const notPrerendered = unique([
    ...apiSources.map(firstSegment),
    ...oneSegment(shell),
    ...oneSegment(SERVER_RENDERED_ROUTES),
  ]).sort();
  // Prerendered pages deeper down: nested public routes, and the bundled team members' pages.
  const nested = unique([
    ...PUBLIC_ROUTES.map((route) => route.path).filter(
      (path) => segments(path) > 1 && !SERVER_RENDERED_ROUTES.includes(path),
    ),
    ROUTE_PATTERNS.teamMember,
  ])
    .map(firstSegment)
    .sort();
  const singleSegmentShell = oneSegment(shell);
  const contactCard = paths.clinicContactCard.slice(1);

  const headers: HeaderRule[] = [
    { source: '**', headers: [{ key: 'Content-Security-Policy', value: withoutSignIn(whole) }, ...SECURITY_HEADERS] },
    { regex: SIGN_IN_ROUTES, headers: [{ key: 'Content-Security-Policy', value: whole }] },
    {
      regex: `^/(${REVIEW_PATH_PREFIX.slice(1)}.+|${accountAction.slice(1)})$`,
      headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
    },
    cacheRule(paths.home, NO_CACHE),
    cacheRule('**/*.html', NO_CACHE),
    cacheRule(`/!(${[...notPrerendered, '*.*'].join('|')})`, NO_CACHE),
    cacheRule(`/@(${nested.join('|')})/**`, NO_CACHE),
    // The bundled articles are prerendered; the other addresses under /article/ are blogs the function answers
    // with its own policies (a 404's included), which a rule on /article/** would replace.
    cacheRule(
      `${ROUTE_PATTERNS.article.replace(':slug', '')}@(${[...ARTICLE_SLUGS].sort().join('|')})`,
      PUBLIC_HTML_CACHE,
    ),
    cacheRule(SEARCH_INDEX_URL, NO_CACHE),
    // Plain globs: an extglob with a slash inside (`/@(login|admin/**)`) never matches.
    cacheRule(`/@(${singleSegmentShell.join('|')})`, PRIVATE_HTML_CACHE),
    ...shell.filter((source) => segments(source) > 1).map((source) => cacheRule(source, PRIVATE_HTML_CACHE)),
    ...FIXED_NAME_FILES.map((source) => cacheRule(source, NO_CACHE)),
    cacheRule(HASHED_ASSETS, IMMUTABLE),
    {
      source: '**/*.vcf',
      headers: [
        { key: 'Content-Type', value: 'text/vcard; charset=utf-8' },
        { key: 'Content-Disposition', value: `attachment; filename="${contactCard}"` },
        { key: 'Cache-Control', value: NO_CACHE },
      ],
    },
    cacheRule(`/@(${publicScripts(root).join('|')}).js`, NO_CACHE),
  ];
  return { rewrites, headers };
}

/** firebase.json's text with its Hosting rewrites and headers replaced by the generated ones, formatted. */
export async function generatedFirebaseJson(text: string, root: string): Promise<string> {
  const json = JSON.parse(text) as { hosting: Record<string, unknown> } & Record<string, unknown>;
  const { rewrites, headers } = hostingRules(root);
  const out = { ...json, hosting: { ...json.hosting, rewrites, headers } };
  const filepath = join(root, 'firebase.json');
  // Only for writing: the check below compares the rules themselves, and Prettier is half a second of every
  // `npm run deploy`'s guard (the launch rehearsal runs that guard 30 times).
  const { format, resolveConfig } = await import('prettier');
  return format(JSON.stringify(out, null, 2), { ...(await resolveConfig(filepath)), filepath });
}

/**
 * Why firebase.json's Hosting rewrites and headers are not the generated ones (in the same order: Hosting takes the
 * first rule that matches); empty when they are. Its formatting is the format check's business, not this one's.
 */
export async function hostingConfigProblems(text: string, root: string): Promise<string[]> {
  const { hosting } = JSON.parse(text) as { hosting?: Partial<HostingRules> };
  // As firebase.json would hold them: through JSON, which drops fields left undefined.
  const generated = JSON.parse(JSON.stringify(hostingRules(root))) as HostingRules;
  if (
    isDeepStrictEqual(hosting?.rewrites, generated.rewrites) &&
    isDeepStrictEqual(hosting?.headers, generated.headers)
  ) {
    return [];
  }
  return [
    "firebase.json's Hosting rewrites and headers (the CSP's frame-src among them) are not what the route table, " +
      `API_PATHS and src/config/site-config.ts give: run \`${WRITE_HOSTING_CONFIG}\` and commit firebase.json.`,
  ];
}
