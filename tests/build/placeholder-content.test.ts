import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { outputFile } from '../../tools/build/prerender';
import { publicRoutes } from '../../tools/build/public-routes';
import { placeholderBlocksInBuild } from '../../tools/scripts/lib/deploy-check';
import { CONTENT_BLOCKS, isContentBlockShown, type ContentBlockName } from '../../src/config/site-config';
import { paths } from '../../src/paths';

const ROOT = new URL('../..', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

const BLOCKS = Object.keys(CONTENT_BLOCKS) as ContentBlockName[];
const isPlaceholderShown = (block: ContentBlockName) =>
  isContentBlockShown(CONTENT_BLOCKS, block) && CONTENT_BLOCKS[block].status === 'placeholder';

/** Where each block appears when it is shown: a page of each kind that has it. */
const PAGES_WITH: Record<ContentBlockName, string[]> = {
  team: [paths.home, paths.team, paths.teamMember(2), paths.teamMember(24)],
  partnerLogos: [paths.pelvicFloorMen, paths.pelvicFloorWomen],
  testimonials: [paths.home, paths.pelvicFloorMen, paths.pelvicFloorWomen],
};

const documentOf = (route: string) => new JSDOM(readFileSync(outputFile(route), 'utf8')).window.document;

describe('placeholder content in the build', () => {
  test('every shown placeholder block is marked in the HTML of its pages, and nothing else is', () => {
    const found = placeholderBlocksInBuild(DIST);
    expect([...found.keys()].sort()).toEqual(BLOCKS.filter(isPlaceholderShown).sort());
    for (const block of BLOCKS.filter(isPlaceholderShown)) {
      const pages = found.get(block) ?? [];
      for (const route of PAGES_WITH[block])
        expect(pages, block).toContain(`/${outputFile(route).slice(DIST.length + 1)}`);
    }
  });

  test('each marked block says "Sample content" in words, inside the block', () => {
    let marked = 0;
    for (const route of publicRoutes()) {
      for (const element of documentOf(route).querySelectorAll('[data-placeholder-block]')) {
        marked += 1;
        const label = element.querySelector('.sample-content-marker');
        expect(label?.textContent, `${route}: ${element.getAttribute('data-placeholder-block')}`).toMatch(
          /^Sample content \S/,
        );
      }
    }
    expect(marked).toBeGreaterThan(0);
  });

  test('the label is styled by a stylesheet the page links (a dashed frame around the words)', () => {
    const document = documentOf(paths.team);
    const css = [...document.querySelectorAll('link[rel="stylesheet"]')]
      .map((link) => readFileSync(join(DIST, link.getAttribute('href') ?? ''), 'utf8'))
      .join('\n');
    expect(css).toMatch(/\.sample-content-marker\{[^}]*border:2px dashed/);
  });

  test('switched-off testimonials are not in any page at all', () => {
    expect(CONTENT_BLOCKS.testimonials.enabled).toBe(false);
    for (const route of PAGES_WITH.testimonials) {
      const document = documentOf(route);
      expect(document.querySelector('.home-testimonials'), route).toBeNull();
      expect(document.querySelector('[aria-label="Client testimonials"]'), route).toBeNull();
      expect(document.body.textContent, route).not.toMatch(/Shared with permission|anonymised to protect client/);
    }
  });

  test('the deploy check refuses this build after it is built, naming the blocks and their pages', () => {
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'tools/scripts/check-deploy.ts', '--built'], {
        cwd: ROOT,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      status = failed.status;
      output = failed.stderr;
    }
    expect(status).toBe(1);
    expect(output).toContain('Not deploying');
    expect(output).toMatch(/team .*built into \/index\.html/);
    expect(output).toMatch(/partner logos .*built into \/mens\.html/);
  });
});
