// `npm --workspace functions run lock`: writes functions/package-lock.json, the lockfile Cloud Build installs
// with `npm ci` on deploy. The repository is an npm workspace, so npm alone keeps only the root lockfile; this
// resolves functions/ as a standalone package (--workspaces=false) and then pins every package to the version
// the root lockfile resolved, so a deploy installs what CI tested. functions/src/package-lock.test.ts checks it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// semver comes with npm's own dependency tree at the root; only this maintenance script uses it.
const semver = require('semver');
const LOCK = new URL('package-lock.json', import.meta.url);
const ROOT_LOCK = new URL('../package-lock.json', import.meta.url);

const npmLockOnly = () =>
  execFileSync(
    'npm',
    ['install', '--package-lock-only', '--workspaces=false', '--ignore-scripts', '--no-audit', '--no-fund'],
    {
      cwd: new URL('.', import.meta.url),
      stdio: 'inherit',
    },
  );

const nameOf = (key) => key.split('node_modules/').pop();

npmLockOnly();
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const root = JSON.parse(readFileSync(ROOT_LOCK, 'utf8')).packages;
const tested = new Set(Object.entries(root).map(([key, entry]) => `${nameOf(key)}@${entry.version}`));
let pinned = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key || tested.has(`${nameOf(key)}@${entry.version}`)) continue;
  const name = nameOf(key);
  // Every range any locked package asks of this name: the root's version must satisfy all of them.
  const ranges = Object.values(lock.packages).flatMap((p) =>
    [p.dependencies, p.optionalDependencies, p.peerDependencies].flatMap((d) => (d?.[name] ? [d[name]] : [])),
  );
  const candidates = Object.entries(root)
    .filter(([k, v]) => k && nameOf(k) === name && ranges.every((range) => semver.satisfies(v.version, range)))
    .sort((a, b) => semver.rcompare(a[1].version, b[1].version));
  if (!candidates[0]) {
    console.warn(`${key}@${entry.version}: the root lockfile has no version that fits ${ranges.join(', ')}`);
    continue;
  }
  // The root marks them dev or peer from its own point of view; here they are production dependencies.
  const { dev: _dev, devOptional: _devOptional, peer: _peer, ...pin } = candidates[0][1];
  lock.packages[key] = { ...pin, ...(entry.optional ? { optional: true } : {}) };
  pinned++;
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
// A second pass lets npm check the pinned tree and settle anything the pins changed.
if (pinned) npmLockOnly();
console.log(`functions/package-lock.json written (${pinned} package(s) pinned to the root lockfile's versions).`);
