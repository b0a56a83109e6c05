/**
 * Cloud Storage security rules (storage.rules) under the Storage emulator: no client lists, reads or writes any
 * object, administrators included (decision 0003). Images reach the site through the API, which uses the Admin
 * SDK; the "rules disabled" context stands for it. Run where the Storage emulator can start (`npm run test:rules`
 * reports these as not run, with the reason, where it cannot).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, getMetadata, listAll, ref, updateMetadata, uploadBytes } from 'firebase/storage';
import { CALLER_NAMES, PROJECT_ID, contextOf, readRulesFile, storageOf } from '../support/rules';

/** A few bytes standing in for an image. */
const IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const PATHS = ['images/abc.webp', 'images/cards/abc.webp', 'elsewhere/abc.webp'];
const png = { contentType: 'image/png' };

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { rules: readRulesFile('storage.rules') },
  });
  await testEnv.withSecurityRulesDisabled(async (server) => {
    for (const path of PATHS) await uploadBytes(ref(storageOf(server), path), IMAGE, png);
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe('the server (Admin SDK, rules not applied) reads every object', () => {
  it.each(PATHS)('%s', async (path) => {
    await testEnv.withSecurityRulesDisabled(async (server) => {
      expect(new Uint8Array(await getBytes(ref(storageOf(server), path)))).toEqual(IMAGE);
    });
  });
});

describe.each(CALLER_NAMES)('a client signed in as: %s', (caller) => {
  it('cannot list the bucket or any folder', async () => {
    const storage = storageOf(contextOf(testEnv, caller));
    for (const folder of ['', 'images', 'images/cards']) await assertFails(listAll(ref(storage, folder)));
  });

  it.each(PATHS)('cannot read, replace, change or delete %s', async (path) => {
    const object = ref(storageOf(contextOf(testEnv, caller)), path);
    await assertFails(getBytes(object));
    await assertFails(getMetadata(object));
    await assertFails(uploadBytes(object, IMAGE, png));
    await assertFails(updateMetadata(object, { contentType: 'image/webp' }));
    await assertFails(deleteObject(object));
  });
});
