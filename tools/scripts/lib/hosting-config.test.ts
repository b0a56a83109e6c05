import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiRewriteSources, generatedFirebaseJson, hostingConfigProblems, hostingRules } from './hosting-config';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const TEXT = readFileSync(join(ROOT, 'firebase.json'), 'utf8');

describe("firebase.json's Hosting rules", () => {
  it('are what the generator writes (run `node --import tsx tools/scripts/hosting-config.ts --write` if this fails)', async () => {
    expect(await hostingConfigProblems(TEXT, ROOT)).toEqual([]);
  });

  it('refuses a rule edited by hand, naming the command that mends it, and the command mends it', async () => {
    const edited = TEXT.replace("script-src 'self';", "script-src 'self' https://cdn.example;");
    expect(edited).not.toBe(TEXT);
    expect(await hostingConfigProblems(edited, ROOT)).toEqual([
      expect.stringContaining('run `node --import tsx tools/scripts/hosting-config.ts --write`'),
    ]);
    expect(await generatedFirebaseJson(edited, ROOT)).toBe(TEXT);
  });

  it("takes the same rules written another way (formatting is the format check's business)", async () => {
    expect(await hostingConfigProblems(JSON.stringify(JSON.parse(TEXT)), ROOT)).toEqual([]);
  });

  it('refuses the same rules in another order: Hosting takes the first that matches', async () => {
    const json = JSON.parse(TEXT) as { hosting: { rewrites: unknown[] } };
    const reordered = { ...json, hosting: { ...json.hosting, rewrites: [...json.hosting.rewrites].reverse() } };
    expect(await hostingConfigProblems(JSON.stringify(reordered, null, 2), ROOT)).toHaveLength(1);
  });

  it('leaves the rest of firebase.json as written', async () => {
    const json = JSON.parse(TEXT) as Record<string, unknown>;
    const changed = { ...json, emulators: { ...(json.emulators as object), singleProjectMode: false } };
    const text = `${JSON.stringify(changed, null, 2)}\n`;
    const written = JSON.parse(await generatedFirebaseJson(text, ROOT)) as typeof changed;
    expect(written.emulators).toEqual(changed.emulators);
  });

  it('rewrites the API under /api/ in one rule and its older addresses each by their first segment', () => {
    expect(apiRewriteSources(['/api/a', '/api/b/:id', '/blogs', '/blog', '/blog/:id', '/blog/:id/x'])).toEqual([
      '/api/**',
      '/blogs',
      '/blog',
      '/blog/**',
    ]);
    const { rewrites } = hostingRules(ROOT);
    expect(rewrites.at(-1)).toEqual({ source: '**', function: { functionId: 'pages', region: 'us-central1' } });
  });

  it('--check exits 1 on a stale file and 0 once --write has run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hosting-config-'));
    const file = join(dir, 'firebase.json');
    try {
      writeFileSync(file, TEXT.replace('"/sw.js"', '"/service-worker.js"'));
      const run = (mode: string) =>
        execFileSync(process.execPath, ['--import', 'tsx', 'tools/scripts/hosting-config.ts', mode, file], {
          cwd: ROOT,
          encoding: 'utf8',
          stdio: 'pipe',
        });
      expect(() => run('--check')).toThrow(/hosting-config\.ts --write/);
      expect(run('--write')).toMatch(/written/);
      expect(run('--check')).toMatch(/current/);
      expect(readFileSync(file, 'utf8')).toBe(TEXT);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Three runs of Node with tsx: seconds each on a loaded machine.
  }, 180_000);
});
