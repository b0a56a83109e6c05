import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { FIREBASE_TOOLS_JAVA, findJavas } from './firestore-choice';

/** The Storage emulator's address in firebase.json (emulators.storage). */
export const STORAGE_PORT = 9199;
export const STORAGE_HOST = `127.0.0.1:${STORAGE_PORT}`;

/**
 * Where uploaded images go on the local stack: the official Storage emulator, which the function reaches through
 * the same Cloud Storage adapter as production, or, where that emulator cannot start, a folder the function
 * writes to instead (functions/src/images/image-store.ts).
 */
export type StorageChoice = { kind: 'emulator' } | { kind: 'local-folder'; dir: string; reason: string };

/**
 * Why the official Storage emulator cannot start here, or null when it can: it needs Java 21+ and its rules
 * runtime JAR in firebase-tools' cache. Nothing is downloaded.
 */
export function storageEmulatorBlocker(env: NodeJS.ProcessEnv = process.env): string | null {
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  const runtime = existsSync(cache) && readdirSync(cache).some((f) => /^cloud-storage-rules-runtime.*\.jar$/.test(f));
  if (!runtime) return "its rules runtime is not in firebase-tools' cache (a download from Google)";
  if (!findJavas(env).some((java) => java.major >= FIREBASE_TOOLS_JAVA))
    return `it needs Java ${FIREBASE_TOOLS_JAVA}+ and none was found`;
  return null;
}

/** The official Storage emulator where it can start, else the local folder. `CLINIC_STORAGE=local-folder` forces the folder. */
export function chooseStorage(
  localDir: string,
  blocker: () => string | null = () => storageEmulatorBlocker(),
  env: NodeJS.ProcessEnv = process.env,
): StorageChoice {
  if (env.CLINIC_STORAGE === 'local-folder')
    return { kind: 'local-folder', dir: localDir, reason: 'CLINIC_STORAGE=local-folder' };
  const reason = blocker();
  return reason ? { kind: 'local-folder', dir: localDir, reason } : { kind: 'emulator' };
}

/** One line for the console: which store the images go to, and why. */
export function describeStorage(choice: StorageChoice): string {
  return choice.kind === 'emulator'
    ? `official Storage emulator (${STORAGE_HOST}), through the Cloud Storage adapter`
    : `local folder ${choice.dir} because the official Storage emulator cannot start: ${choice.reason}`;
}
