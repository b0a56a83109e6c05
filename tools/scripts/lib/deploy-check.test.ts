import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveFirebaseConfig, type FirebaseEnv } from '../../../src/config/firebase-config';
import { CONTENT_BLOCKS, resolveSiteUrl, type ContentBlocks } from '../../../src/config/site-config';
import {
  builtPlaceholderProblems,
  builtServerProblems,
  builtSiteProblems,
  deployProblems,
  placeholderBlocksInBuild,
} from './deploy-check';

const REAL_PROJECT = { VITE_FIREBASE_PROJECT_ID: 'clinic-prod', VITE_FIREBASE_API_KEY: 'key' };
const REAL_SITE = 'https://www.clinic.ca';

/** Every block the clinic's own, approved: what a launch-ready config holds. */
const FINAL_BLOCKS: ContentBlocks = {
  testimonials: { enabled: false, status: 'final' },
  team: { status: 'final' },
  partnerLogos: { enabled: true, status: 'final' },
};

/** The problems of a build with these variables, resolved by the app's own config functions. */
const problemsWith = (env: FirebaseEnv, siteUrl?: string, contentBlocks: ContentBlocks = FINAL_BLOCKS) =>
  deployProblems({ firebase: resolveFirebaseConfig(env), siteUrl: resolveSiteUrl(siteUrl), contentBlocks });

describe('the deploy check', () => {
  it('lets a build for a real project and a real address through', () => {
    expect(problemsWith(REAL_PROJECT, REAL_SITE)).toEqual([]);
  });

  it('refuses demo mode: no project id, an empty one, or a demo- id', () => {
    for (const env of [{}, { VITE_FIREBASE_PROJECT_ID: ' ' }, { VITE_FIREBASE_PROJECT_ID: 'demo-clinic' }]) {
      const problems = problemsWith(env, REAL_SITE);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/demo mode.*VITE_FIREBASE_PROJECT_ID/);
    }
  });

  it('refuses a real project without its Web API key', () => {
    expect(problemsWith({ VITE_FIREBASE_PROJECT_ID: 'clinic-prod' }, REAL_SITE)).toEqual([
      expect.stringContaining('VITE_FIREBASE_API_KEY'),
    ]);
  });

  it('refuses the placeholder site address, and says both problems at once', () => {
    expect(problemsWith(REAL_PROJECT)).toEqual([expect.stringMatching(/placeholder.*VITE_SITE_URL/)]);
    expect(problemsWith({})).toHaveLength(2);
  });

  it('refuses every shown block of placeholder content, saying where to change it', () => {
    const problems = problemsWith(REAL_PROJECT, REAL_SITE, {
      testimonials: { enabled: true, status: 'placeholder' },
      team: { status: 'placeholder' },
      partnerLogos: { enabled: true, status: 'placeholder' },
    });
    expect(problems).toEqual([
      expect.stringMatching(/testimonials.*CONTENT_BLOCKS\.testimonials\.status.*'final'.*enabled: false/),
      expect.stringMatching(/team.*CONTENT_BLOCKS\.team\.status.*site-config\.ts/),
      expect.stringMatching(/partner logos.*CONTENT_BLOCKS\.partnerLogos\.status.*enabled: false/),
    ]);
  });

  it('lets a switched-off placeholder block through: it is not published', () => {
    const blocks: ContentBlocks = {
      testimonials: { enabled: false, status: 'placeholder' },
      team: { status: 'final' },
      partnerLogos: { enabled: false, status: 'placeholder' },
    };
    expect(problemsWith(REAL_PROJECT, REAL_SITE, blocks)).toEqual([]);
  });

  it('refuses the repository as it stands: the team and the partner logos are still placeholders', () => {
    expect(problemsWith(REAL_PROJECT, REAL_SITE, CONTENT_BLOCKS)).toEqual([
      expect.stringContaining('CONTENT_BLOCKS.team'),
      expect.stringContaining('CONTENT_BLOCKS.partnerLogos'),
    ]);
  });
});

