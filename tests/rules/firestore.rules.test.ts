/**
 * Firestore security rules (firestore.rules) under the official Firestore emulator: no client reads or writes
 * anything, administrators included (decision 0003). The API's functions reach Firestore through the Admin SDK,
 * which the rules do not govern; the "rules disabled" context below stands for it, and shows that each refusal
 * is the rules' doing, not a missing document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import { CALLER_NAMES, PROJECT_ID, contextOf, firestoreOf, readRulesFile } from '../support/rules';

/** Every collection the product writes, the revisions under each record, and one nobody uses. */
const PATHS = [
  ...Object.values(COLLECTIONS).map((name) => `${name}/doc-1`),
  `${COLLECTIONS.blogs}/doc-1/revisions/rev-1`,
  `${COLLECTIONS.locationPages}/doc-1/revisions/rev-1`,
  'somethingElse/doc-1',
];

/** What the server stores, near enough: a published, public-looking record is the strongest case for a read. */
const STORED = { published: true, publishAt: '', slug_url: 'a-page', title: 'A page', category_id: 1, to: 'x' };

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readRulesFile('firestore.rules') },
  });
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (server) => {
    const db = firestoreOf(server);
    for (const path of PATHS) await setDoc(doc(db, path), STORED);
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
});

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

describe('the server (Admin SDK, rules not applied) reads and writes every path', () => {
  it.each(PATHS)('%s', async (path) => {
    await testEnv.withSecurityRulesDisabled(async (server) => {
      const db = firestoreOf(server);
      expect((await getDoc(doc(db, path))).data()).toEqual(STORED);
      await updateDoc(doc(db, path), { title: 'A page' });
      expect((await getDocs(collection(db, parentOf(path)))).size).toBeGreaterThan(0);
    });
  });
});

describe.each(CALLER_NAMES)('a client signed in as: %s', (caller) => {
  let db: Firestore;
  beforeAll(() => {
    db = firestoreOf(contextOf(testEnv, caller));
  });

  describe.each(PATHS)('%s', (path) => {
    it('cannot get it', async () => {
      await assertFails(getDoc(doc(db, path)));
    });

    it('cannot list its collection, even asking for published records only', async () => {
      const parent = collection(db, parentOf(path));
      await assertFails(getDocs(parent));
      await assertFails(getDocs(query(parent, where('published', '==', true), limit(10))));
      await assertFails(getDocs(query(parent, where('published', '==', true), orderBy('publishAt'))));
    });

    it('cannot create, replace, update or delete', async () => {
      await assertFails(setDoc(doc(db, `${parentOf(path)}/new-doc`), STORED));
      await assertFails(setDoc(doc(db, path), { ...STORED, title: 'Replaced' }));
      await assertFails(updateDoc(doc(db, path), { published: false }));
      await assertFails(deleteDoc(doc(db, path)));
    });
  });
});

/** The "Getting here" fields: written only through the API, which validates them; no client may set them. */
const DIRECTIONS = {
  street_address: '12 Queen St E',
  postal_code: 'M4M 1A1',
  latitude: 43.6605,
  longitude: -79.3425,
  phone: '416-555-0142',
  hours: { mon: { open: '09:00', close: '17:00' }, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null },
  transit: 'Streetcar 501',
  parking: 'Green P',
  accessibility: { step_free_entrance: true, note: 'Ramp' },
};

describe.each(CALLER_NAMES)('a location page\'s "Getting here" fields, as: %s', (caller) => {
  it('cannot be added, replaced or created by a client', async () => {
    const db = firestoreOf(contextOf(testEnv, caller));
    const path = `${COLLECTIONS.locationPages}/doc-1`;
    await assertFails(updateDoc(doc(db, path), DIRECTIONS));
    await assertFails(updateDoc(doc(db, path), { 'accessibility.elevator': true }));
    await assertFails(setDoc(doc(db, path), { ...STORED, ...DIRECTIONS }));
    await assertFails(setDoc(doc(db, `${COLLECTIONS.locationPages}/new-doc`), { ...STORED, ...DIRECTIONS }));
  });
});

describe('after every refused write', () => {
  it('each stored document is still there, unchanged, and nothing was added', async () => {
    await testEnv.withSecurityRulesDisabled(async (server) => {
      const db = firestoreOf(server);
      for (const path of PATHS) {
        expect((await getDoc(doc(db, path))).data(), path).toEqual(STORED);
        expect((await getDoc(doc(db, `${parentOf(path)}/new-doc`))).exists(), path).toBe(false);
      }
    });
  });
});
