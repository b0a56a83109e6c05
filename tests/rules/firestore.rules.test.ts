/**
 * Firestore security rules (firestore.rules), tested against the Firestore emulator.
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
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  ADMIN_CLAIMS,
  ADMIN_UID,
  PROJECT_ID,
  VISITOR_CLAIMS,
  VISITOR_UID,
  firestoreOf,
  longString,
  readRulesFile,
  validBlog,
  validCategory,
  validLocationPage,
  without,
} from './helpers';

let testEnv: RulesTestEnvironment;
/** Signed out. */
let anonDb: Firestore;
/** Signed in, token without the isAdmin claim. */
let visitorDb: Firestore;
/** Signed in with isAdmin: true. */
let adminDb: Firestore;
/** Signed in with isAdmin: 'true' (a string, not the boolean the rules require). */
let fakeAdminDb: Firestore;

type Caller = 'anonymous' | 'signed-in non-admin' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'signed-in non-admin', 'admin'];

function dbFor(caller: Caller): Firestore {
  if (caller === 'anonymous') return anonDb;
  if (caller === 'signed-in non-admin') return visitorDb;
  return adminDb;
}

const PUBLISHED_BLOG = 'published-blog';
const DRAFT_BLOG = 'draft-blog';
const PUBLISHED_PAGE = 'published-page';
const DRAFT_PAGE = 'draft-page';

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readRulesFile('firestore.rules') },
  });
  anonDb = firestoreOf(testEnv.unauthenticatedContext());
  visitorDb = firestoreOf(testEnv.authenticatedContext(VISITOR_UID, VISITOR_CLAIMS));
  adminDb = firestoreOf(testEnv.authenticatedContext(ADMIN_UID, ADMIN_CLAIMS));
  fakeAdminDb = firestoreOf(testEnv.authenticatedContext('fake-admin', { isAdmin: 'true' }));
});

afterAll(async () => {
  await testEnv?.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    await Promise.all([
      setDoc(doc(db, 'categories', '0'), { category_id: 0, category: 'All' }),
      setDoc(doc(db, 'categories', '2'), validCategory()),
      setDoc(doc(db, 'blogs', PUBLISHED_BLOG), validBlog({ slug_url: 'published-blog' })),
      setDoc(doc(db, 'blogs', DRAFT_BLOG), validBlog({ slug_url: 'draft-blog', published: false })),
      setDoc(doc(db, 'locationPages', PUBLISHED_PAGE), validLocationPage({ slug_url: 'published-page' })),
      setDoc(doc(db, 'locationPages', DRAFT_PAGE), validLocationPage({ slug_url: 'draft-page', published: false })),
      setDoc(doc(db, 'newsletterSubscribers', 'seed-1'), { email: 'reader@example.com', createdAt: serverTimestamp() }),
      setDoc(doc(db, 'contactRequests', 'seed-1'), {
        name: 'Pat Doe',
        email: 'pat@example.com',
        message: 'Please call me.',
        createdAt: serverTimestamp(),
      }),
      setDoc(doc(db, 'settings', 'seed-1'), { theme: 'light' }),
      setDoc(doc(db, 'blogs', PUBLISHED_BLOG, 'comments', 'seed-1'), { text: 'Nice article' }),
    ]);
  });
});

const publishedOnly = (db: Firestore, name: string) => query(collection(db, name), where('published', '==', true));

