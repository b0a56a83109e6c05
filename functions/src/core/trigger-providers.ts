import Module, { createRequire } from 'node:module';
import type * as Https from 'firebase-functions/https';
import type * as Tasks from 'firebase-functions/v2/tasks';

/**
 * The Admin SDK services that firebase-functions' HTTP provider (which its task queue provider loads too) requires at
 * its top level for callable functions (`onCall` checks the caller's ID token and App Check token), and that neither
 * `onRequest` nor `onTaskDispatched` uses. `auth` alone (with
 * jsonwebtoken and jose) was about 110 ms of CPU on each cold start of `api` and `pages` (decision 0018).
 */
const UNUSED_BY_ON_REQUEST = ['firebase-admin/auth', 'firebase-admin/app-check'];

/**
 * The exports of the module `id`, loaded by `load` the first time one of them is read. Every read goes to the real
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
 * Loads firebase-functions' HTTP and task queue providers with UNUSED_BY_ON_REQUEST standing in the module cache as
 * deferred exports, then takes them out again: the providers keep their stand-ins (which load the real service if a
 * callable ever asks), and every later `require` of a service, ours included, loads the real module.
 */
function loadProviders(): { https: typeof Https; tasks: typeof Tasks } {
  const load = createRequire(__filename);
  const standIns: string[] = [];
  for (const id of UNUSED_BY_ON_REQUEST) {
    const file = load.resolve(id);
    if (load.cache[file]) continue;
    const standIn = new Module(file);
    standIn.filename = file;
    standIn.loaded = true;
    standIn.exports = deferredExports(() => load(id) as Record<PropertyKey, unknown>);
    load.cache[file] = standIn;
    standIns.push(file);
  }
  try {
    return {
      https: load('firebase-functions/https') as typeof Https,
      tasks: load('firebase-functions/v2/tasks') as typeof Tasks,
    };
  } finally {
    for (const file of standIns) delete load.cache[file];
  }
}

const { https, tasks } = loadProviders();
export const { onRequest } = https;
export const { onTaskDispatched } = tasks;
