import { officialEmulatorBlocker } from './firestore-choice';

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
 * The official Storage emulator under the same condition as the official Firestore emulator (Java 21+ and its
 * JAR), else the local folder. `CLINIC_STORAGE=local-folder` forces the folder.
 */
export function chooseStorage(
  localDir: string,
  blocker: () => string | null = () => officialEmulatorBlocker('storage'),
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
    : `local folder ${choice.dir} because ${choice.reason}`;
}