describe('firestore rules: categories', () => {
  it('anonymous can get a category', async () => {
    await assertSucceeds(getDoc(doc(anonDb, 'categories', '2')));
  });

  it('anonymous can list categories', async () => {
    await assertSucceeds(getDocs(collection(anonDb, 'categories')));
  });

  it('signed-in non-admin can get and list categories', async () => {
    await assertSucceeds(getDoc(doc(visitorDb, 'categories', '2')));
    await assertSucceeds(getDocs(collection(visitorDb, 'categories')));
  });

  it('anonymous cannot create a category', async () => {
    await assertFails(setDoc(doc(anonDb, 'categories', '3'), validCategory({ category_id: 3 })));
  });

  it('signed-in non-admin cannot create a category', async () => {
    await assertFails(setDoc(doc(visitorDb, 'categories', '3'), validCategory({ category_id: 3 })));
  });

  it('a token whose isAdmin claim is the string "true" cannot create a category', async () => {
    await assertFails(setDoc(doc(fakeAdminDb, 'categories', '3'), validCategory({ category_id: 3 })));
  });

  it('admin can create a valid category', async () => {
    await assertSucceeds(setDoc(doc(adminDb, 'categories', '3'), validCategory({ category_id: 3 })));
  });

  it('admin can create a category with createdAt and updatedAt timestamps', async () => {
    await assertSucceeds(
      setDoc(
        doc(adminDb, 'categories', '3'),
        validCategory({ category_id: 3, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      ),
    );
  });

  it('admin cannot create a category with an extra key', async () => {
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), validCategory({ category_id: 3, color: 'blue' })));
  });

  it('admin cannot create a category with a missing key', async () => {
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), without(validCategory(), 'category_id')));
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), without(validCategory(), 'category')));
  });

  it('admin cannot create a category whose category_id is a string', async () => {
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), validCategory({ category_id: '3' })));
  });

  it('admin cannot create a category whose category_id is not an integer', async () => {
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), validCategory({ category_id: 1.5 })));
  });

  it('admin can create the All category with category_id 0', async () => {
    await assertSucceeds(setDoc(doc(adminDb, 'categories', '0'), validCategory({ category_id: 0, category: 'All' })));
  });

  it('admin cannot create a category whose category_id is negative', async () => {
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), validCategory({ category_id: -1 })));
  });

  it('admin cannot create a category with an empty name', async () => {
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), validCategory({ category: '' })));
  });

  it('admin can create a category name of exactly 60 characters but not 61', async () => {
    await assertSucceeds(setDoc(doc(adminDb, 'categories', '3'), validCategory({ category: longString(60) })));
    await assertFails(setDoc(doc(adminDb, 'categories', '4'), validCategory({ category: longString(61) })));
  });

  it('admin cannot create a category whose createdAt is not a timestamp', async () => {
    await assertFails(setDoc(doc(adminDb, 'categories', '3'), validCategory({ createdAt: '2025-01-01' })));
  });

  it('admin can update a category', async () => {
    await assertSucceeds(updateDoc(doc(adminDb, 'categories', '2'), { category: 'Healthy aging' }));
  });

  it('admin cannot update a category into an invalid document', async () => {
    await assertFails(updateDoc(doc(adminDb, 'categories', '2'), { color: 'blue' }));
    await assertFails(updateDoc(doc(adminDb, 'categories', '2'), { category_id: -2 }));
  });

  it('signed-in non-admin and anonymous cannot update a category', async () => {
    await assertFails(updateDoc(doc(visitorDb, 'categories', '2'), { category: 'Healthy aging' }));
    await assertFails(updateDoc(doc(anonDb, 'categories', '2'), { category: 'Healthy aging' }));
  });

  it('admin can delete a category', async () => {
    await assertSucceeds(deleteDoc(doc(adminDb, 'categories', '2')));
  });

  it('signed-in non-admin and anonymous cannot delete a category', async () => {
    await assertFails(deleteDoc(doc(visitorDb, 'categories', '2')));
    await assertFails(deleteDoc(doc(anonDb, 'categories', '2')));
  });
});

