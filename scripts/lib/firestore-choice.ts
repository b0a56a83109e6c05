import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/**
 * Which Firestore the local stack, the tests and the benchmarks run on (docs/decisions/0003-local-firestore.md):
 * the official emulator wherever a Java and its JAR can be found on this machine, never downloaded; else the
 * embedded one (@firestore-emulator/server).
 *
 * - `firebase-tools`: a Java 21+ (firebase-tools refuses anything older) runs it inside `firebase emulators:start`.
 * - `standalone`: a Java 17 to 20 runs the JAR on its own; everything else is pointed at it.
 */
export type JavaFound = { path: string; major: number; source: 'JAVA_HOME' | 'PATH' | 'system JVM folder' };
export type JarFound = {
  path: string;
  /** The Debian package's JAR names no Main-Class, so firebase-tools (`java -jar`) needs a launcher for it. */
  source: 'Debian package' | 'Google Cloud SDK' | 'firebase-tools cache';
};

export type OfficialFirestore = {
  kind: 'official';
  via: 'firebase-tools' | 'standalone';
  java: JavaFound;
  jar: JarFound;
};
export type FirestoreChoice = (OfficialFirestore & { reason: string }) | { kind: 'embedded'; reason: string };

/** firebase-tools 15 refuses a Java below this. */
export const FIREBASE_TOOLS_JAVA = 21;
/** The JAR itself starts on this Java (its own script runs it so on Java 17). */
const STANDALONE_JAVA = 17;
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const FIRESTORE_FIX = [
  'To run the official Firestore emulator, install its JAR and a Java 17+ (21+ to run it through firebase-tools):',
  '  sudo apt-get install google-cloud-cli-firestore-emulator openjdk-17-jre-headless',
  'or, where Google is reachable: npx firebase setup:emulators:firestore',
].join('\n');

/**
 * The decision, from what was found. Pure, so that every combination of present and absent is tested.
 * `CLINIC_FIRESTORE=embedded` forces the embedded one; `=official` makes its absence an error.
 */
export function decideFirestore(
  found: { javas: JavaFound[]; jars: JarFound[] },
  env: NodeJS.ProcessEnv = process.env,
): FirestoreChoice {
  if (env.CLINIC_FIRESTORE === 'embedded') return { kind: 'embedded', reason: 'CLINIC_FIRESTORE=embedded' };
  const jar = found.jars[0];
  const modern = found.javas.find((java) => java.major >= FIREBASE_TOOLS_JAVA);
  const usable = found.javas.find((java) => java.major >= STANDALONE_JAVA);
  if (!jar) return { kind: 'embedded', reason: 'no official Firestore emulator JAR was found on this machine' };
  if (modern) {
    return {
      kind: 'official',
      via: 'firebase-tools',
      java: modern,
      jar,
      reason: `Java ${modern.major} (${modern.source}) runs the ${jar.source}'s JAR through firebase-tools`,
    };
  }
  if (usable) {
    return {
      kind: 'official',
      via: 'standalone',
      java: usable,
      jar,
      reason:
        `Java ${usable.major} (${usable.source}) runs the ${jar.source}'s JAR on its own ` +
        `(firebase-tools needs Java ${FIREBASE_TOOLS_JAVA}+)`,
    };
  }
  const seen = found.javas.map((j) => `Java ${j.major}`).join(', ');
  return {
    kind: 'embedded',
    reason: seen
      ? `only ${seen} found; the official Firestore emulator needs Java ${STANDALONE_JAVA}+`
      : 'no Java was found (JAVA_HOME, PATH, /usr/lib/jvm)',
  };
}

/** What the decision says when the official one was wanted and cannot start: the reason and the fix. */
export function officialUnavailableMessage(choice: FirestoreChoice): string {
  return `The official Firestore emulator cannot start here: ${choice.reason}.\n${FIRESTORE_FIX}`;
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

/** The choice for this machine and environment. */
export function chooseFirestore(env: NodeJS.ProcessEnv = process.env): FirestoreChoice {
  if (env.CLINIC_FIRESTORE === 'embedded') return decideFirestore({ javas: [], jars: [] }, env);
  const choice = decideFirestore({ javas: findJavas(env), jars: findFirestoreJars(env) }, env);
  if (env.CLINIC_FIRESTORE === 'official' && choice.kind === 'embedded') {
    throw new Error(`CLINIC_FIRESTORE=official, but ${officialUnavailableMessage(choice)}`);
  }
  return choice;
}

/** The environment that makes firebase-tools (and anything it starts) run this Java. */
export function javaEnv(java: JavaFound, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const bin = dirname(realpathSync(java.path));
  return { JAVA_HOME: dirname(bin), PATH: `${bin}${delimiter}${env.PATH ?? ''}` };
}

/** One line for the banners: which Firestore runs, and why. */
export function describeFirestore(choice: FirestoreChoice): string {
  return choice.kind === 'official'
    ? `official Firestore emulator: ${choice.reason}`
    : `embedded Firestore (@firestore-emulator/server) because ${choice.reason}`;
}
