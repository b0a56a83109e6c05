import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * functions/package-lock.json is what Cloud Build installs with `npm ci` on deploy; the root lockfile is what CI
 * installs and tests. Regenerate with `npm --workspace functions run lock` when either test fails.
 */
const FIX = 'Run `npm --workspace functions run lock` and commit functions/package-lock.json.';

const dependencies = z.record(z.string(), z.string());
const lockSchema = z.object({
  lockfileVersion: z.number(),
  packages: z.record(z.string(), z.object({ version: z.string().optional(), dependencies: dependencies.optional() })),
});
const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as unknown;

const manifest = z.object({ dependencies }).parse(read('../package.json'));
const lock = lockSchema.parse(read('../package-lock.json'));
const rootLock = lockSchema.parse(read('../../package-lock.json'));
const nameOf = (key: string) => key.split('node_modules/').pop() as string;

describe('functions/package-lock.json', () => {
  it('records exactly the dependencies of functions/package.json, each one locked', () => {
    expect(lock.packages['']?.dependencies, FIX).toEqual(manifest.dependencies);
    const unlocked = Object.keys(manifest.dependencies).filter((name) => !lock.packages[`node_modules/${name}`]);
    expect(unlocked, FIX).toEqual([]);
  });

  it('locks each direct dependency at the version the root lockfile (what CI tests) resolved for functions/', () => {
    const rootVersionOf = (name: string) =>
      (rootLock.packages[`functions/node_modules/${name}`] ?? rootLock.packages[`node_modules/${name}`])?.version;
    const differ = Object.keys(manifest.dependencies)
      .map((name) => ({ name, deploy: lock.packages[`node_modules/${name}`]?.version, ci: rootVersionOf(name) }))
      .filter(({ deploy, ci }) => deploy !== ci);
    expect(differ, FIX).toEqual([]);
  });

  it('installs no package at a version that CI did not install', () => {
    const tested = new Set(Object.entries(rootLock.packages).map(([key, p]) => `${nameOf(key)}@${p.version}`));
    const untested = Object.entries(lock.packages)
      .filter(([key, p]) => key !== '' && !tested.has(`${nameOf(key)}@${p.version}`))
      .map(([key, p]) => `${key}@${p.version}`);
    expect(untested, FIX).toEqual([]);
  });
});