describe('firestore rules: blogs', () => {
  it('anonymous can get a published blog', async () => {
    await assertSucceeds(getDoc(doc(anonDb, 'blogs', PUBLISHED_BLOG)));
  });

  it('anonymous cannot get a draft blog', async () => {
    await assertFails(getDoc(doc(anonDb, 'blogs', DRAFT_BLOG)));
  });

  it('anonymous can list blogs with a published == true filter', async () => {
    await assertSucceeds(getDocs(publishedOnly(anonDb, 'blogs')));
  });

  it('anonymous can look a published blog up by slug_url', async () => {
    await assertSucceeds(
      getDocs(
        query(collection(anonDb, 'blogs'), where('slug_url', '==', 'published-blog'), where('published', '==', true)),
      ),
    );
  });

  it('anonymous cannot list blogs without the published filter', async () => {
    await assertFails(getDocs(collection(anonDb, 'blogs')));
  });

  it('anonymous cannot list draft blogs', async () => {
    await assertFails(getDocs(query(collection(anonDb, 'blogs'), where('published', '==', false))));
  });

  it('signed-in non-admin can get a published blog but not a draft', async () => {
    await assertSucceeds(getDoc(doc(visitorDb, 'blogs', PUBLISHED_BLOG)));
    await assertFails(getDoc(doc(visitorDb, 'blogs', DRAFT_BLOG)));
  });

  it('signed-in non-admin can list published blogs but not all blogs', async () => {
    await assertSucceeds(getDocs(publishedOnly(visitorDb, 'blogs')));
    await assertFails(getDocs(collection(visitorDb, 'blogs')));
  });

  it('a token whose isAdmin claim is the string "true" cannot get a draft blog', async () => {
    await assertFails(getDoc(doc(fakeAdminDb, 'blogs', DRAFT_BLOG)));
  });

  it('admin can get a draft blog', async () => {
    await assertSucceeds(getDoc(doc(adminDb, 'blogs', DRAFT_BLOG)));
  });

  it('admin can get a blog id that does not exist', async () => {
    await assertSucceeds(getDoc(doc(adminDb, 'blogs', 'no-such-blog')));
  });

  it('admin can list all blogs without a filter', async () => {
    await assertSucceeds(getDocs(collection(adminDb, 'blogs')));
  });

  it('anonymous cannot create a blog', async () => {
    await assertFails(setDoc(doc(anonDb, 'blogs', 'new-blog'), validBlog()));
  });

  it('signed-in non-admin cannot create a blog', async () => {
    await assertFails(setDoc(doc(visitorDb, 'blogs', 'new-blog'), validBlog()));
  });

  it('a token whose isAdmin claim is the string "true" cannot create a blog', async () => {
    await assertFails(setDoc(doc(fakeAdminDb, 'blogs', 'new-blog'), validBlog()));
  });

  it('admin can create a valid published blog', async () => {
    await assertSucceeds(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog()));
  });

  it('admin can create a valid draft blog with empty optional texts and no content items', async () => {
    await assertSucceeds(
      setDoc(
        doc(adminDb, 'blogs', 'new-blog'),
        validBlog({
          published: false,
          brief_paragraph: '',
          blog_image: '',
          blog_image_alt: '',
          published_date: '',
          blogs_content: [],
          metaTitle: '',
          metaDescription: '',
        }),
      ),
    );
  });

  it('admin cannot create a blog with an extra key', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ author: 'Dr. Smith' })));
  });

  it('admin cannot create a blog with a missing key', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), without(validBlog(), 'metaTitle')));
  });

  it('admin cannot create a blog without createdAt', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), without(validBlog(), 'createdAt')));
  });

  it('admin cannot create a blog whose createdAt or updatedAt is not a timestamp', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ createdAt: '2025-03-03' })));
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ updatedAt: 1741000000000 })));
  });

  it('admin cannot create a blog whose category is a string', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ category: '1' })));
  });

  it('admin cannot create a blog whose category is not a positive integer', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ category: 0 })));
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ category: -3 })));
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ category: 2.5 })));
  });

  it('admin cannot create a blog whose published flag is not a boolean', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ published: 'true' })));
  });

  it('admin cannot create a blog whose title is not a string', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ title: 42 })));
  });

  it('admin cannot create a blog whose blogs_content is not a list', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ blogs_content: 'Some text' })));
  });

  it('admin can create a blog with 100 content items but not 101', async () => {
    const item = { heading: 'Heading', paragraph: 'Paragraph' };
    await assertSucceeds(
      setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ blogs_content: Array.from({ length: 100 }, () => item) })),
    );
    await assertFails(
      setDoc(
        doc(adminDb, 'blogs', 'other-blog'),
        validBlog({ blogs_content: Array.from({ length: 101 }, () => item) }),
      ),
    );
  });

  it('admin cannot create a blog with an empty title', async () => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ title: '' })));
  });

  it('admin can create a blog title of 200 characters but not 201', async () => {
    await assertSucceeds(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ title: longString(200) })));
    await assertFails(setDoc(doc(adminDb, 'blogs', 'other-blog'), validBlog({ title: longString(201) })));
  });

  it('admin cannot create a blog with over-long texts', async () => {
    const tooLong: DocumentData[] = [
      { brief_paragraph: longString(1001) },
      { blog_image: longString(2049) },
      { blog_image_alt: longString(301) },
      { published_date: longString(61) },
      { metaTitle: longString(121) },
      { metaDescription: longString(321) },
    ];
    for (const override of tooLong) {
      await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog(override)));
    }
  });

  it.each([
    ['uppercase letters', 'Prevention-After-40'],
    ['a space', 'prevention after-40'],
    ['an underscore', 'prevention_after_40'],
    ['a leading hyphen', '-prevention'],
    ['a trailing hyphen', 'prevention-'],
    ['a double hyphen', 'prevention--after'],
    ['an accent', 'santé'],
    ['a slash', 'blog/prevention'],
    ['nothing in it', ''],
  ])('admin cannot create a blog whose slug_url has %s', async (_label, slug) => {
    await assertFails(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ slug_url: slug })));
  });

  it('admin can create a blog slug_url of 120 characters but not 121', async () => {
    await assertSucceeds(setDoc(doc(adminDb, 'blogs', 'new-blog'), validBlog({ slug_url: longString(120) })));
    await assertFails(setDoc(doc(adminDb, 'blogs', 'other-blog'), validBlog({ slug_url: longString(121) })));
  });

  it('admin can replace a blog with a valid document', async () => {
    await assertSucceeds(
      setDoc(doc(adminDb, 'blogs', PUBLISHED_BLOG), validBlog({ slug_url: 'published-blog', title: 'New title' })),
    );
  });

  it('admin can partially update a blog (the merged document is validated)', async () => {
    await assertSucceeds(
      updateDoc(doc(adminDb, 'blogs', DRAFT_BLOG), { published: true, updatedAt: serverTimestamp() }),
    );
  });

  it('admin cannot update a blog to add an extra key', async () => {
    await assertFails(updateDoc(doc(adminDb, 'blogs', PUBLISHED_BLOG), { views: 10 }));
  });

  it('admin cannot update a blog to remove a required key', async () => {
    await assertFails(updateDoc(doc(adminDb, 'blogs', PUBLISHED_BLOG), { metaDescription: deleteField() }));
  });

  it('admin cannot update a blog with a bad slug or a wrong type', async () => {
    await assertFails(updateDoc(doc(adminDb, 'blogs', PUBLISHED_BLOG), { slug_url: 'Bad Slug' }));
    await assertFails(updateDoc(doc(adminDb, 'blogs', PUBLISHED_BLOG), { category: '2' }));
  });

  it('signed-in non-admin and anonymous cannot update a blog', async () => {
    await assertFails(updateDoc(doc(visitorDb, 'blogs', PUBLISHED_BLOG), { title: 'Hacked' }));
    await assertFails(updateDoc(doc(anonDb, 'blogs', PUBLISHED_BLOG), { title: 'Hacked' }));
  });

  it('admin can delete a blog', async () => {
    await assertSucceeds(deleteDoc(doc(adminDb, 'blogs', PUBLISHED_BLOG)));
  });

  it('signed-in non-admin and anonymous cannot delete a blog', async () => {
    await assertFails(deleteDoc(doc(visitorDb, 'blogs', PUBLISHED_BLOG)));
    await assertFails(deleteDoc(doc(anonDb, 'blogs', PUBLISHED_BLOG)));
  });
});

