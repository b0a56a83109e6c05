import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/**
 * The official Firestore emulator, the only one the local stack, the tests and the benchmarks run on
 * (docs/decisions/0003-local-firestore.md): a Java 21+ (firebase-tools refuses anything older) and the emulator's
 * JAR found on this machine, never downloaded behind the developer's back. Where either is missing, the stack, the
 * tests and the benchmarks stop with the command that installs it.
 */
export type JavaFound = { path: string; major: number; source: 'JAVA_HOME' | 'PATH' | 'system JVM folder' };
export type JarFound = {
  path: string;
  /** The Debian package's JAR names no Main-Class, so firebase-tools (`java -jar`) needs a launcher for it. */
  source: 'Debian package' | 'Google Cloud SDK' | 'firebase-tools cache';
};

export type OfficialFirestore = { java: JavaFound; jar: JarFound; reason: string };
/** What is missing, and the command that installs it. */
export type FirestoreMissing = { missing: string; install: string };

/** firebase-tools 15 refuses a Java below this. */
export const FIREBASE_TOOLS_JAVA = 21;
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** A Java 21+: Eclipse Temurin's Debian package (from the Adoptium apt repository, adoptium.net). */
export const INSTALL_JAVA = 'sudo apt-get install temurin-21-jre';
/** The emulator's JAR, into firebase-tools' cache (where findFirestoreJars looks), once Google is reachable. */
export const INSTALL_JAR = 'npx firebase setup:emulators:firestore';

/** The decision, from what was found. Pure, so that every combination of present and absent is tested. */
export function decideFirestore(found: { javas: JavaFound[]; jars: JarFound[] }): OfficialFirestore | FirestoreMissing {
  const jar = found.jars[0];
  const java = found.javas.find((candidate) => candidate.major >= FIREBASE_TOOLS_JAVA);
  if (!java) {
    const seen = found.javas.map((j) => `Java ${j.major}`).join(', ');
    return {
      missing: `a Java ${FIREBASE_TOOLS_JAVA}+ (${seen ? `only ${seen} found` : 'none in JAVA_HOME, PATH or /usr/lib/jvm'})`,
      install: INSTALL_JAVA,
    };
  }
  if (!jar) return { missing: "the Firestore emulator's JAR", install: INSTALL_JAR };
  return { java, jar, reason: `Java ${java.major} (${java.source}) runs the ${jar.source}'s JAR` };
}

/** Thrown where the official emulator cannot start: its message is what is missing and the one command. */
export class FirestoreMissingError extends Error {
  constructor(readonly missing: FirestoreMissing) {
    super(
      `The Firestore emulator cannot start here: it needs ${missing.missing}. Install it with:\n` +
        `  ${missing.install}\nthen run the command again.`,
    );
    this.name = 'FirestoreMissingError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Looking: the search locations, in order of preference. Nothing below is specific to one machine.
// ---------------------------------------------------------------------------------------------------------------

const SYSTEM_JVM_DIRS = ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines'];
const CLOUD_SDK_DIRS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
const JAR_IN_SDK = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function javaMajorVersion(javaPath: string): number | null {
  const result = spawnSync(javaPath, ['-version'], { encoding: 'utf8', timeout: 20_000 });
  if (result.error) return null;
  const match = `${result.stderr}${result.stdout}`.match(/version "(\d+)(?:\.(\d+))?/);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8" means Java 8
}

function onPath(command: string, env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

function listDirs(parent: string): string[] {
  try {
    return readdirSync(parent)
      .sort()
      .reverse()
      .map((name) => join(parent, name));
  } catch {
    return [];
  }
}

const javasFound = new Map<string, JavaFound[]>();

/**
 * Every Java found: JAVA_HOME, then the PATH's, then the system folders' (newest first), each once. Each one is
 * asked its version (a JVM start), so the answer is kept for the process: the stack, the rules tier and the
 * Storage check all ask.
 */
export function findJavas(env: NodeJS.ProcessEnv = process.env): JavaFound[] {
  const key = `${env.JAVA_HOME ?? ''}${delimiter}${env.PATH ?? ''}`;
  let found = javasFound.get(key);
  if (!found) javasFound.set(key, (found = probeJavas(env)));
  return found;
}

function probeJavas(env: NodeJS.ProcessEnv): JavaFound[] {
  const candidates: [string, JavaFound['source']][] = [];
  if (env.JAVA_HOME) candidates.push([join(env.JAVA_HOME, 'bin', 'java'), 'JAVA_HOME']);
  const fromPath = onPath('java', env);
  if (fromPath) candidates.push([fromPath, 'PATH']);
  for (const dir of SYSTEM_JVM_DIRS) {
    for (const home of listDirs(dir)) {
      for (const bin of [join(home, 'bin', 'java'), join(home, 'Contents', 'Home', 'bin', 'java')]) {
        candidates.push([bin, 'system JVM folder']);
      }
    }
  }
  const seen = new Set<string>();
  const found: JavaFound[] = [];
  for (const [path, source] of candidates) {
    if (!existsSync(path)) continue;
    const real = realpathSync(path);
    if (seen.has(real)) continue;
    seen.add(real);
    const major = javaMajorVersion(path);
    if (major !== null) found.push({ path, major, source });
  }
  // Within the system folders, the newest Java first; JAVA_HOME and PATH keep their precedence.
  const system = found.filter((j) => j.source === 'system JVM folder').sort((a, b) => b.major - a.major);
  return [...found.filter((j) => j.source !== 'system JVM folder'), ...system];
}

/** The Firestore emulator JARs on this machine: the Cloud SDK's (Debian package or an SDK install), firebase-tools' cache. */
function findFirestoreJars(env: NodeJS.ProcessEnv = process.env): JarFound[] {
  const found: JarFound[] = [];
  const sdkDirs = [env.CLOUDSDK_ROOT_DIR, ...CLOUD_SDK_DIRS, join(homedir(), 'google-cloud-sdk')];
  for (const dir of sdkDirs) {
    if (!dir) continue;
    const jar = join(dir, JAR_IN_SDK);
    if (existsSync(jar)) {
      found.push({ path: jar, source: dir.startsWith('/usr/') ? 'Debian package' : 'Google Cloud SDK' });
    }
  }
  const cache = join(homedir(), '.cache', 'firebase', 'emulators');
  const cached = listDirs(cache).filter((f) => /cloud-firestore-emulator-v[\d.]+\.jar$/.test(f));
  if (cached[0]) found.push({ path: cached[0], source: 'firebase-tools cache' });
  return found;
}

/** The official emulator on this machine; throws FirestoreMissingError, with the install command, without it. */
export function chooseFirestore(env: NodeJS.ProcessEnv = process.env): OfficialFirestore {
  const decision = decideFirestore({ javas: findJavas(env), jars: findFirestoreJars(env) });
  if ('missing' in decision) throw new FirestoreMissingError(decision);
  return decision;
}

/** The environment that makes firebase-tools (and anything it starts) run this Java. */
export function javaEnv(java: JavaFound, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const bin = dirname(realpathSync(java.path));
  return { JAVA_HOME: dirname(bin), PATH: `${bin}${delimiter}${env.PATH ?? ''}` };
}

/** One line for the banners: which Firestore runs, and why. */
export function describeFirestore(official: OfficialFirestore): string {
  return `official Firestore emulator: ${official.reason}`;
}
