/// <reference types="node" />
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Guards the bundle boundaries that review alone would miss: Firebase must never reach the
 * public entry chunk, and features stay independent so they can be changed one at a time.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
// Static imports only: `import(...)` is how lazy routes cross the boundary on purpose.
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '');
}

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

const rel = (path: string) => relative(SRC, path).split('\\').join('/');
const FILES = sourceFiles(SRC);

describe('architecture', () => {
  it('imports the Firebase SDK only inside the auth feature', () => {
    const offenders = FILES.filter((file) => staticImports(file).some((spec) => spec.startsWith('firebase')))
      .map(rel)
      .filter((path) => !path.startsWith('features/auth/'));
    expect(offenders).toEqual([]);
  });

  it('keeps the auth feature out of the statically loaded entry graph', () => {
    const seen = new Set<string>();
    const queue = [join(SRC, 'main.tsx')];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of staticImports(file)) {
        const target = resolveLocal(file, spec);
        if (target && /\.tsx?$/.test(target)) queue.push(target);
      }
    }
    const reached = [...seen].map(rel);
    expect(reached).toContain('app/routes.tsx');
    expect(reached.filter((path) => path.startsWith('features/auth/'))).toEqual([]);
  });

  it('does not let one feature import another', () => {
    const crossings = FILES.flatMap((file) => {
      const own = /^features\/([^/]+)\//.exec(rel(file))?.[1];
      if (!own) return [];
      return staticImports(file)
        .map((spec) => resolveLocal(file, spec))
        .filter((target): target is string => target !== null)
        .map(rel)
        .filter((target) => target.startsWith('features/') && !target.startsWith(`features/${own}/`))
        .map((target) => `${rel(file)} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('imports nothing upward: shared < config, lib, rendering, components, paths < features < pages < app < entries', () => {
    const LAYERS: Record<string, number> = {
      shared: 0,
      ...{ config: 1, lib: 1, rendering: 1, components: 1, paths: 1 },
      ...{ features: 2, 'service-worker': 2 },
      pages: 3,
      app: 4,
    };
    // Anything else at the top of src/ (main.tsx, entry-server.tsx) is an entry: nothing may import it.
    const layerOf = (path: string) => LAYERS[path.split('/')[0]?.replace(/\.tsx?$/, '') ?? ''] ?? 5;
    const upward = FILES.flatMap((file) =>
      staticImports(file)
        .map((spec) => resolveLocal(file, spec))
        .filter((target): target is string => target !== null && target.startsWith(SRC))
        .filter((target) => layerOf(rel(target)) > layerOf(rel(file)))
        .map((target) => `${rel(file)} -> ${rel(target)}`),
    );
    expect(upward).toEqual([]);
  });
});
