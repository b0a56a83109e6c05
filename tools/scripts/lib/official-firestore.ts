import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { FIRESTORE_MAIN_CLASS, type OfficialFirestore } from './firestore-choice';
import { waitFor } from './ports';

const ROOT = new URL('../../..', import.meta.url).pathname;
const LAUNCHER_DIR = join(ROOT, '.local', 'firestore-launcher');

/**
 * A manifest's lines are at most 72 bytes; longer ones continue on the next line after one space
 * (the JAR File Specification).
 */
export function manifestLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += start === 0 ? 72 : 71) {
    parts.push(bytes.subarray(start, start === 0 ? 72 : start + 71).toString('utf8'));
  }
  return parts.join('\r\n ') + '\r\n';
}

/** The manifest of a JAR that starts the emulator's main class from the JAR at `jarPath`. */
export function launcherManifest(jarPath: string): string {
  return [
    'Manifest-Version: 1.0',
    `Main-Class: ${FIRESTORE_MAIN_CLASS}`,
    `Class-Path: ${pathToFileURL(jarPath).href}`,
    'Created-By: clinic-website tools/scripts/lib/official-firestore.ts',
  ]
    .map(manifestLine)
    .join('')
    .concat('\r\n');
}

/** 00:00 on 1980-01-01, the earliest MS-DOS time (the time in the low half, the date in the high). */
const DOS_1980_01_01 = ((1 << 5) | 1) << 16;

/** A ZIP archive of uncompressed entries: all a JAR of one manifest needs, without a JDK's `jar` tool. */
export function storedZip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed: 1.0
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(DOS_1980_01_01, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(DOS_1980_01_01, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * What `FIRESTORE_EMULATOR_BINARY_PATH` names for firebase-tools, which runs `java -jar` on it: firebase-tools'
 * own cached JAR as it is, or for the Cloud SDK's JAR (no Main-Class) a launcher JAR under .local/ that names
 * the main class and puts that JAR on its class path. firebase-tools chmods the file, so it is never the SDK's.
 */
export function firebaseToolsBinary(official: OfficialFirestore): string {
  if (official.jar.source === 'firebase-tools cache') return official.jar.path;
  const manifest = launcherManifest(official.jar.path);
  const name = `launcher-${createHash('sha256').update(manifest).digest('hex').slice(0, 12)}.jar`;
  const file = join(LAUNCHER_DIR, name);
  if (!existsSync(file)) {
    mkdirSync(LAUNCHER_DIR, { recursive: true });
    writeFileSync(file, storedZip([{ name: 'META-INF/MANIFEST.MF', data: Buffer.from(manifest) }]));
  }
  return file;
}

type StandaloneFirestore = { host: string; stop: () => Promise<void>; isRunning: () => boolean };

/**
 * Starts the official emulator's JAR on its own (as its own `cloud_firestore_emulator` script does) on `port`,
 * enforcing `rules` when given, and waits until it answers. Its output goes to `logFile`. Used by the rules tier,
 * the benchmarks and the API test that takes the database away, which need nothing else.
 */
export async function startStandaloneFirestore(
  official: OfficialFirestore,
  { port, rules, logFile }: { port: number; rules?: string; logFile: string },
): Promise<StandaloneFirestore> {
  const args = ['-Duser.language=en', '-cp', official.jar.path, FIRESTORE_MAIN_CLASS, 'start'];
  args.push('--host', '127.0.0.1', '--port', String(port));
  if (rules) args.push('--rules', rules);
  const child = spawn(official.java.path, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = false;
  child.once('exit', () => (exited = true));
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', () => kill('SIGKILL'));
  const host = `127.0.0.1:${port}`;
  const stop = async () => {
    kill('SIGTERM');
    await waitFor('the Firestore emulator to exit', async () => exited, { timeoutMs: 10_000 }).catch(() =>
      kill('SIGKILL'),
    );
  };
  try {
    await waitFor(
      `the official Firestore emulator on ${host}`,
      // An exit ends the wait at once (waitFor takes a thrown check as "not yet").
      async () => exited || (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) })).ok,
      { timeoutMs: 60_000 },
    );
    if (exited) throw new Error(`it exited with code ${child.exitCode}`);
  } catch (error) {
    await stop();
    throw new Error(`The official Firestore emulator did not start (${(error as Error).message}). See ${logFile}`);
  }
  return { host, stop, isRunning: () => !exited };
}
