import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { logger } from 'firebase-functions/logger';
import type { ClientErrorReport } from '@shared/schemas/client-report';
import { splitPosition } from '../core/source-stack';

/**
 * A browser stack's frames mapped back to our source (decision 0020): `/assets/index-AbC.js:1:2345` becomes
 * `src/app/app.tsx:12:5`, with the release's source maps, which the web build keeps out of Hosting and puts beside
 * the function (tools/build/web-maps.ts: functions/web-maps, an index and one slimmed map per script). Nothing is read
 * until a report with a stack arrives, and each map once per instance, when a frame first names its script.
 *
 * A frame is mapped only when its map is certainly its script's: under /assets/ the file name carries the content's
 * hash, so any release's report maps; another script (the service worker) only when the report is of this release.
 * A frame that cannot be mapped is left as the browser wrote it.
 */

type WebMapsIndex = { release: string; files: Record<string, string> };
type Maps = { dir: string; index: WebMapsIndex; loaded: Map<string, SourceMap | null> };

/** The folder beside the bundle (lib/ or a folder inside it), as functions/src/pages/ssr-bundle.ts finds ssr/. */
function defaultDir(): string | null {
  const here = typeof __dirname === 'string' ? __dirname : process.cwd();
  const candidates = [join(here, '../web-maps'), join(here, '../../web-maps'), join(process.cwd(), 'web-maps')];
  return candidates.find((dir) => existsSync(join(dir, 'index.json'))) ?? null;
}

const instances = new Map<string, Maps | null>();
let warned = false;

function mapsIn(dir: string | null): Maps | null {
  const key = dir ?? '';
  if (instances.has(key)) return instances.get(key) ?? null;
  let maps: Maps | null = null;
  try {
    if (!dir) throw new Error('No web-maps folder beside the functions bundle.');
    const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as WebMapsIndex;
    maps = { dir, index, loaded: new Map() };
  } catch (error) {
    // Reports still reach the log, unmapped: worth one line per instance, not one per report.
    if (!warned) logger.warn('Browser stack traces stay minified: the source maps could not be read.', { error });
    warned = true;
  }
  instances.set(key, maps);
  return maps;
}

function mapOf(maps: Maps, script: string): SourceMap | null {
  const file = maps.index.files[script];
  if (!file) return null;
  if (!maps.loaded.has(script)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(join(maps.dir, file), 'utf8')));
    } catch {
      map = null;
    }
    maps.loaded.set(script, map);
  }
  return maps.loaded.get(script) ?? null;
}

/** What ends a frame's location: V8 wraps it in parentheses, Firefox and Safari put it after `name@`. */
const LOCATION_EDGE = /[\s()@]/;

function mapLocation(maps: Maps, release: string, location: string): string {
  const parts = splitPosition(location);
  if (!parts) return location;
  let script: string;
  try {
    script = new URL(parts.where).pathname;
  } catch {
    return location;
  }
  if (!script.startsWith('/assets/') && release !== maps.index.release) return location;
  const entry = mapOf(maps, script)?.findEntry(parts.line - 1, parts.column - 1);
  // The nearest mapping before the position: on another line, it is not this frame's.
  if (!entry || !('originalSource' in entry) || entry.generatedLine !== parts.line - 1) return location;
  return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
}

let bundled: string | null | undefined;

/** The web release deployed with this function (the build id of the maps beside it), or null without them. */
export function deployedWebRelease(dir?: string | null): string | null {
  if (dir === undefined) bundled ??= defaultDir();
  return mapsIn(dir === undefined ? (bundled ?? null) : dir)?.index.release ?? null;
}

/**
 * The stack with each frame's `https://…/script.js:line:column` replaced by its source's, where a map says. The
 * maps are those beside the bundle unless `dir` names others.
 */
export function mapStack(stack: string, release: string, dir?: string | null): string {
  if (!stack.includes('://')) return stack;
  if (dir === undefined) bundled ??= defaultDir();
  const maps = mapsIn(dir === undefined ? (bundled ?? null) : dir);
  if (!maps) return stack;
  let out = '';
  let copied = 0;
  let scheme = stack.indexOf('://');
  while (scheme !== -1) {
    let start = scheme;
    while (start > copied && !LOCATION_EDGE.test(stack[start - 1] as string)) start--;
    let end = scheme + 3;
    while (end < stack.length && !LOCATION_EDGE.test(stack[end] as string)) end++;
    out += stack.slice(copied, start) + mapLocation(maps, release, stack.slice(start, end));
    copied = end;
    scheme = stack.indexOf('://', end);
  }
  return out + stack.slice(copied);
}

/** The report with its stack mapped (mapStack); a report without a stack as it came. */
export function withSourceLines(report: ClientErrorReport, dir?: string | null): ClientErrorReport {
  return report.stack ? { ...report, stack: mapStack(report.stack, report.release, dir) } : report;
}
