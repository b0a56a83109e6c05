import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mappingThrown, sourceStack, withSourceStack } from './source-stack';

/**
 * A bundle laid out as the deployed one: <root>/lib/*.js and <root>/ssr/*.mjs, each with its map, built from
 * <root>/src. Each source throws from a known line.
 */
let root: string;
const THROWING = (name: string) =>
  [
    `// ${name}: the error is created on line 4.`,
    'export function fail(): never {',
    '  const detail = "on purpose";',
    '  throw new Error(`failed ${detail}`);',
    '}',
  ].join('\n');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'source-stack-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src/fails.ts'), THROWING('fails'));
  writeFileSync(join(root, 'src/renders.ts'), THROWING('renders'));
  const common = {
    bundle: true,
    platform: 'node',
    sourcemap: true,
    sourcesContent: false,
    logLevel: 'silent',
  } as const;
  await build({
    ...common,
    entryPoints: [join(root, 'src/fails.ts')],
    outfile: join(root, 'lib/fails.js'),
    format: 'cjs',
  });
  await build({
    ...common,
    entryPoints: [join(root, 'src/renders.ts')],
    outfile: join(root, 'ssr/renders.mjs'),
    format: 'esm',
  });
  // The same file without its map, as a package's would be.
  await build({
    ...common,
    sourcemap: false,
    entryPoints: [join(root, 'src/fails.ts')],
    outfile: join(root, 'lib/no-map.js'),
    format: 'cjs',
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function stackOf(fail: () => never): string {
  try {
    fail();
  } catch (error) {
    return (error as Error).stack ?? '';
  }
  throw new Error('did not throw');
}

describe('sourceStack', () => {
  it("points a frame in a bundle file at its source line, from the file's map", () => {
    const { fail } = createRequire(import.meta.url)(join(root, 'lib/fails.js')) as { fail: () => never };
    const stack = stackOf(fail);
    expect(stack).toContain(join(root, 'lib/fails.js'));
    const mapped = sourceStack(stack, root);
    expect(mapped).toContain(`at fail (${join(root, 'src/fails.ts')}:4:9)`);
    expect(mapped).not.toContain('lib/fails.js');
    // The message and the frames outside the bundle stay as they were.
    expect(mapped.split('\n')[0]).toBe('Error: failed on purpose');
    expect(mapped).toContain(__filename.replace(/\.ts$/, ''));
  });

  it('maps a frame of the server build, which V8 writes as a file: URL', () => {
    // In a plain Node process: vitest loads modules its own way, and Node's loader writes the URL.
    const url = pathToFileURL(join(root, 'ssr/renders.mjs')).href;
    const script = `import(${JSON.stringify(url)}).then((m) => { try { m.fail(); } catch (e) { console.log(e.stack); } });`;
    const stack = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(stack).toContain(url);
    expect(sourceStack(stack, root)).toContain(`fail (${join(root, 'src/renders.ts')}:4:9)`);
  });

  it('leaves a file without a map, a position outside any mapping and anything outside the bundle as written', () => {
    const { fail } = createRequire(import.meta.url)(join(root, 'lib/no-map.js')) as { fail: () => never };
    const unmapped = stackOf(fail);
    expect(sourceStack(unmapped, root)).toBe(unmapped);
    const elsewhere = `Error: x\n    at f (${join(root, 'lib/fails.js')}:999:1)\n    at g (/elsewhere/lib/fails.js:4:9)`;
    expect(sourceStack(elsewhere, root)).toBe(elsewhere);
    const inPackages = `Error: x\n    at f (${join(root, 'node_modules/pkg/index.js')}:4:9)`;
    expect(sourceStack(inPackages, root)).toBe(inPackages);
  });
});

describe('withSourceStack and mappingThrown', () => {
  const bundleError = (): Error => {
    const { fail } = createRequire(import.meta.url)(join(root, 'lib/fails.js')) as { fail: () => never };
    try {
      fail();
    } catch (error) {
      return error as Error;
    }
    throw new Error('did not throw');
  };

  it("rewrite the error's own stack, which the logger prints, and the error stays the same object", () => {
    const error = bundleError();
    expect(withSourceStack(error, root)).toBe(error);
    expect(error.stack).toContain(`at fail (${join(root, 'src/fails.ts')}:4:9)`);
    expect(error.stack).not.toContain('lib/fails.js');
    // Mapped twice, it stays as mapped once.
    const once = error.stack;
    expect(withSourceStack(error, root).stack).toBe(once);
    expect(withSourceStack('not an error', root)).toBe('not an error');
  });

  it('lets a handler answer, and its error leave mapped', async () => {
    const error = bundleError();
    await expect(mappingThrown(async (a: number) => a + 1, root)(1)).resolves.toBe(2);
    await expect(
      mappingThrown(async () => {
        throw error;
      }, root)(),
    ).rejects.toBe(error);
    expect(error.stack).toContain(`at fail (${join(root, 'src/fails.ts')}:4:9)`);
  });
});

/** A call's arguments, split at its top-level commas. */
function argumentsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char)) depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  return [...parts, current.trim()].filter(Boolean);
}

describe('the logging of caught errors', () => {
  it('passes every error it logs through withSourceStack, so none reaches the log with bundle positions', () => {
    const sourceDir = join(__dirname, '..');
    const files = (readdirSync(sourceDir, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const calls = files.flatMap((file) =>
      // Each logger.error call, up to the end of its statement.
      [...readFileSync(join(sourceDir, file), 'utf8').matchAll(/logger\.error\(([^;]*)\);/g)].map((call) => ({
        file,
        args: argumentsOf(call[1]!),
      })),
    );
    const bare = calls
      .filter(({ args }) => args.some((arg) => /^(error|err|e|caught|failure)$/.test(arg)))
      .map(({ file, args }) => `${file}: logger.error(${args.join(', ')})`);
    expect(bare).toEqual([]);
    expect(calls.filter(({ args }) => args.some((arg) => arg.startsWith('withSourceStack('))).length).toBeGreaterThan(
      4,
    );
  });
});
