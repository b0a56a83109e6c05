import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markedKeys, parseEnvText, projectEnvSuffixes, readEnvFiles } from './env-files';

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
