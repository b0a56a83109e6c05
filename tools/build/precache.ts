// What the service worker precaches: every public page and what it needs, nothing only the admin
// portal uses. Shared by vite.config.ts (the build) and the build test (the proof).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Precache budget, counted as the gzip bytes a visitor downloads (Hosting compresses every file). */
export const PRECACHE_BUDGET_BYTES = 800 * 1024;

export const PRECACHE_GLOB_PATTERNS = [
  '**/*.{html,js,css,svg,png,webp,ico,webmanifest,vcf,woff2}',
  // Site search's bundled pages (decision 0026): searchable offline.
  'search-index.json',
];
export const PRECACHE_GLOB_IGNORES = [
  // Only the browser's install dialog shows them, online.
  'screenshots/**',
  // The browser fetches and keeps the manifest's icons itself when the app is installed.
  'icons/**',
  // Only link previews (Open Graph) fetch it, from the server.
  'og-image.png',
  // Sign-in and the admin portal's shell (tools/build/app-shell.ts): never available offline.
  'app-shell.html',
  'sw.js',
  'workbox-*.js',
];

/**
 * Source files whose chunks (and what only they import) belong to sign-in, the account action page, the portal (its
 * route table and screens) and a medical reviewer's link page: never needed offline by visitors, so never precached.
 */
const ADMIN_ENTRY = /^src\/(pages\/(admin-[\w-]+|login-page|account-action-page|review-page)|app\/admin-routes)\.tsx$/;

type ViteManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ViteManifestChunk>;

export function readViteManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

function reachable(manifest: ViteManifest, roots: string[], skip: (key: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    const chunk = manifest[key];
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) if (!skip(next)) stack.push(next);
  }
  return seen;
}

/** Output files (under dist/) that only sign-in and the admin portal load: the Firebase SDK among them. */
export function adminOnlyFiles(manifest: ViteManifest): Set<string> {
  const keys = Object.keys(manifest);
  const adminRoots = keys.filter((key) => ADMIN_ENTRY.test(key));
  if (adminRoots.length === 0) throw new Error('No admin or login page in the Vite manifest: has a page moved?');
  const entries = keys.filter((key) => manifest[key]?.isEntry);
  const publicKeys = reachable(manifest, entries, (key) => ADMIN_ENTRY.test(key));
  const adminKeys = reachable(manifest, adminRoots, () => false);
  const files = new Set<string>();
  for (const key of adminKeys) if (!publicKeys.has(key)) files.add((manifest[key] as ViteManifestChunk).file);
  return files;
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

export type PrecacheEntry = { url: string; revision: string | null };

/** The precache list workbox injected into dist/sw.js (a JSON array in place of self.__WB_MANIFEST). */
export function readPrecacheManifest(distDir: string): PrecacheEntry[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const start = sw.search(/\[\{"(revision|url)"/);
  if (start < 0) throw new Error('dist/sw.js has no injected precache manifest.');
  let depth = 0;
  for (let i = start; i < sw.length; i++) {
    if (sw[i] === '[') depth++;
    else if (sw[i] === ']' && --depth === 0) return JSON.parse(sw.slice(start, i + 1)) as PrecacheEntry[];
  }
  throw new Error('dist/sw.js: the precache manifest is not a complete JSON array.');
}
