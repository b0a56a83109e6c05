import { createRequire } from 'node:module';
import type * as Https from 'firebase-functions/https';
import type * as Tasks from 'firebase-functions/v2/tasks';
import { withStandIns } from './stand-ins';

/**
 * The Admin SDK modules that firebase-functions' HTTP provider (which its task queue provider loads too) requires at
 * its top level for callable functions (`onCall` checks the caller's ID token and App Check token, on the Admin SDK's
 * app), and that neither `onRequest` nor `onTaskDispatched` uses. `auth` alone (with jsonwebtoken and jose) was about
 * 110 ms of CPU on each cold start of `api` and `pages`, and `app` (with its own google-auth-library) about 40 ms more,
 * which a location page never needs since its Firestore client does without it (data/firestore.ts, decision 0018).
 */
const UNUSED_BY_ON_REQUEST = ['firebase-admin/auth', 'firebase-admin/app-check', 'firebase-admin/app'];

/**
 * Loads firebase-functions' HTTP and task queue providers with UNUSED_BY_ON_REQUEST standing in the module cache as
 * deferred exports, then takes them out again: the providers keep their stand-ins (which load the real service if a
 * callable ever asks), and every later `require` of a service, ours included, loads the real module.
 */
function loadProviders(): { https: typeof Https; tasks: typeof Tasks } {
  const load = createRequire(__filename);
  return withStandIns(
    UNUSED_BY_ON_REQUEST.map((id) => load.resolve(id)),
    () => ({
      https: load('firebase-functions/https') as typeof Https,
      tasks: load('firebase-functions/v2/tasks') as typeof Tasks,
    }),
  );
}

const { https, tasks } = loadProviders();
export const { onRequest } = https;
export const { onTaskDispatched } = tasks;
