/**
 * Shared pieces of the security-rules tests (tests/rules/*.test.ts).
 *
 * These tests talk to the Firestore and Storage emulators. Run them through `npm run test:rules`, which
 * wraps vitest in `firebase emulators:exec`; that sets FIRESTORE_EMULATOR_HOST,
 * FIREBASE_STORAGE_EMULATOR_HOST and FIREBASE_EMULATOR_HUB, from which initializeTestEnvironment finds
 * the emulators when only `rules` is passed.
 */
import { readFileSync } from 'node:fs';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';

export const PROJECT_ID = 'demo-clinic-rules';

/** Token claims of the three kinds of caller the rules distinguish. */
export const ADMIN_UID = 'admin-user';
export const ADMIN_CLAIMS = { email: 'admin@example.com', isAdmin: true };
export const VISITOR_UID = 'signed-in-visitor';
export const VISITOR_CLAIMS = { email: 'visitor@example.com' };

/** The rules file at the repository root (this file is tests/rules/helpers.ts). */
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

/** A copy of `data` without `key`. */
export function without(data: DocumentData, key: string): DocumentData {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

/** A string of `length` characters. */
export function longString(length: number): string {
  return 'a'.repeat(length);
}

/** A blog document with every key the rules require, all valid. */
export function validBlog(overrides: DocumentData = {}): DocumentData {
  return {
    title: 'Prevention after 40',
    slug_url: 'prevention-after-40',
    brief_paragraph: 'Why the years after forty are the best time to invest in prevention.',
    blog_image: 'https://example.com/images/prevention.webp',
    blog_image_alt: 'A physician talking with a patient',
    published_date: 'March 3, 2025',
    category: 1,
    blogs_content: [{ heading: 'Start early', paragraph: 'Screening finds problems before symptoms do.' }],
    metaTitle: 'Prevention after 40',
    metaDescription: 'Preventive health after forty.',
    published: true,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A location page document with every key the rules require, all valid. */
export function validLocationPage(overrides: DocumentData = {}): DocumentData {
  return {
    slug_url: 'executive-health-toronto',
    main_heading: 'Executive health in Toronto',
    highlighted_heading: 'Preventive care, close to you',
    heading_1: 'Annual assessment',
    heading_2: 'Coaching',
    heading_3: 'Advocacy',
    heading_4: 'Global support',
    main_paragraph: 'Our clinic offers preventive health care in downtown Toronto.',
    paragraph_1: 'A full-day executive health assessment.',
    paragraph_2: 'Regular coaching and clinical touchpoints.',
    paragraph_3: 'In-hospital advocacy when you need it.',
    paragraph_4: 'Support wherever you travel.',
    meta_keywords: 'executive health, toronto',
    meta_link: 'https://example.com/locations/executive-health-toronto',
    meta_title: 'Executive health in Toronto',
    meta_description: 'Preventive executive health care in Toronto.',
    published: true,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A valid category document. */
export function validCategory(overrides: DocumentData = {}): DocumentData {
  return { category_id: 2, category: 'Longevity', ...overrides };
}
