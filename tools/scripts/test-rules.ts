// `npm run test:rules`: the security rules tests alone (the rules tier of `npm test`): Firestore's under the
// official emulator, Storage's where its emulator can start. Fails, with the reason and the fix, where the
// official Firestore emulator cannot start.
import { runRulesTier } from './lib/rules-tier';

const outcome = await runRulesTier();
for (const { what, why } of outcome.notRun ?? []) console.log(`Not run: ${what}: ${why}`);
console.log(`Rules: ${outcome.passed} passed, ${outcome.failed} failed`);
process.exit(outcome.ok ? 0 : 1);
