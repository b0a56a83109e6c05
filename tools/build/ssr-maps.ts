import { readdirSync } from 'node:fs';
import { join } from 'node:path';
// The same slimming as the functions' own bundle (functions/build.mjs).
import { slimMapFile } from '../../functions/source-map-trim.mjs';

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
 * entry-server.mjs). The `pages` function reads a file's map when a logged error's stack first names it
 * (functions/src/core/source-stack.ts): 6.4 MB of maps before, 0.7 MB after (decision 0018). A frame in a package
 * keeps its bundle file and line, as without a map. Returns the bytes before and after.
 */
export function slimSsrMaps(ssrDir: string): { before: number; after: number } {
  let before = 0;
  let after = 0;
  for (const file of mapFiles(ssrDir)) {
    const sizes = slimMapFile(file);
    before += sizes.before;
    after += sizes.after;
  }
  return { before, after };
}
