import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// The same trimming as the functions' own bundle (functions/build.mjs).
import { trimSourceMap } from '../../functions/source-map-trim.mjs';

type SsrMap = { version: number; sources: string[]; names: string[]; mappings: string; sourcesContent?: unknown };

function mapFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mapFiles(path);
    return entry.name.endsWith('.mjs.map') ? [path] : [];
  });
}

/**
 * Slims the server build's source maps (functions/ssr) to what maps our own code's stack frames: no
 * `sourcesContent`, and no mappings into the packages bundled in (React DOM's server renderer is most of
 * entry-server.mjs). Node reads and parses the map of each file as the `pages` function loads it, on every cold
 * start: 6.4 MB of maps before, 0.7 MB after, and the server entry's import cost with maps on fell to its cost
 * without (decision 0018). A frame in a package keeps its bundle file and line, as without a map. Returns the
 * bytes before and after.
 */
export function slimSsrMaps(ssrDir: string): { before: number; after: number } {
  let before = 0;
  let after = 0;
  for (const file of mapFiles(ssrDir)) {
    const text = readFileSync(file, 'utf8');
    const map = JSON.parse(text) as SsrMap;
    delete map.sourcesContent;
    const slim = JSON.stringify(trimSourceMap(map, (source: string) => !source.includes('node_modules/')));
    writeFileSync(file, slim);
    before += text.length;
    after += slim.length;
  }
  return { before, after };
}
