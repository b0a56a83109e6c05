import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { filesNamingAMap, WEB_MAPS_INDEX, type WebMapsIndex } from '../../tools/build/web-maps';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const MAPS = join(ROOT, 'functions/web-maps');
if (!existsSync(join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build:web` first.');

const scripts = (dir: string, prefix: string): string[] =>
  readdirSync(dir).flatMap((name) => (name.endsWith('.js') ? [`${prefix}${name}`] : []));

describe('source maps (decision 0020)', () => {
  test('no file Hosting serves names a source map, and none is there to serve', () => {
    expect(filesNamingAMap(DIST)).toEqual([]);
    const maps = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? maps(join(dir, entry.name)) : entry.name.endsWith('.map') ? [entry.name] : [],
      );
    expect(maps(DIST)).toEqual([]);
  });

  test('the map of every built script is kept beside the functions, slimmed, its sources from the root', () => {
    const index = JSON.parse(readFileSync(join(MAPS, WEB_MAPS_INDEX), 'utf8')) as WebMapsIndex;
    // Rolldown's runtime helpers are generated code: they have no source, so no map.
    const built = [...scripts(join(DIST, 'assets'), '/assets/'), '/sw.js'].filter(
      (script) => !script.startsWith('/assets/rolldown-runtime-'),
    );
    expect(built.length).toBeGreaterThan(50);
    expect(Object.keys(index.files).sort()).toEqual(built.sort());
    const sources = new Set<string>();
    for (const file of Object.values(index.files)) {
      const map = JSON.parse(readFileSync(join(MAPS, file), 'utf8')) as { sources: string[]; sourcesContent?: unknown };
      expect(map, file).not.toHaveProperty('sourcesContent');
      for (const source of map.sources) sources.add(source);
    }
    expect([...sources].filter((source) => !/^(src|node_modules|build)\//.test(source))).toEqual([]);
    expect(sources).toContain('src/features/services/components/PrintButton.tsx');
  });

  test("the server build's maps hold only our code's mappings, and still map a frame of ours to its source line", () => {
    const ssr = join(ROOT, 'functions/ssr');
    const mapOf = (file: string) =>
      JSON.parse(readFileSync(join(ssr, `${file}.map`), 'utf8')) as SourceMapPayload & { sourcesContent?: unknown };
    // Rolldown's runtime helpers are generated code, without a map.
    const files = [
      'entry-server.mjs',
      ...readdirSync(join(ssr, 'chunks')).flatMap((name) =>
        name.endsWith('.mjs.map') ? [`chunks/${name.replace(/\.map$/, '')}`] : [],
      ),
    ];
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const map = mapOf(file);
      expect(map, file).not.toHaveProperty('sourcesContent');
      expect(
        map.sources.filter((source) => source.includes('node_modules/')),
        file,
      ).toEqual([]);
    }
    // entry-server.mjs is mostly React DOM's server renderer, which no longer maps; our render-document does.
    const entry = new SourceMap(mapOf('entry-server.mjs'));
    const lines = readFileSync(join(ssr, 'entry-server.mjs'), 'utf8').split('\n');
    const mapped = new Set(
      lines.flatMap((line, at) => {
        const { originalSource } = entry.findEntry(at, Math.max(0, line.length - 1)) as { originalSource?: string };
        // A position in React DOM maps to no source (a segment without one ends the mapping before it).
        return originalSource ? [originalSource.replace(/^.*?\/src\//, 'src/')] : [];
      }),
    );
    expect(mapped).toContain('src/rendering/render-document.tsx');
    expect([...mapped].filter((source) => source.includes('node_modules/'))).toEqual([]);
  });
});
