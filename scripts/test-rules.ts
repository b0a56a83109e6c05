// `npm run test:rules`: security rules tests under the official Firestore and Storage emulators.
// Those emulators need Java 21+ and a one-time JAR download from Google; where they cannot start,
// this says why and exits non-zero rather than passing without having tested anything.
import { officialEmulatorBlocker } from './lib/firestore-choice';
import { bin, run } from './lib/run';

const blockers = (['firestore', 'storage'] as const)
  .map((emulator) => officialEmulatorBlocker(emulator))
  .filter((reason): reason is string => reason !== null);

if (blockers.length) {
  console.error(`npm run test:rules cannot run on this machine:
  - ${blockers.join('\n  - ')}

The rules tests (tests/rules/) need the official Firestore and Storage emulators. To run them:
  1. Install Java 21 or newer (for example: sudo apt-get install openjdk-21-jre-headless, or Temurin 21).
  2. Allow one download from Google: npx firebase setup:emulators:firestore && npx firebase setup:emulators:storage
  3. npm run test:rules
No rules test ran.`);
  process.exit(1);
}

const code = await run(process.execPath, [
  bin.firebase,
  'emulators:exec',
  '--only',
  'firestore,storage',
  '--project',
  'demo-clinic-rules',
  `"${process.execPath}" "${bin.vitest}" run --project rules`,
]);
process.exit(code);
