import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FirebaseClientConfig } from '../../../src/config/firebase-config';
import {
  isContentBlockShown,
  PLACEHOLDER_SITE_URL,
  type ContentBlockName,
  type ContentBlocks,
} from '../../../src/config/site-config';

/** What a production build would be configured with, as the app's own config modules resolve it. */
export type BuildConfig = { firebase: FirebaseClientConfig; siteUrl: string; contentBlocks: ContentBlocks };

/** How each block is named in a refusal, and what else than real content would let it through. */
const BLOCK_ADVICE: Record<ContentBlockName, { name: string; otherwise: string }> = {
  testimonials: {
    name: 'The testimonials are placeholder quotes',
    otherwise: 'or switch them off (enabled: false)',
  },
  team: { name: 'The team (directory, profiles, teasers) is a placeholder roster', otherwise: '' },
  partnerLogos: {
    name: 'The partner logos are fictional placeholders',
    otherwise: 'or leave them out (enabled: false)',
  },
};

/** A placeholder block that would be published, in words that say what to change. */
export function placeholderBlockProblem(block: ContentBlockName, where: string): string {
  const { name, otherwise } = BLOCK_ADVICE[block];
  return (
    `${name} (${where}): put in the clinic's own, approved content and set CONTENT_BLOCKS.${block}.status to ` +
    `'final' in src/config/site-config.ts${otherwise ? `, ${otherwise}` : ''}.`
  );
}

/** Why this build must not be deployed; empty when it may. */
export function deployProblems({ firebase, siteUrl, contentBlocks }: BuildConfig): string[] {
  const problems: string[] = [];
  if (firebase.authEmulatorUrl !== null) {
    problems.push(
      `The build would run in demo mode (project "${firebase.options.projectId}", signing in against the Auth ` +
        'emulator): set VITE_FIREBASE_PROJECT_ID to your real Firebase project id (not a demo- id) in ' +
        '.env.production.local.',
    );
  } else if (!firebase.options.apiKey) {
    problems.push(
      "VITE_FIREBASE_API_KEY is not set: nobody could sign in to the admin portal. Put the web config's apiKey in " +
        '.env.production.local.',
    );
  }
  if (siteUrl === PLACEHOLDER_SITE_URL) {
    problems.push(
      `The site's address is still the placeholder ${PLACEHOLDER_SITE_URL}, which canonical links, the sitemap and ` +
        'robots.txt would publish: set VITE_SITE_URL to the public origin, such as https://www.clinic.ca, in ' +
        '.env.production.local.',
    );
  }
  for (const block of Object.keys(contentBlocks) as ContentBlockName[]) {
    if (isContentBlockShown(contentBlocks, block) && contentBlocks[block].status === 'placeholder') {
      problems.push(placeholderBlockProblem(block, 'site config'));
    }
  }
  return problems;
}

const MARKER = /data-placeholder-block="([A-Za-z]+)"/g;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The placeholder blocks a build would publish, read from its HTML (every prerendered page carries the attribute
 * components/sample-content puts on a placeholder block), each with the pages it is on. The check after the build:
 * it holds whatever the configuration said, so a block that escaped the config check is still caught.
 */
export function placeholderBlocksInBuild(dist: string): Map<ContentBlockName, string[]> {
  const found = new Map<ContentBlockName, string[]>();
  for (const file of htmlFiles(dist).sort()) {
    const page = `/${relative(dist, file)}`;
    for (const [, block] of readFileSync(file, 'utf8').matchAll(MARKER)) {
      const pages = found.get(block as ContentBlockName) ?? [];
      if (!pages.includes(page)) pages.push(page);
      found.set(block as ContentBlockName, pages);
    }
  }
  return found;
}

/** The refusals for a build's placeholder blocks (placeholderBlocksInBuild), naming a few pages of each. */
export function builtPlaceholderProblems(found: Map<ContentBlockName, string[]>): string[] {
  return [...found].map(([block, pages]) => {
    const shown = pages.slice(0, 3).join(', ') + (pages.length > 3 ? ` and ${pages.length - 3} more` : '');
    return placeholderBlockProblem(block, `built into ${shown}`);
  });
}

const CANONICAL = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]+)"/;

/**
 * Whether the build in dist/ is the one this configuration makes: its canonical links on the site address, and the
 * web app configured for the project. `firebase deploy` uploads whatever dist/ holds, built by whoever, whenever.
 */
export function builtSiteProblems(dist: string, expected: { siteUrl: string; projectId: string }): string[] {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) return [`There is no build in ${relative(process.cwd(), dist) || dist}/: run npm run build.`];
  const problems: string[] = [];
  const canonical = CANONICAL.exec(readFileSync(index, 'utf8'))?.[1];
  const builtOrigin = canonical ? new URL(canonical).origin : 'none';
  if (builtOrigin !== expected.siteUrl) {
    problems.push(
      `The build in dist/ has canonical links on ${builtOrigin}, not ${expected.siteUrl} (VITE_SITE_URL): build ` +
        'again with npm run build.',
    );
  }
  // A real project's id is a string literal in the web app's code (the Firebase options); a demo build, or one for
  // another project, does not have it.
  const assets = join(dist, 'assets');
  const scripts = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith('.js')) : [];
  const quoted = new RegExp(`[\`"']${expected.projectId.replace(/[^a-z0-9-]/g, '\\$&')}[\`"']`);
  if (!scripts.some((name) => quoted.test(readFileSync(join(assets, name), 'utf8')))) {
    problems.push(
      `The web app in dist/ was not built for project ${expected.projectId} (a demo-mode build, or another ` +
        "project's): build again with npm run build.",
    );
  }
  return problems;
}

/**
 * Whether the server build in functions/ssr/ (git-ignored: a fresh clone has none) is the one this configuration
 * makes, so the `pages` function renders for this site and project. Its entry inlines both as string literals.
 */
export function builtServerProblems(ssrDir: string, expected: { siteUrl: string; projectId: string }): string[] {
  const entry = join(ssrDir, 'entry-server.mjs');
  const where = relative(process.cwd(), ssrDir) || ssrDir;
  if (!existsSync(entry)) return [`There is no server build in ${where}/ (the pages function renders with it).`];
  const code = readFileSync(entry, 'utf8');
  const quoted = (text: string) => new RegExp(`[\`"']${text.replace(/[^\w-]/g, '\\$&')}[\`"']`).test(code);
  return quoted(expected.siteUrl) && quoted(expected.projectId)
    ? []
    : [`The server build in ${where}/ was made for another site address or project than ${expected.siteUrl}.`];
}
