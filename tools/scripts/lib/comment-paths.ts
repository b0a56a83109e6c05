// Finds the repository paths that comments name (`src/app/routes.tsx`, tools/scripts/lib/run.ts, ./run.ts), so a
// test can fail when a comment points at a file that has moved or gone. Comments are read with the TypeScript
// parser, so a `//` inside a string, a URL or a template literal is never taken for one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(new URL('../../..', import.meta.url).pathname);

/** The folders whose comments are checked, and the root files beside them. */
export const CHECKED = [
  'src',
  'functions/src',
  'tools',
  'tests',
  'e2e',
  'public',
  'vite.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
  'index.html',
];

/** Folders a path may start with. A leading `/` is a URL path (`/api/blogs`), not a file, and is never matched. */
const TOP_FOLDERS = ['src', 'functions', 'tools', 'tests', 'e2e', 'docs', 'public', '.ci'];
const REPO_PATH = new RegExp(`(?<![\\w./@-])((?:${TOP_FOLDERS.join('|')})/[\\w./-]*)`, 'g');
const RELATIVE_PATH = /(?<![\w./@-])(\.\.?\/[\w./-]*)/g;
/** The root's config files, named without a folder: vite.config.ts, vitest.config.ts, tsconfig.node.json. */
const ROOT_CONFIG = /(?<![\w./@-])((?:vite|vitest|eslint)[\w.-]*\.config\.[jt]s|tsconfig[\w.-]*\.json)(?![\w-])/g;

/** Written by a build, or local settings (.env files), never kept in the repository. */
const NOT_IN_REPO = /^(functions\/lib|functions\/ssr|functions\/web-maps|dist|\.local)(\/|$)|(^|\/)\.env(\.[\w.]+)?$/;

const CODE = new Set(['.ts', '.tsx', '.js', '.mjs']);
const MARKUP_COMMENT = /<!--([\s\S]*?)-->/g;
const CSS_COMMENT = /\/\*([\s\S]*?)\*\//g;

export type CommentPath = { file: string; line: number; path: string };

function codeComments(file: string, text: string): { pos: number; text: string }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen].map(([pos, comment]) => ({ pos, text: comment }));
}

/** Comments found by a pattern whose one group is the comment's text after an opener of `opener` characters. */
function regexComments(text: string, pattern: RegExp, opener: number): { pos: number; text: string }[] {
  return [...text.matchAll(pattern)].map((match) => ({ pos: match.index + opener, text: match[1] ?? '' }));
}

/** The comments of one file, each with its offset in the file. */
export function commentsOf(file: string, text: string): { pos: number; text: string }[] {
  const ext = extname(file);
  if (CODE.has(ext)) return codeComments(file, text);
  if (ext === '.css') return regexComments(text, CSS_COMMENT, '/*'.length);
  if (ext === '.svg' || ext === '.html') return regexComments(text, MARKUP_COMMENT, '<!--'.length);
  return [];
}

/**
 * The paths a comment names, each with its offset in the comment, trimmed of sentence punctuation. `base` is the
 * folder of the file the comment is in, for `./` and `../` paths.
 */
export function pathsIn(comment: string, base: string): { path: string; offset: number }[] {
  const clean = (path: string) => path.replace(/[.]+$/, '');
  const found = (pattern: RegExp, toRoot: (path: string) => string) =>
    [...comment.matchAll(pattern)]
      .filter((match) => !/^\.\.?\/?$/.test(clean(match[1] ?? '')))
      .map((match) => {
        const path = toRoot(clean(match[1] ?? ''));
        // A glob (`src/assets/app-icon*.svg`) names the files its fixed start begins.
        const glob = comment[match.index + (match[1] ?? '').length] === '*';
        return { path: glob ? `${path}*` : path, offset: match.index };
      });
  return [
    ...found(REPO_PATH, (path) => path),
    ...found(ROOT_CONFIG, (path) => path),
    ...found(RELATIVE_PATH, (path) => relative(ROOT, resolve(ROOT, base, path))),
  ];
}

/**
 * Whether `path` (relative to the root) is a file or folder here. An import names a file without its extension; a
 * glob (`…*`) or a name without an extension (`docs/decisions/0007`, a decision by its number) names the start of
 * one.
 */
export function pathExists(path: string): boolean {
  const full = join(ROOT, path.replace(/\*$/, ''));
  if (['', '.ts', '.tsx', '.js', '.mjs'].some((ext) => existsSync(full + ext))) return true;
  const name = basename(full);
  if (!path.endsWith('*') && name.includes('.')) return false;
  const folder = dirname(full);
  return existsSync(folder) && statSync(folder).isDirectory() && readdirSync(folder).some((n) => n.startsWith(name));
}

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => filesUnder(join(path, name)));
}

/** Every path named in a comment in the checked files that does not exist in the working tree. */
export function missingCommentPaths(): CommentPath[] {
  const missing: CommentPath[] = [];
  for (const file of CHECKED.flatMap(filesUnder)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const comment of commentsOf(file, text)) {
      for (const { path, offset } of pathsIn(comment.text, dirname(file))) {
        if (NOT_IN_REPO.test(path) || pathExists(path)) continue;
        const line = text.slice(0, comment.pos + offset).split('\n').length;
        missing.push({ file, line, path });
      }
    }
  }
  return missing;
}
