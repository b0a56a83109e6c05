import { describe, expect, it } from 'vitest';
import { commentsOf, missingCommentPaths, pathExists, pathsIn } from './lib/comment-paths';

describe('reading the paths comments name', () => {
  it('finds comments in code, never in strings, URLs or template literals', () => {
    const code = [
      '// Built by tools/scripts/build-web.ts (see src/paths.ts).',
      "const url = 'https://example.com/src/not-a-comment.ts';",
      'const page = `${url}//src/nor-this.ts`;',
      '/** Read by `tools/build/precache.ts`. */',
      'export const x = <div>{/* src/app/app.tsx */}</div>;',
    ].join('\n');
    const paths = commentsOf('x.tsx', code).flatMap((comment) => pathsIn(comment.text, 'src').map((p) => p.path));
    expect(paths.sort()).toEqual([
      'src/app/app.tsx',
      'src/paths.ts',
      'tools/build/precache.ts',
      'tools/scripts/build-web.ts',
    ]);
  });

  it('reads CSS and SVG comments, and resolves ./ and ../ against the file’s folder', () => {
    expect(pathsIn(commentsOf('a.css', '/* from ../paths.ts. */')[0]?.text ?? '', 'src/app')).toEqual([
      { path: 'src/paths.ts', offset: 6 },
    ]);
    expect(commentsOf('a.svg', '<svg><!-- rendered by tools/build/app-icons.ts --></svg>')[0]?.text).toContain(
      'tools/build/app-icons.ts',
    );
  });

  it('reads globs and the root config files named without a folder', () => {
    const paths = pathsIn('icons from src/assets/app-icon*.svg, tested by vitest.config.ts.', 'src').map((p) => p.path);
    expect(paths).toEqual(['src/assets/app-icon*', 'vitest.config.ts']);
  });

  it('takes a folder, an import without its extension or a name’s start for an existing path, nothing else', () => {
    expect(pathExists('src/features')).toBe(true);
    expect(pathExists('src/paths')).toBe(true);
    expect(pathExists('docs/decisions/0007')).toBe(true);
    expect(pathExists('src/assets/app-icon*')).toBe(true);
    expect(pathExists('src/no-such-file.ts')).toBe(false);
    expect(pathExists('docs/decisions/9999')).toBe(false);
  });
});

describe('comments in the repository', () => {
  // Reads every source and document of the repository: about 7 s of one core, more on a busy machine.
  it('name only paths that exist', { timeout: 90_000 }, () => {
    const missing = missingCommentPaths().map(({ file, line, path }) => `${file}:${line} names ${path}`);
    expect(missing).toEqual([]);
  });
});
