import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { markedKeys, parseEnvText, projectEnvSuffixes, readBuildEnv, readEnvFiles } from './env-files';

const ROOT = new URL('../../..', import.meta.url).pathname;

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function folder(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'clinic-env-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('env files', () => {
  it('mark the key under a PLACEHOLDER comment, and only that key', () => {
    const text = [
      '# About the file',
      'A=1',
      '# PLACEHOLDER: replace before launch',
      '# (the host)',
      'B=smtps://x@host:465',
      'C=3',
      '',
      '# PLACEHOLDER',
      '',
      'D=4',
    ].join('\n');
    expect([...markedKeys(text)]).toEqual(['B']);
    expect(parseEnvText(text, 'f.env').get('B')).toEqual({ value: 'smtps://x@host:465', file: 'f.env', marked: true });
  });

  it("are merged as firebase-tools merges them: the project's file over the shared one, unmarked", () => {
    const root = folder({
      'm.env': '# PLACEHOLDER\nFROM=a@example.com\nKEEP=yes\n',
      'm.env.clinic-prod': 'FROM="Clinic <a@clinic.ca>"\n',
    });
    const merged = readEnvFiles(root, ['m.env', 'm.env.clinic-prod', 'm.env.missing']);
    expect(merged.get('FROM')).toEqual({ value: 'Clinic <a@clinic.ca>', file: 'm.env.clinic-prod', marked: false });
    expect(merged.get('KEEP')).toEqual({ value: 'yes', file: 'm.env', marked: false });
  });

  it("are looked up by the project's id and its .firebaserc aliases", () => {
    const root = folder({
      '.firebaserc': JSON.stringify({ projects: { default: 'demo-clinic', prod: 'clinic-prod' } }),
    });
    expect(projectEnvSuffixes(root, 'clinic-prod')).toEqual(['prod', 'clinic-prod']);
    expect(projectEnvSuffixes(join(root, 'none'), 'clinic-prod')).toEqual(['clinic-prod']);
  });
});

describe("the web build's env files", () => {
  it("are read by the deploy check exactly as `vite build` reads them, with the repository's vite.config.ts", async () => {
    const root = folder({
      '.env': 'VITE_SITE_URL=https://www.from-env.ca\nVITE_FIREBASE_APP_ID=1:1:web:env\nVITE_ONLY_ENV=a\nOTHER=x\n',
      '.env.local': 'VITE_FIREBASE_APP_ID=1:1:web:local\n',
      '.env.production': 'VITE_FIREBASE_PROJECT_ID=clinic-prod\nVITE_SITE_URL=https://www.from-production.ca\n',
      '.env.production.local': 'VITE_SITE_URL=https://www.clinic.ca\nVITE_FIREBASE_API_KEY="AIza key"\n',
      '.env.development.local': 'VITE_FIREBASE_PROJECT_ID=clinic-dev\n',
    });
    // What the build's import.meta.env gets from them: its own config file, in build mode, over this folder.
    const built = await resolveConfig(
      { root, configFile: join(ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'silent' },
      'build',
    );
    const fromVite = Object.fromEntries(Object.entries(built.env).filter(([key]) => key.startsWith('VITE_')));
    const read = readBuildEnv(root);
    expect(read).toEqual(fromVite);
    expect(read).toMatchObject({
      VITE_SITE_URL: 'https://www.clinic.ca',
      VITE_FIREBASE_PROJECT_ID: 'clinic-prod',
      VITE_FIREBASE_APP_ID: '1:1:web:local',
      VITE_FIREBASE_API_KEY: 'AIza key',
      VITE_ONLY_ENV: 'a',
    });
    expect(read).not.toHaveProperty('OTHER');
  });
});
