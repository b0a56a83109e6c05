import { SourceMap } from 'node:module';
import { describe, expect, it } from 'vitest';

type Map = { version: number; sources: string[]; names: string[]; mappings: string };
type Trim = {
  decodeSegment: (segment: string) => number[];
  encodeSegment: (values: number[]) => string;
  trimSourceMap: (map: Map, keep: (source: string) => boolean) => Map;
};
const { decodeSegment, encodeSegment, trimSourceMap } = (await import('../source-map-trim.mjs' as string)) as Trim;

const OURS = 'src/http/app.ts';
const PACKAGE = 'node_modules/zod/index.js';
/** Line 0: our code from column 0, the package's from column 10. Line 1: the package's, then ours from column 5. */
const MAP = {
  version: 3,
  sources: [OURS, PACKAGE],
  names: [],
  mappings: [
    [encodeSegment([0, 0, 0, 0]), encodeSegment([10, 1, 40, 2])].join(','),
    [encodeSegment([0, 0, 1, 0]), encodeSegment([5, -1, -38, 4])].join(','),
  ].join(';'),
};
const at = (map: object, line: number, column: number) => {
  const entry = new SourceMap(map as never).findEntry(line, column) as {
    originalSource?: string;
    originalLine?: number;
  };
  return entry.originalSource ? `${entry.originalSource}:${entry.originalLine}` : 'unmapped';
};

describe('trimSourceMap', () => {
  it('round-trips base64 VLQ numbers', () => {
    const values = [0, 1, -1, 15, -16, 16, 1023, -1024, 123456];
    expect(decodeSegment(encodeSegment(values))).toEqual(values);
  });

  it("keeps our sources' positions exactly, and maps the package's code to nothing", () => {
    expect([at(MAP, 0, 3), at(MAP, 0, 12), at(MAP, 1, 2), at(MAP, 1, 7)]).toEqual([
      `${OURS}:0`,
      `${PACKAGE}:40`,
      `${PACKAGE}:41`,
      `${OURS}:3`,
    ]);
    const trimmed = trimSourceMap(MAP, (source) => !source.includes('node_modules/'));
    expect(trimmed.sources).toEqual([OURS]);
    expect([at(trimmed, 0, 3), at(trimmed, 0, 12), at(trimmed, 1, 2), at(trimmed, 1, 7)]).toEqual([
      `${OURS}:0`,
      'unmapped',
      'unmapped',
      `${OURS}:3`,
    ]);
  });
});
