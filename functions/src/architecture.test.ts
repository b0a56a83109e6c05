/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The functions read one way (decision 0009): index.ts wires http/ (and pages/, decision 0011), which route to
 * the domains, which use content/ and auth/, which use data/ and core/. A module never imports one of a higher
 * layer.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const LAYERS: Record<string, number> = {
  core: 0,
  data: 1,
  ...{ content: 2, auth: 2, mail: 2 },
  ...{ blogs: 3, 'location-pages': 3, categories: 3, contact: 3, newsletter: 3, login: 3, inquiries: 3, images: 3 },
  retention: 3,
  ...{ staff: 3, account: 3 },
  // The daily Firestore export (decision 0019): core's params only.
  backups: 3,
  // Review requests read and stamp blogs and location pages (decision 0023).
  reviews: 3,
  telemetry: 3,
  // The media library and the images it describes use each other: one layer.
  media: 3,
  // Site search's documents of the published blogs and location pages (decision 0026).
  search: 3,
  // Maintenance mode's switch (decision 0029): data/ and auth/ only; pages/ and http/ read it.
  maintenance: 3,
  // Server-rendered pages compose the blog and location-page domains, as http/ routes to them.
  ...{ http: 4, pages: 4 },
  // The change feed (decision 0027) reads both published collections, as pages/ does.
  changes: 4,
  'index.ts': 5,
};
const IMPORT = /^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"](\.[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const top = (path: string) => relative(SRC, path).split(/[\\/]/)[0] ?? '';

describe('functions layout', () => {
  it('gives every top-level folder a layer', () => {
    const unplaced = readdirSync(SRC).filter((name) => !/\.test\.ts$/.test(name) && !(name in LAYERS));
    expect(unplaced).toEqual([]);
  });

  it('imports nothing upward', () => {
    const upward = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => resolve(dirname(file), match[1] ?? ''))
        .filter((target) => target.startsWith(SRC))
        .filter((target) => (LAYERS[top(target)] ?? 99) > (LAYERS[top(file)] ?? 99))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it('takes nothing from the web app but src/shared (what both sides need lives there)', () => {
    const shared = resolve(SRC, '../../src/shared');
    const functionsRoot = resolve(SRC, '..');
    const leaving = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => resolve(dirname(file), match[1] ?? ''))
        .filter((target) => !target.startsWith(functionsRoot) && !target.startsWith(`${shared}/`))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(leaving).toEqual([]);
  });
});
