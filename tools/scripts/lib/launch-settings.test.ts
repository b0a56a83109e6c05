import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPlaceholder, placeholder } from '../../../src/shared/placeholder';
import { CONFIG_ROOTS, readLaunchSettings } from './launch-settings';
import { findPlaceholders, looksLikeAStandIn, placeholderProblems } from './placeholder-settings';

const ROOT = new URL('../../..', import.meta.url).pathname;

function sourceFiles(path: string): string[] {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
  return /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [relative(ROOT, path)] : [];
}

describe('placeholder marks', () => {
  it('are found in the repository, every one of them, in the config objects the check walks', () => {
    const { placeholders } = readLaunchSettings();
    expect(placeholders.marked.length).toBeGreaterThanOrEqual(11);
    expect(placeholders.unplaced).toEqual([]);
  });

  it('are made only in the files the check walks, so a new placeholder elsewhere fails here first', () => {
    const marking = ['src', 'functions/src']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => file !== 'src/shared/placeholder.ts')
      .filter((file) => /\bplaceholder\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(marking.sort()).toEqual(CONFIG_ROOTS.map((root) => root.file).sort());
  });

  it('replace the old PLACEHOLDER comments in those files: the mark is the call, which the check can see', () => {
    for (const { file } of CONFIG_ROOTS) {
      expect(readFileSync(join(ROOT, file), 'utf8'), file).not.toMatch(/\/\/.*PLACEHOLDER/);
    }
  });

  it('refuse a placeholder added under a new key, by its path, with no change to the check', () => {
    const config = { booking: { newProvider: placeholder('https://book.clinic.ca/new') }, hours: 'Mon–Fri' };
    const findings = findPlaceholders(
      [{ name: 'SITE_CONFIG', file: 'src/config/site-config.ts', value: config }],
      isPlaceholder,
      [config.booking.newProvider],
    );
    expect(placeholderProblems(findings)).toEqual([
      expect.stringMatching(/^SITE_CONFIG\.booking\.newProvider is a placeholder \(https:\/\/book\.clinic\.ca\/new\)/),
    ]);
  });

  it('refuse a marked value defined where the check does not look, and an unmarked stand-in', () => {
    const stray = placeholder({ phone: '416-924-0000' });
    const config = { fax: { display: '416-555-0150' }, note: 'a placeholder video', ok: 'https://clinic.ca' };
    const findings = findPlaceholders([{ name: 'C', file: 'c.ts', value: config }], isPlaceholder, [stray]);
    expect(placeholderProblems(findings)).toEqual([
      expect.stringMatching(/^C\.fax\.display \(c\.ts\) looks like a stand-in \("416-555-0150"/),
      expect.stringMatching(/^C\.note \(c\.ts\) looks like a stand-in/),
      expect.stringMatching(/marked placeholder \(416-924-0000\) is defined where the deploy check does not look/),
    ]);
  });
});

describe('a stand-in', () => {
  it('is a reserved example domain or number, not a real address that merely contains the words', () => {
    for (const value of ['https://example.com/a', 'a@example.org', 'smtps://u@smtp.example.com:465', 'x@mail.test']) {
      expect(looksLikeAStandIn(value), value).toBe(true);
    }
    for (const value of ['416-555-0100', '+14165550199', 'https://youtu.be/placeholder-tour']) {
      expect(looksLikeAStandIn(value), value).toBe(true);
    }
    for (const value of ['https://www.example.ca', 'https://test-centre.ca', 'a@clinic.testing.ca', '416-555-0200']) {
      expect(looksLikeAStandIn(value), value).toBe(false);
    }
  });
});
