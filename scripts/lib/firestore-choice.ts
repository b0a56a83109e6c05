import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export type FirestoreChoice = { kind: 'official' } | { kind: 'embedded'; reason: string };

const REQUIRED_JAVA = 21;

export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  const match = `${result.stderr}${result.stdout}`.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" means Java 8
}

function cachedJar(prefix: string): boolean {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => f.startsWith(prefix) && f.endsWith('.jar'));
}

/**
 * Makes sure an official emulator JAR is present, downloading it once when the network allows.
 * Returns null when ready, else the reason it cannot start.
 */
export function officialEmulatorBlocker(emulator: 'firestore' | 'storage'): string | null {
  const java = javaMajorVersion();
  if (java === null) return `Java is not installed (the official ${emulator} emulator needs Java ${REQUIRED_JAVA}+)`;
  if (java < REQUIRED_JAVA)
    return `Java ${java} is installed; the official ${emulator} emulator needs Java ${REQUIRED_JAVA}+`;
  const prefix = emulator === 'firestore' ? 'cloud-firestore-emulator' : 'cloud-storage-rules-runtime';
  if (cachedJar(prefix)) return null;
  try {
    execFileSync('npx', ['firebase', `setup:emulators:${emulator}`], { stdio: 'ignore', timeout: 120_000 });
    return null;
  } catch {
    return `the official ${emulator} emulator JAR is not cached and could not be downloaded from Google`;
  }
}

/** The official emulator when it can start here, else the embedded one (docs/decisions/0003-local-firestore.md). */
export function chooseFirestore(): FirestoreChoice {
  if (process.env.CLINIC_FIRESTORE === 'embedded') return { kind: 'embedded', reason: 'CLINIC_FIRESTORE=embedded' };
  const blocker = officialEmulatorBlocker('firestore');
  return blocker ? { kind: 'embedded', reason: blocker } : { kind: 'official' };
}
