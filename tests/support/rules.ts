/**
 * Shared pieces of the security-rules tier (tests/rules/*.test.ts), run by `npm test` and `npm run test:rules`
 * (tools/scripts/lib/rules-tier.ts), which start the emulators and set FIRESTORE_EMULATOR_HOST (and
 * FIREBASE_STORAGE_EMULATOR_HOST where the Storage emulator runs); initializeTestEnvironment finds them there.
 */
import { readFileSync } from 'node:fs';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';

export const PROJECT_ID = 'demo-clinic-rules';

/** The kinds of caller a client SDK can be: the rules must refuse each of them everywhere (decision 0003). */
export const CALLERS = {
  anonymous: null,
  'signed-in non-admin': { uid: 'signed-in-visitor', claims: { email: 'visitor@example.com', email_verified: true } },
  'verified administrator': {
    uid: 'admin-user',
    claims: { email: 'admin@example.com', email_verified: true, isAdmin: true },
  },
} as const;
export type Caller = keyof typeof CALLERS;
export const CALLER_NAMES = Object.keys(CALLERS) as Caller[];

export function contextOf(
  env: {
    unauthenticatedContext(): RulesTestContext;
    authenticatedContext(uid: string, claims?: object): RulesTestContext;
  },
  caller: Caller,
): RulesTestContext {
  const who = CALLERS[caller];
  return who ? env.authenticatedContext(who.uid, who.claims) : env.unauthenticatedContext();
}

/** The rules file at the repository root. */
export function readRulesFile(name: 'firestore.rules' | 'storage.rules'): string {
  return readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
}

/**
 * The test contexts hand out compat (v8-style) instances. The modular v12 functions accept them at run
 * time (they unwrap the modular instance via getModularInstance), but the compat types lack members of
 * the modular ones (e.g. Firestore.type), hence the casts.
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export function storageOf(context: RulesTestContext): FirebaseStorage {
  return context.storage() as unknown as FirebaseStorage;
}
