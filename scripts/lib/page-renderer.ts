// The `pages` function on plain Node for benchmarks: the embedded Firestore with the demo content, and the
// function's bundled request handler (functions/lib/page-handler.js, built by `npm run build`).
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEmbeddedFirestore } from './local-stack';
import { isPortFree } from './ports';
import { seedDemoContent } from './seed';

const ROOT = new URL('../..', import.meta.url).pathname;

/** A published blog and a location page of the demo content (scripts/lib/demo-data.ts). */
export const DEMO_DYNAMIC_ROUTES = [
  '/location/executive-health-yorkville',
  '/article/fibre-the-most-underrated-nutrient',
];

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Starts the embedded Firestore on `port` and seeds it; `stop` shuts it down. */
export async function startDemoFirestore(port: number): Promise<{ stop: () => void }> {
  if (!(await isPortFree(port))) throw new Error(`Port ${port} is in use: stop whatever holds it and run again.`);
  const firestore = new (loadEmbeddedFirestore())();
  await firestore.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  process.env.GCLOUD_PROJECT = 'demo-clinic';
  await seedDemoContent();
  return { stop: () => firestore.stop() };
}

/** The pages function's handler, as deployed (bundled), reading the Firestore that FIRESTORE_EMULATOR_HOST names. */
export async function loadPageHandler(): Promise<PageHandler> {
  const { handlePageRequest } = (await import(`${ROOT}functions/lib/page-handler.js`)) as {
    handlePageRequest: PageHandler;
  };
  return handlePageRequest;
}

/** The api function's handler, as deployed (bundled). */
export async function loadApiHandler(): Promise<PageHandler> {
  const { handleApiRequest } = (await import(`${ROOT}functions/lib/http-handler.js`)) as {
    handleApiRequest: PageHandler;
  };
  return handleApiRequest;
}

/** A Hosting `source` glob (firebase.json) as a regular expression over the path. */
const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\0')
      .replace(/\*/g, '[^/]*')
      .replace(/\0/g, '.*')}$`,
  );

/**
 * Hosting's rewrites, read from firebase.json: a path the `api` function's rewrites name goes to it, every other
 * path without a file to `pages` (whose rewrite is `**`).
 */
export async function loadHostingFunctions(): Promise<PageHandler> {
  const config = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8')) as {
    hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
  };
  const apiSources = config.hosting.rewrites
    .filter((rewrite) => rewrite.function?.functionId === 'api')
    .map((rewrite) => globToRegExp(rewrite.source));
  const [api, pages] = await Promise.all([loadApiHandler(), loadPageHandler()]);
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    return apiSources.some((source) => source.test(path)) ? api(req, res) : pages(req, res);
  };
}
