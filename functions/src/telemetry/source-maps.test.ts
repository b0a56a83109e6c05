import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { medianMs } from '../../../tests/support/timing';
import { mapStack, withSourceLines } from './source-maps';

/** A component as the web build ships it: minified to one line, its map beside it under the release's index. */
const SOURCE = `import { useState } from 'react';

export function PrintButton() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => {
      setCount(count + 1);
      throw new Error('print failed');
    }}>
      Print
    </button>
  );
}
`;
const THROW_LINE = SOURCE.split('\n').findIndex((line) => line.includes('throw new Error')) + 1;

let dir = '';
let frame = { line: 0, column: 0 };
beforeAll(async () => {
  const built = await transform(SOURCE, {
    loader: 'tsx',
    jsx: 'automatic',
    minify: true,
    sourcemap: 'external',
    sourcefile: 'src/features/services/components/PrintButton.tsx',
  });
  dir = mkdtempSync(join(tmpdir(), 'web-maps-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/ghap-page-Ab12Cd.js.map'), built.map);
  writeFileSync(join(dir, 'sw.js.map'), built.map);
  const files = { '/assets/ghap-page-Ab12Cd.js': 'assets/ghap-page-Ab12Cd.js.map', '/sw.js': 'sw.js.map' };
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ release: 'r2', files }));
  // V8 points a thrown error's frame at its `new Error`.
  const at = built.code.indexOf('new Error');
  const before = built.code.slice(0, at);
  frame = { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
});

const origin = 'https://www.clinic.example';

describe('mapStack', () => {
  it("turns a minified frame into the component's file and line, in V8's and Firefox's frames", () => {
    const at = `${frame.line}:${frame.column}`;
    const stack = `Error: print failed\n    at onClick (${origin}/assets/ghap-page-Ab12Cd.js:${at})\n    at x (${origin}/assets/index-Zz.js:1:9)`;
    const mapped = mapStack(stack, 'r1', dir);
    expect(mapped).toMatch(
      new RegExp(
        `^Error: print failed\\n    at onClick \\(src/features/services/components/PrintButton\\.tsx:${THROW_LINE}:\\d+\\)\\n`,
      ),
    );
    // A script the maps do not know stays as the browser wrote it.
    expect(mapped).toContain(`at x (${origin}/assets/index-Zz.js:1:9)`);
    expect(mapStack(`onClick@${origin}/assets/ghap-page-Ab12Cd.js:${at}`, 'r1', dir)).toMatch(
      new RegExp(`^onClick@src/features/services/components/PrintButton\\.tsx:${THROW_LINE}:\\d+$`),
    );
  });

  it("maps a script without a content hash only for the maps' own release", () => {
    const stack = `    at a (${origin}/sw.js:${frame.line}:${frame.column})`;
    expect(mapStack(stack, 'r2', dir)).toContain(`PrintButton.tsx:${THROW_LINE}:`);
    expect(mapStack(stack, 'r1', dir)).toBe(stack);
  });

  it('leaves a stack as it is without maps, and a line no mapping reaches', () => {
    const stack = `    at a (${origin}/assets/ghap-page-Ab12Cd.js:${frame.line}:${frame.column})`;
    expect(mapStack(stack, 'r2', join(dir, 'missing'))).toBe(stack);
    expect(mapStack(stack, 'r2', null)).toBe(stack);
    const beyond = `    at a (${origin}/assets/ghap-page-Ab12Cd.js:${frame.line + 5}:1)`;
    expect(mapStack(beyond, 'r2', dir)).toBe(beyond);
    expect(
      withSourceLines(
        { kind: 'error', source: 'uncaught', release: 'r2', pageType: 'home', name: 'E', message: 'm', url: origin },
        dir,
      ),
    ).not.toHaveProperty('stack');
  });

  it('stays linear on hostile input', async () => {
    for (const text of ['://'.repeat(3000), `${origin}/assets/a.js:`.repeat(300), ':1:1'.repeat(2000)]) {
      expect(await medianMs(() => mapStack(text, 'r2', dir), 5)).toBeLessThan(200);
    }
  });
});