describe('the deploy check of a built site', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  function build(pages: Record<string, string>): string {
    dist = mkdtempSync(join(tmpdir(), 'clinic-dist-'));
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), html);
    }
    return dist;
  }

  it('finds each placeholder block with the pages it is on, and refuses them', () => {
    const found = placeholderBlocksInBuild(
      build({
        'index.html': '<main><section data-placeholder-block="team">…</section></main>',
        'team.html': '<div data-placeholder-block="team"><p data-placeholder-block="team"></p></div>',
        'mens.html': '<div data-placeholder-block="partnerLogos"></div>',
        'offline.html': '<main>Offline</main>',
        'assets/app.js': 'const a = \'data-placeholder-block="team"\';',
      }),
    );
    expect(Object.fromEntries(found)).toEqual({ team: ['/index.html', '/team.html'], partnerLogos: ['/mens.html'] });
    expect(builtPlaceholderProblems(found)).toEqual([
      expect.stringMatching(/team.*built into \/index\.html, \/team\.html/),
      expect.stringMatching(/partner logos.*built into \/mens\.html/),
    ]);
  });

  it('passes a build without placeholder blocks', () => {
    expect(placeholderBlocksInBuild(build({ 'index.html': '<main>Real content</main>' })).size).toBe(0);
  });

  const CANONICAL = '<link data-ssr rel="canonical" href="https://www.clinic.ca/"/>';
  const REAL_BUNDLE = 'var n=ta({VITE_FIREBASE_PROJECT_ID:`clinic-prod`,VITE_SITE_URL:`https://www.clinic.ca`});';

  it("passes dist/ when it is this configuration's build: its site address and its project", () => {
    const built = build({ 'index.html': CANONICAL, 'assets/auth.js': REAL_BUNDLE });
    expect(builtSiteProblems(built, { siteUrl: REAL_SITE, projectId: 'clinic-prod' })).toEqual([]);
  });

  it('refuses dist/ built for another address, in demo mode, or not at all', () => {
    const demo = build({
      'index.html': '<link data-ssr rel="canonical" href="https://www.example.com/"/>',
      'assets/auth.js': 'ta({BASE_URL:`/`,PROD:!0});var d=`demo-clinic`;',
    });
    expect(builtSiteProblems(demo, { siteUrl: REAL_SITE, projectId: 'clinic-prod' })).toEqual([
      expect.stringMatching(
        /canonical links on https:\/\/www\.example\.com, not https:\/\/www\.clinic\.ca.*build again/,
      ),
      expect.stringMatching(/not built for project clinic-prod.*build again/),
    ]);
    expect(builtSiteProblems(join(demo, 'missing'), { siteUrl: REAL_SITE, projectId: 'clinic-prod' })).toEqual([
      expect.stringMatching(/no build in .*npm run build/),
    ]);
  });
});

describe('the server build check (the Functions predeploy builds the web app when it fails)', () => {
  let ssr = '';
  afterEach(() => rmSync(ssr, { recursive: true, force: true }));

  it("passes functions/ssr/ built for this site and project, and names what is missing or another build's", () => {
    ssr = mkdtempSync(join(tmpdir(), 'clinic-ssr-'));
    const expected = { siteUrl: REAL_SITE, projectId: 'clinic-prod' };
    expect(builtServerProblems(ssr, expected)).toEqual([expect.stringMatching(/^There is no server build in .*\//)]);
    // What a demo build inlines: the placeholder address and the demo project.
    writeFileSync(
      join(ssr, 'entry-server.mjs'),
      'const a = "https://www.example.com", p = { projectId: "demo-clinic" };',
    );
    expect(builtServerProblems(ssr, expected)).toEqual([
      expect.stringMatching(/was made for another site address or project than https:\/\/www\.clinic\.ca/),
    ]);
    writeFileSync(join(ssr, 'entry-server.mjs'), `const a = "${REAL_SITE}", p = { projectId: "clinic-prod" };`);
    expect(builtServerProblems(ssr, expected)).toEqual([]);
  });
});
