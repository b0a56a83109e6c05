import { join } from 'node:path';
import { chooseFirestore } from './firestore-choice';
import { LOCAL_DIR } from './local-stack';
import { startStandaloneFirestore } from './official-firestore';
import { bin, log } from './run';
import { storageEmulatorBlocker } from './storage-choice';
import { runVitestProject, type TierOutcome } from './vitest-project';

/** The rules tier's own Firestore, beside the local stack's 8080 (both run under `npm test`). */
const RULES_FIRESTORE_PORT = 8180;

const FIRESTORE_RULES_TESTS = 'tests/rules/firestore.rules.test.ts';
const STORAGE_RULES_TESTS = 'tests/rules/storage.rules.test.ts';

/**
 * The security rules tests: Firestore's under the official emulator (its JAR on its own, started here for the
 * tier), Storage's under the Storage emulator where it can start, else reported as not run, with the reason.
 * Where the official Firestore emulator cannot start, the tier fails with the command that installs what is missing.
 */
export async function runRulesTier(env: NodeJS.ProcessEnv = process.env): Promise<TierOutcome> {
  // Where the official emulator cannot run, this throws with the command that installs what is missing.
  const choice = chooseFirestore(env);
  log(
    `Firestore rules under the official emulator: the ${choice.jar.source}'s JAR on its own, Java ${choice.java.major} (${choice.java.source}).`,
  );
  const firestore = await startStandaloneFirestore(choice, {
    port: RULES_FIRESTORE_PORT,
    logFile: join(LOCAL_DIR, 'rules-firestore.log'),
  });
  let outcome: TierOutcome;
  try {
    outcome = await runVitestProject('rules', 'rules firestore', {
      files: [FIRESTORE_RULES_TESTS],
      env: { FIRESTORE_EMULATOR_HOST: firestore.host, FIREBASE_STORAGE_EMULATOR_HOST: undefined },
    });
  } finally {
    await firestore.stop();
  }

  const storageBlocker = storageEmulatorBlocker(env);
  if (storageBlocker) {
    const notRun = {
      what: `storage rules (${STORAGE_RULES_TESTS})`,
      why: `the Storage emulator cannot start here, ${storageBlocker}`,
    };
    log(`${notRun.what}: ${notRun.why}`, 'err');
    return { ...outcome, notRun: [notRun] };
  }
  const storage = await runStorageRules();
  return {
    ok: outcome.ok && storage.ok,
    passed: outcome.passed + storage.passed,
    failed: outcome.failed + storage.failed,
  };
}

/** Storage's rules under the Storage emulator, which only firebase-tools starts. */
function runStorageRules(): Promise<TierOutcome> {
  return runVitestProject('rules', 'rules storage', {
    files: [STORAGE_RULES_TESTS],
    wrap: (command) => [bin.firebase, 'emulators:exec', '--only', 'storage', '--project', 'demo-clinic-rules', command],
  });
}
