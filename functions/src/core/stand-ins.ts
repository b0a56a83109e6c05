import Module, { createRequire } from 'node:module';

/**
 * The exports of a module, loaded by `load` the first time one of them is read. Every read goes to the real
 * module, through the prototype; the only own property is `__esModule`, so that a bundler's interop helper (which
 * copies a module's own properties, and wraps anything not marked `__esModule` as a default export) reads nothing
 * at load time.
 */
export function deferredExports(load: () => Record<PropertyKey, unknown>): object {
  let real: Record<PropertyKey, unknown> | undefined;
  const forward = new Proxy({}, { get: (_target, key) => (real ??= load())[key] });
  return Object.create(forward, { __esModule: { value: true } });
}

/**
 * Runs `load` (which requires a package) with each of `files` (resolved module files that the package requires at
 * its top level but uses only later, if at all) standing in Node's module cache as deferred exports, then takes
 * the stand-ins out again: the package keeps its stand-ins (which load the real module on the first read), and
 * every later `require` of those files, ours included, loads the real module. A file already loaded stays as it is.
 */
export function withStandIns<T>(files: string[], load: () => T): T {
  const cache = createRequire(__filename).cache;
  const standIns = standInFor(files);
  try {
    return load();
  } finally {
    for (const file of standIns) delete cache[file];
  }
}

/**
 * Puts a stand-in (deferred exports) in Node's module cache for each of `files` not loaded yet, and leaves it there:
 * for a module that every package requiring it requires at its top level and reads only on an older Node, if ever.
 * Its first read loads the real module. Answers the files it stood in for.
 */
export function standInFor(files: string[]): string[] {
  const cache = createRequire(__filename).cache;
  const standIns: string[] = [];
  for (const file of files) {
    if (cache[file]) continue;
    const standIn = new Module(file);
    standIn.filename = file;
    standIn.loaded = true;
    standIn.exports = deferredExports(() => createRequire(file)(file) as Record<PropertyKey, unknown>);
    cache[file] = standIn;
    standIns.push(file);
  }
  return standIns;
}