describe('firestore rules: locationPages', () => {
  it('anonymous can get a published location page', async () => {
    await assertSucceeds(getDoc(doc(anonDb, 'locationPages', PUBLISHED_PAGE)));
  });

  it('anonymous cannot get a draft location page', async () => {
    await assertFails(getDoc(doc(anonDb, 'locationPages', DRAFT_PAGE)));
  });

  it('anonymous can list location pages with a published == true filter', async () => {
    await assertSucceeds(getDocs(publishedOnly(anonDb, 'locationPages')));
  });

  it('anonymous cannot list location pages without the published filter', async () => {
    await assertFails(getDocs(collection(anonDb, 'locationPages')));
  });

  it('signed-in non-admin cannot get a draft location page or list all pages', async () => {
    await assertFails(getDoc(doc(visitorDb, 'locationPages', DRAFT_PAGE)));
    await assertFails(getDocs(collection(visitorDb, 'locationPages')));
  });

  it('admin can get a draft location page and list all pages', async () => {
    await assertSucceeds(getDoc(doc(adminDb, 'locationPages', DRAFT_PAGE)));
    await assertSucceeds(getDocs(collection(adminDb, 'locationPages')));
  });

  it('anonymous and signed-in non-admin cannot create a location page', async () => {
    await assertFails(setDoc(doc(anonDb, 'locationPages', 'new-page'), validLocationPage()));
    await assertFails(setDoc(doc(visitorDb, 'locationPages', 'new-page'), validLocationPage()));
  });

  it('admin can create a valid location page', async () => {
    await assertSucceeds(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage()));
  });

  it('admin can create a location page with empty meta_keywords and meta_link', async () => {
    await assertSucceeds(
      setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ meta_keywords: '', meta_link: '' })),
    );
  });

  it('admin cannot create a location page with an extra key', async () => {
    await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ location_id: 'x' })));
  });

  it('admin cannot create a location page with a missing key', async () => {
    await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), without(validLocationPage(), 'heading_4')));
  });

  it('admin cannot create a location page with a wrong type', async () => {
    await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ published: 'yes' })));
    await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ paragraph_1: 7 })));
    await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ updatedAt: 'now' })));
  });

  it('admin cannot create a location page with an empty required text', async () => {
    const empty: DocumentData[] = [
      { main_heading: '' },
      { highlighted_heading: '' },
      { heading_2: '' },
      { main_paragraph: '' },
      { paragraph_3: '' },
      { meta_title: '' },
      { meta_description: '' },
    ];
    for (const override of empty) {
      await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage(override)));
    }
  });

  it('admin cannot create a location page with over-long texts', async () => {
    const tooLong: DocumentData[] = [
      { main_heading: longString(201) },
      { heading_1: longString(201) },
      { paragraph_2: longString(20001) },
      { meta_keywords: longString(301) },
      { meta_link: longString(2049) },
      { meta_title: longString(121) },
      { meta_description: longString(321) },
    ];
    for (const override of tooLong) {
      await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage(override)));
    }
  });

  it('admin can create a location page paragraph of 20000 characters', async () => {
    await assertSucceeds(
      setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ paragraph_4: longString(20000) })),
    );
  });

  it('admin cannot create a location page with a bad slug', async () => {
    await assertFails(
      setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ slug_url: 'Toronto West' })),
    );
    await assertFails(
      setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ slug_url: 'toronto--west' })),
    );
    await assertFails(setDoc(doc(adminDb, 'locationPages', 'new-page'), validLocationPage({ slug_url: '' })));
  });

  it('admin can partially update a location page', async () => {
    await assertSucceeds(
      updateDoc(doc(adminDb, 'locationPages', DRAFT_PAGE), {
        main_heading: 'New heading',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('admin cannot update a location page into an invalid document', async () => {
    await assertFails(updateDoc(doc(adminDb, 'locationPages', DRAFT_PAGE), { extra: true }));
    await assertFails(updateDoc(doc(adminDb, 'locationPages', DRAFT_PAGE), { heading_3: deleteField() }));
    await assertFails(updateDoc(doc(adminDb, 'locationPages', DRAFT_PAGE), { meta_title: longString(121) }));
  });

  it('signed-in non-admin and anonymous cannot update a location page', async () => {
    await assertFails(updateDoc(doc(visitorDb, 'locationPages', PUBLISHED_PAGE), { main_heading: 'Hacked' }));
    await assertFails(updateDoc(doc(anonDb, 'locationPages', PUBLISHED_PAGE), { main_heading: 'Hacked' }));
  });

  it('admin can delete a location page', async () => {
    await assertSucceeds(deleteDoc(doc(adminDb, 'locationPages', PUBLISHED_PAGE)));
  });

  it('signed-in non-admin and anonymous cannot delete a location page', async () => {
    await assertFails(deleteDoc(doc(visitorDb, 'locationPages', PUBLISHED_PAGE)));
    await assertFails(deleteDoc(doc(anonDb, 'locationPages', PUBLISHED_PAGE)));
  });
});

describe('firestore rules: server-only collections (newsletterSubscribers, contactRequests)', () => {
  const SERVER_ONLY = ['newsletterSubscribers', 'contactRequests'];
  const cases = SERVER_ONLY.flatMap((name) => CALLERS.map((caller) => [name, caller] as const));

  it.each(cases)('%s: %s cannot get a document', async (name, caller) => {
    await assertFails(getDoc(doc(dbFor(caller), name, 'seed-1')));
  });

  it.each(cases)('%s: %s cannot list the collection', async (name, caller) => {
    await assertFails(getDocs(collection(dbFor(caller), name)));
  });

  it.each(cases)('%s: %s cannot create a document', async (name, caller) => {
    await assertFails(
      setDoc(doc(dbFor(caller), name, 'new-1'), { email: 'someone@example.com', createdAt: serverTimestamp() }),
    );
  });

  it.each(cases)('%s: %s cannot update a document', async (name, caller) => {
    await assertFails(updateDoc(doc(dbFor(caller), name, 'seed-1'), { email: 'changed@example.com' }));
  });

  it.each(cases)('%s: %s cannot delete a document', async (name, caller) => {
    await assertFails(deleteDoc(doc(dbFor(caller), name, 'seed-1')));
  });
});

describe('firestore rules: unmatched paths', () => {
  it.each(CALLERS)('%s cannot read or write an unknown collection', async (caller) => {
    const db = dbFor(caller);
    await assertFails(getDoc(doc(db, 'settings', 'seed-1')));
    await assertFails(getDocs(collection(db, 'settings')));
    await assertFails(setDoc(doc(db, 'settings', 'new-1'), { theme: 'dark' }));
    await assertFails(updateDoc(doc(db, 'settings', 'seed-1'), { theme: 'dark' }));
    await assertFails(deleteDoc(doc(db, 'settings', 'seed-1')));
  });

  it.each(CALLERS)('%s cannot read or write a subcollection of a published blog', async (caller) => {
    const db = dbFor(caller);
    await assertFails(getDoc(doc(db, 'blogs', PUBLISHED_BLOG, 'comments', 'seed-1')));
    await assertFails(getDocs(collection(db, 'blogs', PUBLISHED_BLOG, 'comments')));
    await assertFails(setDoc(doc(db, 'blogs', PUBLISHED_BLOG, 'comments', 'new-1'), { text: 'Hi' }));
    await assertFails(deleteDoc(doc(db, 'blogs', PUBLISHED_BLOG, 'comments', 'seed-1')));
  });
});

describe('firestore rules: revision history and trash (issue 12)', () => {
  it.each(CALLERS)('%s cannot read or write revisions or the trash directly', async (caller) => {
    const db = dbFor(caller);
    for (const path of [
      ['blogs', PUBLISHED_BLOG, 'revisions', 'r1'],
      ['locationPages', PUBLISHED_PAGE, 'revisions', 'r1'],
      ['blogsTrash', 't1'],
      ['locationPagesTrash', 't1'],
    ] as const) {
      const [first, ...rest] = path;
      await assertFails(getDoc(doc(db, first, ...rest)));
      await assertFails(setDoc(doc(db, first, ...rest), { x: 1 }));
    }
  });

  it('an admin may write a blog with the review stamp and schedule fields, and not with a bad date', async () => {
    const db = dbFor('admin');
    await assertSucceeds(
      setDoc(
        doc(db, 'blogs', 'stamped'),
        validBlog({ slug_url: 'stamped', reviewedBy: 'Dr. A', lastReviewed: '2026-10-01', publishAt: '' }),
      ),
    );
    await assertFails(setDoc(doc(db, 'blogs', 'bad-date'), validBlog({ slug_url: 'bad-date', lastReviewed: 'soon' })));
  });
});
