// Trims a source map to the sources worth mapping (build.mjs: the bundle's own code, not the packages inlined into
// it). A logged error's stack is mapped with these maps (src/core/source-stack.ts), which parses a file's whole map
// the first time a stack names it; with zod, sanitize-html and busboy's mappings in it, api.js's map took about a
// quarter of a cold start's CPU when Node mapped every stack (decision 0018). A position in a dropped source maps to
// nothing, so a stack frame there names the bundle's file and line, as without a map.
import { readFileSync, writeFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]));

/** The numbers of one segment of a map's `mappings` (base64 VLQ, each relative to the one before). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export function encodeSegment(values) {
  let out = '';
  for (const number of values) {
    let vlq = number < 0 ? (-number << 1) | 1 : number << 1;
    do {
      let digit = vlq & 31;
      vlq >>>= 5;
      if (vlq > 0) digit |= 32;
      out += BASE64[digit];
    } while (vlq > 0);
  }
  return out;
}

/**
 * The map without the mappings of the sources `keep` refuses: they leave `sources`, and where generated code of a
 * dropped source starts (after a kept one's, or at a line's start), a segment without a source ends any mapping. `names` stays
 * as it is, so the kept segments' name indexes still hold.
 * @param {{ version: number, sources: string[], names: string[], mappings: string }} map
 * @param {(source: string) => boolean} keep
 */
export function trimSourceMap(map, keep) {
  const kept = map.sources.map((source) => keep(source));
  const newIndex = [];
  const sources = [];
  map.sources.forEach((source, i) => {
    if (!kept[i]) return;
    newIndex[i] = sources.length;
    sources.push(source);
  });
  // The fields after the generated column are relative across the whole map; the column, within a line.
  const from = { source: 0, line: 0, column: 0, name: 0 };
  const to = { source: 0, line: 0, column: 0, name: 0 };
  const lines = map.mappings.split(';').map((line) => {
    if (!line) return '';
    let column = 0;
    let written = 0;
    // Node looks a position up in the last segment at or before it, on an earlier line too: a line that starts in
    // dropped code needs its own segment without a source.
    let mapping = true;
    const out = [];
    for (const segment of line.split(',')) {
      const [delta, source, sourceLine, sourceColumn, name] = decodeSegment(segment);
      column += delta;
      if (source === undefined) {
        out.push(encodeSegment([column - written]));
        written = column;
        mapping = false;
        continue;
      }
      from.source += source;
      from.line += sourceLine;
      from.column += sourceColumn;
      if (name !== undefined) from.name += name;
      if (!kept[from.source]) {
        if (mapping) {
          out.push(encodeSegment([column - written]));
          written = column;
        }
        mapping = false;
        continue;
      }
      const values = [
        column - written,
        newIndex[from.source] - to.source,
        from.line - to.line,
        from.column - to.column,
      ];
      if (name !== undefined) values.push(from.name - to.name);
      out.push(encodeSegment(values));
      written = column;
      mapping = true;
      to.source = newIndex[from.source];
      to.line = from.line;
      to.column = from.column;
      if (name !== undefined) to.name = from.name;
    }
    return out.join(',');
  });
  return { ...map, sources, mappings: lines.join(';') };
}

/**
 * Rewrites the map file at `path` with our own code's mappings only (trimSourceMap, keeping every source outside
 * node_modules) and no `sourcesContent`: what a stack needs to name our source lines, and nothing Node would read
 * for the packages bundled in. Used for the functions' bundle (build.mjs) and the server build
 * (tools/build/ssr-maps.ts). Returns the file's length before and after.
 * @param {string} path
 * @returns {{ before: number, after: number }}
 */
export function slimMapFile(path) {
  const text = readFileSync(path, 'utf8');
  const map = JSON.parse(text);
  delete map.sourcesContent;
  const slim = JSON.stringify(trimSourceMap(map, (source) => !source.includes('node_modules/')));
  writeFileSync(path, slim);
  return { before: text.length, after: slim.length };
}
