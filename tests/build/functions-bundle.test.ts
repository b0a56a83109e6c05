import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LIB = new URL('../../functions/lib/', import.meta.url).pathname;
if (!existsSync(`${LIB}index.js`))
  throw new Error('No functions bundle in functions/lib: run `npm run build:functions` first.');

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  functions: { ignore: string[] }[];
};

describe('the deployed functions bundle', () => {
  it('is the functions entry point alone: no benchmark entry points beside it', () => {
    expect(readdirSync(LIB).sort()).toEqual(['index.js', 'index.js.map']);
  });

  it("leaves the benchmarks' own bundle and build files out of the deploy", () => {
    expect(firebaseJson.functions[0]?.ignore).toEqual(
      expect.arrayContaining(['bench-lib', 'esbuild-options.mjs', 'src']),
    );
  });
});
