/**
 * Cloud Storage security rules (storage.rules), tested against the Storage emulator.
 * Run with `npm run test:rules` (firebase emulators:exec + vitest run --project rules).
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { ADMIN_CLAIMS, ADMIN_UID, PROJECT_ID, VISITOR_CLAIMS, VISITOR_UID, readRulesFile, storageOf } from './helpers';

const MIB = 1024 * 1024;
/** A few bytes standing in for an image; the rules look only at size and content type. */
const SMALL_IMAGE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

let testEnv: RulesTestEnvironment;
let anonStorage: FirebaseStorage;
let visitorStorage: FirebaseStorage;
let adminStorage: FirebaseStorage;
let fakeAdminStorage: FirebaseStorage;

/** Unique object names, so uploads in one test never turn into overwrites in another. */
let counter = 0;
const uniqueName = (extension: string) => `upload-${Date.now()}-${++counter}.${extension}`;

const png = { contentType: 'image/png' };

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { rules: readRulesFile('storage.rules') },
  });
  anonStorage = storageOf(testEnv.unauthenticatedContext());
  visitorStorage = storageOf(testEnv.authenticatedContext(VISITOR_UID, VISITOR_CLAIMS));
  adminStorage = storageOf(testEnv.authenticatedContext(ADMIN_UID, ADMIN_CLAIMS));
  fakeAdminStorage = storageOf(testEnv.authenticatedContext('fake-admin', { isAdmin: 'true' }));
});

afterAll(async () => {
  await testEnv?.cleanup();
});

// Re-create the seed objects before every test (uploading over an existing object replaces it), so
// tests that delete or change them do not affect the next one. clearStorage() only removes objects
// at the bucket root, so it would not help here.
beforeEach(async () => {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const storage = storageOf(context);
    await Promise.all([
      uploadBytes(ref(storage, 'images/seed.png'), SMALL_IMAGE, png),
      uploadBytes(ref(storage, 'images/cards/seed.png'), SMALL_IMAGE, png),
      uploadBytes(ref(storage, 'private/seed.png'), SMALL_IMAGE, png),
    ]);
  });
});

describe('storage rules: images/{fileName}', () => {
  it('anonymous can get an image and its metadata', async () => {
    await assertSucceeds(getMetadata(ref(anonStorage, 'images/seed.png')));
    await assertSucceeds(getBytes(ref(anonStorage, 'images/seed.png')));
  });

  it('signed-in non-admin can get an image', async () => {
    await assertSucceeds(getBytes(ref(visitorStorage, 'images/seed.png')));
  });

  it('anonymous can list images/', async () => {
    await assertSucceeds(listAll(ref(anonStorage, 'images')));
  });

  it('anonymous cannot upload an image', async () => {
    await assertFails(uploadBytes(ref(anonStorage, `images/${uniqueName('png')}`), SMALL_IMAGE, png));
  });

  it('signed-in non-admin cannot upload an image', async () => {
    await assertFails(uploadBytes(ref(visitorStorage, `images/${uniqueName('png')}`), SMALL_IMAGE, png));
  });

  it('a token whose isAdmin claim is the string "true" cannot upload an image', async () => {
    await assertFails(uploadBytes(ref(fakeAdminStorage, `images/${uniqueName('png')}`), SMALL_IMAGE, png));
  });

  it('admin can upload a small image/png', async () => {
    await assertSucceeds(uploadBytes(ref(adminStorage, `images/${uniqueName('png')}`), SMALL_IMAGE, png));
  });

  it.each(['image/jpeg', 'image/webp', 'image/avif'])('admin can upload a small %s', async (contentType) => {
    await assertSucceeds(uploadBytes(ref(adminStorage, `images/${uniqueName('img')}`), SMALL_IMAGE, { contentType }));
  });

  it('admin cannot upload image/svg+xml', async () => {
    await assertFails(
      uploadBytes(ref(adminStorage, `images/${uniqueName('svg')}`), SMALL_IMAGE, { contentType: 'image/svg+xml' }),
    );
  });

  it('admin cannot upload text/html', async () => {
    await assertFails(
      uploadBytes(ref(adminStorage, `images/${uniqueName('html')}`), SMALL_IMAGE, { contentType: 'text/html' }),
    );
  });

  it.each(['image/gif', 'application/octet-stream', 'application/pdf', 'image/pngx', 'text/image/png'])(
    'admin cannot upload content type %s',
    async (contentType) => {
      await assertFails(uploadBytes(ref(adminStorage, `images/${uniqueName('bin')}`), SMALL_IMAGE, { contentType }));
    },
  );

  it('admin cannot upload an image larger than 5 MiB', async () => {
    await assertFails(uploadBytes(ref(adminStorage, `images/${uniqueName('png')}`), new Uint8Array(5 * MIB + 1), png));
  });

  it('admin cannot upload an image of exactly 5 MiB (the limit is strict)', async () => {
    await assertFails(uploadBytes(ref(adminStorage, `images/${uniqueName('png')}`), new Uint8Array(5 * MIB), png));
  });

  it('admin can upload an image just under 5 MiB', async () => {
    await assertSucceeds(
      uploadBytes(ref(adminStorage, `images/${uniqueName('png')}`), new Uint8Array(5 * MIB - 1), png),
    );
  });

  it('admin cannot upload an empty file', async () => {
    await assertFails(uploadBytes(ref(adminStorage, `images/${uniqueName('png')}`), new Uint8Array(0), png));
  });

  it('admin can replace an existing image with a valid one', async () => {
    await assertSucceeds(uploadBytes(ref(adminStorage, 'images/seed.png'), SMALL_IMAGE, { contentType: 'image/webp' }));
  });

  it('admin cannot replace an existing image with an SVG', async () => {
    await assertFails(uploadBytes(ref(adminStorage, 'images/seed.png'), SMALL_IMAGE, { contentType: 'image/svg+xml' }));
  });

  it('signed-in non-admin cannot replace an existing image', async () => {
    await assertFails(uploadBytes(ref(visitorStorage, 'images/seed.png'), SMALL_IMAGE, png));
  });

  it('admin can update the metadata of an image', async () => {
    await assertSucceeds(updateMetadata(ref(adminStorage, 'images/seed.png'), { cacheControl: 'public, max-age=300' }));
  });

  it('admin cannot change the content type of an image to SVG', async () => {
    await assertFails(updateMetadata(ref(adminStorage, 'images/seed.png'), { contentType: 'image/svg+xml' }));
  });

  it('anonymous and signed-in non-admin cannot update the metadata of an image', async () => {
    await assertFails(updateMetadata(ref(anonStorage, 'images/seed.png'), { cacheControl: 'no-store' }));
    await assertFails(updateMetadata(ref(visitorStorage, 'images/seed.png'), { cacheControl: 'no-store' }));
  });

  it('admin can delete an image', async () => {
    await assertSucceeds(deleteObject(ref(adminStorage, 'images/seed.png')));
  });

  it('signed-in non-admin cannot delete an image', async () => {
    await assertFails(deleteObject(ref(visitorStorage, 'images/seed.png')));
  });

  it('anonymous cannot delete an image', async () => {
    await assertFails(deleteObject(ref(anonStorage, 'images/seed.png')));
  });
});

