import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons } from './tools/build/vite-app-icons.ts';
import { prerenderAfterBuild } from './tools/build/vite-prerender.ts';
import { WEB_MANIFEST } from './tools/build/web-manifest.ts';
import { API_PREFIXES } from './src/shared/api-path-patterns.ts';
import {
  PRECACHE_BUDGET_BYTES,
  PRECACHE_GLOB_IGNORES,
  PRECACHE_GLOB_PATTERNS,
  adminOnlyFiles,
  gzipSize,
  readViteManifest,
} from './tools/build/precache.ts';

// `npm run dev` proxies the API paths to the Functions emulator started by tools/scripts/dev.ts,
// so the browser sees the same single origin as under Firebase Hosting.
const FUNCTIONS_ORIGIN = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? 'http://127.0.0.1:5001';
const API_FUNCTION_PATH = '/demo-clinic/us-central1/api';
const apiProxy = {
  target: FUNCTIONS_ORIGIN,
  changeOrigin: true,
  rewrite: (path: string) => `${API_FUNCTION_PATH}${path}`,
};
// A second build can go elsewhere (the e2e update test builds a v2 beside the v1 being served).
const OUT_DIR = process.env.CLINIC_OUT_DIR ?? 'dist';
// Shown in the footer (src/config/release.ts); deploys set it to the commit.
process.env.VITE_RELEASE ||= (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The server build (src/entry-server.tsx) is deployed with the `pages` function, which installs none of the
  // web app's packages: everything is bundled into ES modules (.mjs, as functions/ is CommonJS).
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  // Bundled, React would pick its build from NODE_ENV when the function runs, and nothing sets it there: the
  // development build renders several times slower. The production build is fixed at build time instead.
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  resolve: {
    alias: [
      { find: /^@shared\//, replacement: fileURLToPath(new URL('./src/shared/', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./tools/build/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    // The app icons, rendered from one SVG at build time.
    appIcons(),
    // Writes every public page as HTML before the service worker is built, so the precache lists them.
    prerenderAfterBuild(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The app registers the worker itself (src/features/offline), after the page has loaded.
      injectRegister: false,
      registerType: 'prompt',
      manifest: WEB_MANIFEST,
      integration: { closeBundleOrder: 'post' },
      injectManifest: {
        globPatterns: PRECACHE_GLOB_PATTERNS,
        globIgnores: PRECACHE_GLOB_IGNORES,
        // Hashed file names are their own revision; workbox needs none for them.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          async (entries) => {
            const adminOnly = adminOnlyFiles(readViteManifest(OUT_DIR));
            const manifest = entries.filter((entry) => !adminOnly.has(entry.url));
            const bytes = manifest.reduce((sum, entry) => sum + gzipSize(`${OUT_DIR}/${entry.url}`), 0);
            if (bytes > PRECACHE_BUDGET_BYTES) {
              throw new Error(
                `Precache is ${Math.round(bytes / 1024)} kB gzip, over the ${PRECACHE_BUDGET_BYTES / 1024} kB budget.`,
              );
            }
            return { manifest, warnings: [] };
          },
        ],
      },
    }),
  ],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // Every prefix of the API's paths, as Hosting's rewrites send them to the function.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [`^${prefix}(/.*)?$`, apiProxy])),
  },
  build: {
    outDir: OUT_DIR,
    target: 'es2022',
    // The browser's maps are written without a `sourceMappingURL` comment and kept off Hosting (the web build moves
    // them to the functions' folder, tools/build/web-maps.ts): no served file names a map that is not served, and the
    // client-errors function maps reported stacks with them (decision 0020). The server bundle keeps its maps beside
    // it (slimmed by tools/build/ssr-maps.ts), which the functions read to map a logged error's stack.
    sourcemap: isSsrBuild ? true : 'hidden',
    // Read by the precache filter: which chunks only the admin portal loads.
    manifest: true,
    modulePreload: false,
    // One stylesheet for the whole site: prerendered pages need every page's CSS before their lazy
    // chunk loads (no flash of unstyled content, no layout shift), and it is small.
    cssCodeSplit: false,
    // public/ is the client's; the server bundle needs none of it.
    copyPublicDir: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? { output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } }
      : {
          output: {
            // What every page loads before it can run (React, the router, the store) in one chunk: split by
            // default into five small chunks shared with the lazy pages, each paying its own gzip start and
            // import/export lines (490 B gzip more over the five, decision 0016).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  // jotai's utils (atomWithStorage) stay with the text-size state that loads on demand.
                  test: /node_modules[\\/](?:(?:react|react-dom|scheduler|wouter|regexparam|use-sync-external-store)[\\/]|jotai[\\/](?!.*utils))/,
                },
              ],
            },
          },
        },
  },
}));
