import { blogInputSchema, dropEmptyContentItems } from '../../../src/shared/schemas/blog';
import { categorySchema } from '../../../src/shared/schemas/category';
import { locationPageInputSchema } from '../../../src/shared/schemas/location-page';
import { COLLECTIONS } from '../../../src/shared/collections';
import { toSlug } from '../../../src/shared/slug';
import { DEMO_ACCOUNTS, DEMO_BLOGS, DEMO_CATEGORIES, DEMO_LOCATION_PAGES } from './demo-data';

const SEEDED_AT = new Date('2026-11-01T12:00:00Z');

/** Validates the demo data against the shared schemas; throws on the first invalid record. */
export function parseDemoData() {
  return {
    categories: DEMO_CATEGORIES.map((c) => categorySchema.parse(c)),
    blogs: DEMO_BLOGS.map(({ id, blog }) => {
      const parsed = blogInputSchema.parse(blog);
      const slug_url = parsed.slug_url ?? toSlug(parsed.title);
      return { id, data: { ...parsed, slug_url, blogs_content: dropEmptyContentItems(parsed.blogs_content) } };
    }),
    locationPages: DEMO_LOCATION_PAGES.map(({ id, page }) => ({ id, data: locationPageInputSchema.parse(page) })),
  };
}

async function adminApp() {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  return getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-clinic' });
}

/**
 * Writes the demo data and accounts with fixed ids, so running it twice leaves one copy of everything.
 * Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: it must never touch a real project.
 */
export async function seedDemoData(): Promise<{ accounts: typeof DEMO_ACCOUNTS }> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Refusing to seed: FIREBASE_AUTH_EMULATOR_HOST must point at the Auth emulator.');
  }
  await seedDemoContent();
  const { getAuth } = await import('firebase-admin/auth');
  const auth = getAuth(await adminApp());
  for (const account of DEMO_ACCOUNTS) {
    const existing = await auth.getUserByEmail(account.email).catch(() => null);
    // Verified both ways: requireAdmin refuses an isAdmin claim on an unverified address.
    const user = existing
      ? await auth.updateUser(existing.uid, {
          password: account.password,
          displayName: account.displayName,
          emailVerified: true,
        })
      : await auth.createUser({
          email: account.email,
          password: account.password,
          displayName: account.displayName,
          emailVerified: true,
        });
    await auth.setCustomUserClaims(user.uid, account.isAdmin ? { isAdmin: true } : null);
  }
  return { accounts: DEMO_ACCOUNTS };
}

/** Categories, blogs and location pages (with their slug claims); no accounts. */
export async function seedDemoContent(): Promise<void> {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('Refusing to seed: FIRESTORE_EMULATOR_HOST must point at a Firestore emulator.');
  }
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const db = getFirestore(await adminApp());
  const at = Timestamp.fromDate(SEEDED_AT);
  const data = parseDemoData();
  const batch = db.batch();
  for (const c of data.categories) {
    batch.set(db.collection(COLLECTIONS.categories).doc(String(c.category_id)), { ...c, createdAt: at, updatedAt: at });
  }
  for (const { id, data: blog } of data.blogs) {
    batch.set(db.collection(COLLECTIONS.blogs).doc(id), { ...blog, createdAt: at, updatedAt: at });
    batch.set(db.collection(COLLECTIONS.blogSlugs).doc(blog.slug_url), { id });
  }
  for (const { id, data: page } of data.locationPages) {
    batch.set(db.collection(COLLECTIONS.locationPages).doc(id), { ...page, createdAt: at, updatedAt: at });
    batch.set(db.collection(COLLECTIONS.locationPageSlugs).doc(page.slug_url), { id });
  }
  await batch.commit();
}
