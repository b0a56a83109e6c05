import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Stack traces of our own code mapped back to `functions/src/…` and `src/…` lines (decision 0020), read from the
 * bundle's maps only when an error is logged. Node's own source-map support (on at start) read and parsed each
 * bundle file's map as it loaded and mapped every stack formatted afterwards, the Firestore client's included (it
 * keeps the caller's stack on every call): about a tenth of a cold start on Node 22 (decision 0018). Here nothing
 * is read until a logged error's stack names one of our bundle files, and each map once per instance.
 *
 * Our files are those beside the bundle: lib/*.js (the functions) and ssr/**\/*.mjs (the server build), each with
 * its `.map` (functions/build.mjs, tools/build/ssr-maps.ts). A frame elsewhere (Node, a package) stays as written.
 */

/**
 * The folder holding lib/ and ssr/: functions/ once bundled (this code is in a lib/ file). Run from its source
 * (tests, scripts) it is functions/src, where no bundle file is, and nothing is mapped.
 */
const BUNDLE_ROOT = resolve(typeof __dirname === 'string' ? __dirname : process.cwd(), '..');

const maps = new Map<string, SourceMap | null>();

function mapFor(file: string, root: string): SourceMap | null {
  if (!file.startsWith(root + sep) || file.includes(`${sep}node_modules${sep}`)) return null;
  if (!/\.m?js$/.test(file)) return null;
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      const mapFile = `${file}.map`;
      if (existsSync(mapFile)) {
        const payload = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload;
        // Sources as absolute paths, as Node's own mapping wrote them (`/workspace/src/core/respond.ts`).
        // (A bundler's own namespaces, `external-require:…`, stay as they are.)
        const sources = payload.sources.map((source) =>
          isAbsolute(source) || /^[a-z][a-z0-9+.-]*:/i.test(source)
            ? source
            : fileURLToPath(new URL(source, pathToFileURL(mapFile))),
        );
        map = new SourceMap({ ...payload, sources });
      }
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return maps.get(file) ?? null;
}

/** The `…:line:column` at the end of a stack frame's location, split; null if it has none. No regular expression. */
export function splitPosition(location: string): { where: string; line: number; column: number } | null {
  const second = location.lastIndexOf(':');
  const first = location.lastIndexOf(':', second - 1);
  if (first <= 0) return null;
  const line = Number(location.slice(first + 1, second));
  const column = Number(location.slice(second + 1));
  if (!Number.isInteger(line) || !Number.isInteger(column) || line < 1 || column < 1) return null;
  return { where: location.slice(0, first), line, column };
}

/** A frame's file, line and column as V8 writes its location (a path, or a file: URL for a module). */
function splitLocation(location: string): { file: string; line: number; column: number } | null {
  const parts = splitPosition(location);
  if (!parts) return null;
  try {
    const { where, line, column } = parts;
    return { file: where.startsWith('file:') ? fileURLToPath(where) : where, line, column };
  } catch {
    return null;
  }
}

function mapLine(text: string, root: string): string {
  const at = text.indexOf('at ');
  if (at === -1 || text.slice(0, at).trim() !== '') return text;
  // `at name (location)` or `at location`.
  const closing = text.endsWith(')') ? text.length - 1 : text.length;
  const opening = closing < text.length ? text.lastIndexOf('(', closing) : at + 2;
  if (opening === -1) return text;
  const location = text.slice(opening + 1, closing);
  const parts = splitLocation(location);
  if (!parts) return text;
  const entry = mapFor(parts.file, root)?.findEntry(parts.line - 1, parts.column - 1);
  // The nearest mapping before the position: on another line, or in a package left out of the map, it is not ours.
  if (!entry || !('originalSource' in entry) || !entry.originalSource || entry.generatedLine !== parts.line - 1) {
    return text;
  }
  const mapped = `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  return `${text.slice(0, opening + 1)}${mapped}${text.slice(closing)}`;
}

/** The stack with each frame in our bundle files pointing at its source line instead. */
export function sourceStack(stack: string, root: string = BUNDLE_ROOT): string {
  if (!stack.includes(root)) return stack;
  return stack
    .split('\n')
    .map((line) => mapLine(line, root))
    .join('\n');
}

/**
 * The error with its stack mapped to our sources (sourceStack), for the log: pass what a handler caught through
 * this to `logger.error`, or rethrow it so, where the platform logs it. Anything else is returned as it is.
 */
export function withSourceStack<T>(error: T, root: string = BUNDLE_ROOT): T {
  if (error instanceof Error && typeof error.stack === 'string') {
    try {
      error.stack = sourceStack(error.stack, root);
    } catch {
      // The stack as V8 wrote it is still worth logging.
    }
  }
  return error;
}

/** `handler`, whose errors leave with their stacks mapped (withSourceStack), for the platform's log. */
export function mappingThrown<Args extends unknown[], R>(
  handler: (...args: Args) => Promise<R>,
  root: string = BUNDLE_ROOT,
) {
  return async (...args: Args): Promise<R> => {
    try {
      return await handler(...args);
    } catch (error) {
      throw withSourceStack(error, root);
    }
  };
}
