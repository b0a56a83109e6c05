import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

/**
 * The browser build's source maps are private (decision 0020): Vite writes them "hidden" (no `sourceMappingURL`
 * in any file, so no deployed file points at a map Hosting does not serve), and this step moves them out of the
 * Hosting folder into the functions' folder, which `firebase deploy` uploads with the `api` function. There the
 * client-errors handler maps a reported stack back to `src/…/Something.tsx:line` (functions/src/telemetry/
 * source-maps.ts). Each map keeps what mapping needs: no `sourcesContent` (our source stays out of the bundle), and
 * its `sources` as paths from the repository's root.
 */

/** The index the function reads: which release these maps are of, and the map of each served script. */
export type WebMapsIndex = { release: string; files: Record<string, string> };
export const WEB_MAPS_INDEX = 'index.json';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

/**
 * Where the web build writes the maps: functions/web-maps, deployed with the function. A build to another
 * directory (CLINIC_OUT_DIR, the e2e update test's second build) writes beside it, as its server files do.
 */
export function webMapsOutDir(): string {
  const outDir = process.env.CLINIC_OUT_DIR;
  return outDir ? resolve(ROOT, `${outDir}-maps`) : join(ROOT, 'functions/web-maps');
}

function mapFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mapFiles(path, base);
    return entry.name.endsWith('.js.map') ? [relative(base, path)] : [];
  });
}

type RawMap = { version: number; sources: string[]; sourceRoot?: string; sourcesContent?: unknown; file?: string };

/** A source's path from the repository's root (`src/app/app.tsx`), or as written when it lies outside. */
function fromRoot(source: string, mapDir: string, sourceRoot = ''): string {
  if (/^[a-z]+:/i.test(source)) return source;
  const absolute = resolve(mapDir, sourceRoot, source);
  const path = relative(ROOT, absolute).split('\\').join('/');
  return path.startsWith('../..') ? source : path;
}

/** Moves every `*.js.map` of `distDir` into `outDir` (emptied first), slimmed, with the index. Returns the count. */
export function moveWebMaps(distDir: string, outDir: string, release: string): number {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const index: WebMapsIndex = { release, files: {} };
  for (const file of mapFiles(distDir)) {
    const from = join(distDir, file);
    const map = JSON.parse(readFileSync(from, 'utf8')) as RawMap;
    delete map.sourcesContent;
    map.sources = map.sources.map((source) => fromRoot(source, dirname(from), map.sourceRoot));
    delete map.sourceRoot;
    const to = join(outDir, file);
    mkdirSync(dirname(to), { recursive: true });
    writeFileSync(to, JSON.stringify(map));
    rmSync(from);
    const script = `/${posix.normalize(file.split('\\').join('/')).replace(/\.map$/, '')}`;
    index.files[script] = file.split('\\').join('/');
  }
  writeFileSync(join(outDir, WEB_MAPS_INDEX), `${JSON.stringify(index, null, 2)}\n`);
  return Object.keys(index.files).length;
}

/** The files of a build that name a source map (`sourceMappingURL=`): Hosting serves no map, so none may. */
export function filesNamingAMap(distDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return readFileSync(path).includes('sourceMappingURL=') ? [relative(distDir, path)] : [];
    });
  return walk(distDir);
}
