// The benchmark-only tools (Lighthouse, chrome-launcher, autocannon) live in tools/bench/package.json, out of the default
// install and CI's. The `bench:*` scripts that need them run this first: it installs them from bench's own lock when
// any is missing or at another version than the lock names, and says so; otherwise it prints nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BENCH = new URL('..', import.meta.url).pathname;

/** What is missing or stale: the lock's top-level packages whose installed copy is absent or another version. */
export function missingBenchTools(benchDir = BENCH) {
  const lock = JSON.parse(readFileSync(join(benchDir, 'package-lock.json'), 'utf8'));
  const root = lock.packages[''];
  const names = Object.keys({ ...root.dependencies, ...root.devDependencies });
  return names.filter((name) => {
    const installed = join(benchDir, 'node_modules', name, 'package.json');
    if (!existsSync(installed)) return true;
    return JSON.parse(readFileSync(installed, 'utf8')).version !== lock.packages[`node_modules/${name}`]?.version;
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const missing = missingBenchTools();
  if (missing.length > 0) {
    console.log(
      `The benchmarks' tools are not installed (${missing.join(', ')}): running npm ci --prefix tools/bench once.`,
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['ci', '--prefix', BENCH, '--no-audit', '--no-fund'], { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error("Installing the benchmarks' tools failed. Run it by hand: npm ci --prefix tools/bench");
      process.exit(result.status ?? 1);
    }
  }
}
