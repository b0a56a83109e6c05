import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { API_TEST_TIMEOUT_MS } from './tests/support/api-timeouts.ts';

/** `@shared/*`: the contract between the web app and the functions (src/shared), in every tier. */
const resolve = {
  alias: [{ find: /^@shared\//, replacement: fileURLToPath(new URL('./src/shared/', import.meta.url)) }],
};

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const UNIT_FOLDERS = ['src', 'functions/src', 'tools/scripts', 'tools/build'];

/** Every unit test file under the folders, as a path from the repository root. */
function unitTestFiles(dir = ''): string[] {
  return (dir ? [dir] : UNIT_FOLDERS).flatMap((folder) =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : unitTestFiles(path);
      return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
    }),
  );
}

/**
 * The unit files that render into a browser document (their first line asks for jsdom). They run in vitest's
 * `vmThreads` pool: each file still gets a fresh jsdom window, in a VM context of a worker that keeps jsdom and
 * React loaded, instead of a new worker that loads them again. Decision 0035 has the figures and the alternatives.
 * A file that replaces window.location (which a VM context keeps fixed) stays in the `unit` project's workers.
 */
const DOM_FILES = unitTestFiles().filter((path) => {
  const source = readFileSync(join(ROOT, path), 'utf8');
  return source.startsWith('// @vitest-environment jsdom') && !source.includes("vi.stubGlobal('location'");
});

/** Unit tier: fast tests beside the code, no emulators, no browser. Two projects, run together (`npm run test:unit`). */
const unit: TestProjectInlineConfiguration = {
  resolve,
  plugins: [react()],
  test: {
    name: 'unit',
    include: UNIT_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`),
    exclude: ['**/node_modules/**', ...DOM_FILES],
    environment: 'node',
    setupFiles: ['tests/support/unit-setup.ts'],
    pool: 'threads',
    testTimeout: 20_000,
  },
};
const unitDom: TestProjectInlineConfiguration = {
  resolve,
  plugins: [react()],
  test: {
    name: 'unit-dom',
    include: DOM_FILES,
    environment: 'jsdom',
    setupFiles: ['tests/support/unit-setup.ts'],
    pool: 'vmThreads',
    testTimeout: 20_000,
  },
};

/** Build-checks tier: reads the production build in dist/ (built by the tier before it, or by hand). */
const build: TestProjectInlineConfiguration = {
  resolve,
  test: {
    name: 'build',
    include: ['tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
};

/**
 * Launch-rehearsal tier: the launch steps of docs/operations.md in a copy of the repository, then
 * `npm run deploy -- --dry-run` up to Google sign-in (its own build, in the copy), and the launch guard with each
 * setting left out.
 */
const rehearsal: TestProjectInlineConfiguration = {
  resolve,
  test: {
    name: 'rehearsal',
    include: ['tests/rehearsal/**/*.test.ts'],
    environment: 'node',
    testTimeout: 1_200_000,
  },
};

/**
 * API integration tier: HTTP round trips through Hosting rewrites to the api function on the emulators, one shared
 * stack. Most of a file's time is waiting (on the stack's answers, on a read cache to expire, on a scheduled time, on
 * a spawned script), so files that keep to their own records run three at a time (`api-parallel`); the rest run one
 * after another, with no other file beside them (`api`). Both are one tier: `npm run test:api` and `npm test` name
 * both projects; one file alone runs with `--project 'api*'`.
 *
 * A file runs side by side only if nothing it does changes what another file sees, and nothing it checks depends on
 * what others do at the same time. So these stay in `api`: files that send rate-limited requests (every test shares
 * one address on the local stack, and they reset every counter: decision 0012), but one (reviews: the files beside it
 * send none), site-wide switches (maintenance), whole-database work (restore drill, retention), checks over whole
 * lists or counts (the sitemap, the blog count, unparameterised admin lists, media paging, search, site health), the
 * staff log's newest entry, the every-administrator claim change of staff-revoke, and SMS codes read from the Auth
 * emulator by phone number.
 * A new file goes to `api` unless it is added to the list below.
 */
const API_PARALLEL_FILES = [
  'blog-fields-schedule',
  'categories',
  'changes',
  'create-if-absent',
  'demo-accounts',
  'edit-conflicts',
  // Its own Firestore JAR and its own API server on other ports: the shared stack never notices.
  'firestore-down',
  'grant-admin',
  'hosting',
  'lease',
  'local-csp',
  'location-directions',
  'location-pages',
  'pages',
  'reset-second-factor',
  // The only file here with rate-limited requests (review links) and counter resets: never two such files side by side.
  'reviews',
  'revisions-trash',
  'slug-redirects',
  'staff-authorization',
  'xss',
].map((name) => `tests/api/${name}.test.ts`);

const apiTest: TestProjectInlineConfiguration['test'] = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node',
  // The first project to run starts the stack and sets STACK_URL; the other finds it set (tests/support/stack-setup.ts).
  globalSetup: ['tests/support/stack-setup.ts'],
  testTimeout: API_TEST_TIMEOUT_MS,
  hookTimeout: 120_000,
};

const apiParallel: TestProjectInlineConfiguration = {
  resolve,
  test: {
    ...apiTest,
    name: 'api-parallel',
    include: API_PARALLEL_FILES,
    // Three at a time on the two cores: five of these files spend 12-24 s each waiting on the clock (a scheduled
    // time, a cache's age), and a third file uses that wait. `npm run test:api` on one machine, 429 tests: two at a
    // time 164 and 145 s, three 134 and 133 s (159 s with a core kept busy beside it). More would make the Functions
    // emulator start more workers (one per concurrent request), each loading the functions again.
    maxWorkers: 3,
  },
};

const api: TestProjectInlineConfiguration = {
  resolve,
  test: {
    ...apiTest,
    name: 'api',
    exclude: ['**/node_modules/**', ...API_PARALLEL_FILES],
    // One at a time, after the files above.
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
};

/**
 * Security-rules tier: tests/rules/*.test.ts against the Firestore and Storage emulators.
 * Run through `firebase emulators:exec` (npm run test:rules), which provides the emulator hosts.
 * Files run one at a time: they share the emulators and reset their data between tests.
 */
const rules: TestProjectInlineConfiguration = {
  resolve,
  test: {
    name: 'rules',
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
};

/**
 * A bare `npx vitest` means the unit tier, as it always has: the other tiers need a build, the local stack or the
 * rules emulators, and the api project would start the stack on its own. They run when named:
 * `--project build` (npm run test:build, test:api, test:rules and npm test do). The e2e tier is Playwright Test
 * (playwright.config.ts).
 */
const projectNamed = process.argv.some((arg) => arg === '--project' || arg.startsWith('--project='));

export default defineConfig({
  test: {
    // Two files at a time where a project runs files side by side (unit, unit-dom, api-parallel); the others run
    // theirs one at a time.
    maxWorkers: 2,
    projects: projectNamed ? [unit, unitDom, build, rehearsal, apiParallel, api, rules] : [unit, unitDom],
  },
});
