import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadEnv } from 'vite';

/** firebase-tools' own dotenv parser, so quotes and escapes mean here what they mean to `firebase deploy`. */
const { parse } = createRequire(import.meta.url)('firebase-tools/lib/functions/env') as {
  parse: (data: string) => { envs: Record<string, string> };
};

/** One setting of a dotenv file, and the file it was read from (the last file that sets it, as firebase-tools merges). */
export type EnvSetting = { value: string; file: string; marked: boolean };

/** The env-file form of the placeholder mark: a comment line saying PLACEHOLDER in the comment block just above a key. */
const MARK = /^#.*\bPLACEHOLDER\b/;

/** The keys a PLACEHOLDER comment marks in this dotenv text. */
export function markedKeys(text: string): Set<string> {
  const marked = new Set<string>();
  let inMarkedComment = false;
  for (const line of text.split(/\r?\n/).map((part) => part.trim())) {
    if (line.startsWith('#')) {
      inMarkedComment ||= MARK.test(line);
      continue;
    }
    const key = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1];
    if (key && inMarkedComment) marked.add(key);
    inMarkedComment = false;
  }
  return marked;
}

/** A dotenv text's settings, each with whether a PLACEHOLDER comment marks it. */
export function parseEnvText(text: string, file: string): Map<string, EnvSetting> {
  const marked = markedKeys(text);
  return new Map(
    Object.entries(parse(text).envs).map(([key, value]) => [key, { value, file, marked: marked.has(key) }]),
  );
}

/**
 * The settings firebase-tools would deploy from these files (paths from the project's root, as refusals name them),
 * the later overriding the earlier (`x.env` then `x.env.<project>`); files that do not exist are skipped.
 */
export function readEnvFiles(root: string, files: string[]): Map<string, EnvSetting> {
  const merged = new Map<string, EnvSetting>();
  for (const file of files) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    for (const [key, setting] of parseEnvText(readFileSync(path, 'utf8'), file)) merged.set(key, setting);
  }
  return merged;
}

/**
 * The names firebase-tools accepts after `.env.` for this project: its id, and any alias .firebaserc gives it
 * (`firebase use --add`), as it reads functions/.env.<alias> and extensions/<instance>.env.<alias> too.
 */
export function projectEnvSuffixes(root: string, project: string): string[] {
  const rc = join(root, '.firebaserc');
  const projects = existsSync(rc)
    ? ((JSON.parse(readFileSync(rc, 'utf8')) as { projects?: Record<string, string> }).projects ?? {})
    : {};
  const aliases = Object.entries(projects).flatMap(([alias, id]) =>
    id === project && alias !== project ? [alias] : [],
  );
  return [...aliases, project];
}

/** The mode `vite build` runs in (npm run build, npm run deploy): it picks .env.production and .env.production.local. */
export const BUILD_MODE = 'production';

/**
 * The web build's settings as `vite build` reads them: Vite's own loadEnv, over the same env files in the same order
 * (.env, .env.local, .env.production, .env.production.local, the later winning, the shell over them all), with
 * the prefix the build exposes (vite.config.ts sets no envDir or envPrefix: the project root and VITE_).
 */
export function readBuildEnv(root: string): Record<string, string> {
  return loadEnv(BUILD_MODE, root, 'VITE_');
}
