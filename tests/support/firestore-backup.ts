import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_HOST, PROJECT_ID } from '../../tools/scripts/lib/local-stack';

/**
 * The official Firestore emulator's own export, wipe and import (its REST admin endpoints: the export is what
 * `firebase emulators:export` asks it for; the import is what `--import` does at start, here while it runs), for the
 * restore drill.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EMULATOR = `http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}`;
const DATABASE = `projects/${PROJECT_ID}/databases/(default)`;

async function call(method: string, url: string, body?: unknown): Promise<void> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
}

/** Writes every document to `<directory>/<name>/`; answers the metadata file an import reads. */
export async function exportFirestore(directory: string, name: string): Promise<string> {
  await call('POST', `${EMULATOR}:export`, { database: DATABASE, export_directory: directory, export_name: name });
  return `${directory}/${name}/${name}.overall_export_metadata`;
}

export const wipeFirestore = () => call('DELETE', `${EMULATOR}/databases/(default)/documents`);

export const importFirestore = (metadataFile: string) =>
  call('POST', `${EMULATOR}:import`, { database: DATABASE, export_directory: metadataFile });

/** A value in a form toEqual compares exactly: timestamps to the nanosecond, references by path, keys sorted. */
function canonical(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(canonical);
  const typed = value as { constructor?: { name?: string } } & Record<string, unknown>;
  switch (typed.constructor?.name) {
    case 'Timestamp':
      return { timestamp: [typed.seconds, typed.nanoseconds] };
    case 'DocumentReference':
      return { reference: typed.path };
    case 'GeoPoint':
      return { geopoint: [typed.latitude, typed.longitude] };
    case 'Buffer':
    case 'Uint8Array':
      return { bytes: Buffer.from(value as Uint8Array).toString('base64') };
  }
  return Object.fromEntries(
    Object.keys(typed)
      .sort()
      .map((key) => [key, canonical(typed[key])]),
  );
}

async function dumpCollection(collection: CollectionReference, out: Record<string, unknown>): Promise<void> {
  // listDocuments also names documents that only hold subcollections, so nothing below them is missed.
  const refs = await collection.listDocuments();
  if (refs.length === 0) return;
  const snapshots = await collection.firestore.getAll(...refs);
  for (const snapshot of snapshots) if (snapshot.exists) out[snapshot.ref.path] = canonical(snapshot.data());
  for (const ref of refs) for (const sub of await ref.listCollections()) await dumpCollection(sub, out);
}

/** Every document of the database, subcollections included, by path. */
export async function dumpFirestore(db: Firestore): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const collection of await db.listCollections()) await dumpCollection(collection, out);
  return out;
}

/**
 * The image restore command of the runbook in docs/operations.md (`npx tsx functions/src/backups/restore-images.ts …`),
 * run as a clinic runs it, against the local stack: its images are the local folder store, its backup the folder beside
 * it, its library the local Firestore. Answers what the command printed; a failure throws with its output.
 */
export async function runRestoreImages(imageDir: string, args: string[]): Promise<string> {
  const command = ['functions/src/backups/restore-images.ts', '--project', PROJECT_ID, ...args];
  try {
    const { stdout } = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsx'), command, {
      cwd: ROOT,
      env: { ...process.env, CLINIC_LOCAL_IMAGE_DIR: imageDir, FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST },
      timeout: 60_000,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`restore-images ${args.join(' ')} failed: ${failed.stderr || failed.stdout || failed.message}`);
  }
}
