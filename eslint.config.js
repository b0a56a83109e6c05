import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = import.meta.dirname;

/**
 * The web app's layers (src/): a module imports its own layer or lower, never higher. Anything else at the top of
 * src/ (main.tsx, entry-server.tsx) is an entry, above every layer: nothing imports it.
 */
const WEB_LAYERS = {
  shared: 0,
  ...{ config: 1, lib: 1, 'paths.ts': 1 },
  // Server rendering and hydration use lib's hooks; components use rendering (deferred sections, head tags).
  rendering: 2,
  components: 3,
  ...{ features: 4, 'service-worker': 4 },
  pages: 5,
  app: 6,
};
const WEB_ENTRIES = ['main.tsx', 'entry-server.tsx'];

/**
 * The functions read one way (decision 0009): index.ts wires http/ and pages/, which route to the domains, which
 * use mail/, content/ and auth/, which use data/ and core/. A module never imports one of a higher layer.
 */
const FUNCTIONS_LAYERS = {
  core: 0,
  data: 1,
  ...{ content: 2, auth: 2 },
  // The mail queue and the account mails: they look up accounts (auth/), never the reverse.
  mail: 2.5,
  ...{ blogs: 3, 'location-pages': 3, categories: 3, contact: 3, newsletter: 3, login: 3, inquiries: 3, images: 3 },
  ...{ retention: 3, staff: 3, account: 3, backups: 3, reviews: 3, telemetry: 3, search: 3, maintenance: 3 },
  // The media library describes the images (images/), and the upload records them.
  media: 3.5,
  // Server-rendered pages and the change feed compose the blog and location-page domains, as http/ routes to them.
  ...{ http: 4, pages: 4, changes: 4 },
  'index.ts': 5,
};

const isSource = (name) => !/\.test\.tsx?$/.test(name) && !/\.d\.ts$/.test(name);
// A new folder must be given its layer here, or lint stops: an unplaced folder would be checked by no rule.
for (const [dir, layers, extra] of [
  ['src', WEB_LAYERS, [...WEB_ENTRIES, 'assets', 'styles']],
  ['functions/src', FUNCTIONS_LAYERS, []],
]) {
  const unplaced = readdirSync(join(ROOT, dir)).filter(
    (name) => isSource(name) && !(name in layers) && !extra.includes(name),
  );
  if (unplaced.length > 0) throw new Error(`eslint.config.js: give ${dir}/${unplaced.join(', ')} a layer.`);
}

/** One zone per layer: its folders may not import from any higher layer's (the top layer has none). */
function upwardZones(dir, layers, entries = []) {
  const zones = Object.entries(layers).map(([name, layer]) => ({
    target: `./${dir}/${name}`,
    from: [
      ...Object.entries(layers)
        .filter(([, other]) => other > layer)
        .map(([other]) => `./${dir}/${other}`),
      ...entries.map((entry) => `./${dir}/${entry}`),
    ],
    message: `${dir}/${name} imports nothing from a higher layer (eslint.config.js).`,
  }));
  return zones.filter((zone) => zone.from.length > 0);
}

const FEATURES = readdirSync(join(ROOT, 'src/features'));
const BOUNDARY_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to src/lib or src/components.',
  })),
  ...upwardZones('src', WEB_LAYERS, WEB_ENTRIES),
  ...upwardZones('functions/src', FUNCTIONS_LAYERS),
  {
    target: ['./src', './functions/src'],
    from: './tools',
    message: 'The app and the functions never import the tooling (tools/): the tooling builds, runs and measures them.',
  },
  {
    target: './functions',
    from: './src',
    except: ['./shared'],
    message: 'The functions take nothing from the web app but src/shared (what both sides need lives there).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'functions/lib/**',
      'functions/bench-lib/**',
      'functions/ssr/**',
      'coverage/**',
      '.firebase/**',
      'test-results/**',
      '**/node_modules/**',
      '.local/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/support/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Test helpers (tests/support) are for tests: the app itself must never bundle them. The Firebase web SDK is
    // the auth feature's alone, so that it loads only for /login and /admin.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/tests/**'], message: 'Test helpers are for test files only.' },
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/features/auth loads the Firebase SDK (it must stay out of public pages).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/auth/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/tests/**'], message: 'Test helpers are for test files only.' }] },
      ],
    },
  },
  {
    // Import boundaries and cycles of the production code (tests may reach across to set things up).
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules to follow (by default only .js is), parsed as TypeScript.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          alias: { '@shared': [join(ROOT, 'src/shared')] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [
      'functions/**/*.{ts,mjs}',
      'tools/build/**/*.ts',
      'tools/scripts/**/*.{js,mjs,ts}',
      'tools/bench/**/*.{js,mjs,ts}',
      'e2e/**/*.ts',
      'tests/**/*.ts',
      '*.config.{js,ts}',
      '.ci/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Plain browser scripts served as they are (no bundler): the early text-size script.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
    rules: { 'no-var': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
);