describe('storage rules: images/cards/{fileName}', () => {
  it('anonymous can get a card image', async () => {
    await assertSucceeds(getMetadata(ref(anonStorage, 'images/cards/seed.png')));
    await assertSucceeds(getBytes(ref(anonStorage, 'images/cards/seed.png')));
  });

  it('anonymous can list images/cards/', async () => {
    await assertSucceeds(listAll(ref(anonStorage, 'images/cards')));
  });

  it('anonymous and signed-in non-admin cannot upload a card image', async () => {
    await assertFails(uploadBytes(ref(anonStorage, `images/cards/${uniqueName('png')}`), SMALL_IMAGE, png));
    await assertFails(uploadBytes(ref(visitorStorage, `images/cards/${uniqueName('png')}`), SMALL_IMAGE, png));
  });

  it('admin can upload a small image/png card image', async () => {
    await assertSucceeds(uploadBytes(ref(adminStorage, `images/cards/${uniqueName('png')}`), SMALL_IMAGE, png));
  });

  it('admin cannot upload an SVG or HTML card image', async () => {
    await assertFails(
      uploadBytes(ref(adminStorage, `images/cards/${uniqueName('svg')}`), SMALL_IMAGE, {
        contentType: 'image/svg+xml',
      }),
    );
    await assertFails(
      uploadBytes(ref(adminStorage, `images/cards/${uniqueName('html')}`), SMALL_IMAGE, { contentType: 'text/html' }),
    );
  });

  it('admin cannot upload a card image larger than 5 MiB', async () => {
    await assertFails(
      uploadBytes(ref(adminStorage, `images/cards/${uniqueName('png')}`), new Uint8Array(5 * MIB + 1), png),
    );
  });

  it('admin can update the metadata of a card image; a non-admin cannot', async () => {
    await assertSucceeds(updateMetadata(ref(adminStorage, 'images/cards/seed.png'), { cacheControl: 'public' }));
    await assertFails(updateMetadata(ref(visitorStorage, 'images/cards/seed.png'), { cacheControl: 'no-store' }));
  });

  it('signed-in non-admin and anonymous cannot delete a card image', async () => {
    await assertFails(deleteObject(ref(visitorStorage, 'images/cards/seed.png')));
    await assertFails(deleteObject(ref(anonStorage, 'images/cards/seed.png')));
  });

  it('admin can delete a card image', async () => {
    await assertSucceeds(deleteObject(ref(adminStorage, 'images/cards/seed.png')));
  });
});

describe('storage rules: other paths', () => {
  it('anonymous and admin cannot read an object outside images/', async () => {
    await assertFails(getMetadata(ref(anonStorage, 'private/seed.png')));
    await assertFails(getBytes(ref(adminStorage, 'private/seed.png')));
  });

  it('anonymous and admin cannot list a folder outside images/', async () => {
    await assertFails(listAll(ref(anonStorage, 'private')));
    await assertFails(listAll(ref(adminStorage, 'private')));
  });

  it('admin cannot upload outside images/', async () => {
    await assertFails(uploadBytes(ref(adminStorage, `uploads/${uniqueName('png')}`), SMALL_IMAGE, png));
    await assertFails(uploadBytes(ref(adminStorage, uniqueName('png')), SMALL_IMAGE, png));
  });

  it('admin cannot upload into a deeper folder under images/ other than cards/', async () => {
    await assertFails(uploadBytes(ref(adminStorage, `images/blog/${uniqueName('png')}`), SMALL_IMAGE, png));
    await assertFails(uploadBytes(ref(adminStorage, `images/cards/small/${uniqueName('png')}`), SMALL_IMAGE, png));
  });

  it('admin cannot update or delete an object outside images/', async () => {
    await assertFails(updateMetadata(ref(adminStorage, 'private/seed.png'), { cacheControl: 'public' }));
    await assertFails(deleteObject(ref(adminStorage, 'private/seed.png')));
  });
});
