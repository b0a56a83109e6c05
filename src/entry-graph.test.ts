/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The auth feature (and with it the Firebase SDK) must never reach the public entry's static import graph: it loads
 * lazily for /login and /admin. ESLint holds the other boundaries (eslint.config.js); this one is about the graph
 * from main.tsx, which no import rule sees.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
// Static imports only: `import(...)` is how lazy routes cross the boundary on purpose.
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/gm;

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

describe('the public entry', () => {
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
});
