import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@shared/collections';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_CONSENT } from '@shared/newsletter-consent';
import { GoneError, InvalidInputError, NotFoundError } from '../data/errors';
import { withDeadline } from '../data/firestore';
import { clockTime, serverTime } from '../data/now';
import { mailDocument, mailExpiry, newMailRef, siteOrigin } from '../mail/mail-queue';
import { confirmationMail } from './newsletter-mail';
import { emailKey, hashToken, mintToken } from './tokens';

/**
 * Double opt-in (decision 0013). A sign-up is a pending record plus a queued confirmation mail; the link in it
 * confirms once, within 7 days, and the confirmed record keeps the consent evidence. Every step runs in a
 * Firestore transaction keyed by the address's hash, so a storm of sign-ups for one address leaves one record.
 */
const DAY_MS = 24 * 60 * 60_000;
/** A second sign-up within this time sends no second mail (nobody can mail-bomb an address through the form). */
export const CONFIRMATION_RESEND_MS = 10 * 60_000;
/** Unsubscribe links keep working long after the mail (CASL asks for at least 60 days). */
export const UNSUBSCRIBE_TOKEN_DAYS = 400;

type TokenPurpose = 'confirm' | 'unsubscribe';
type TokenDoc = { subscriberId: string; purpose: TokenPurpose; expiresAt: Timestamp; usedAt?: Timestamp };
type Suppression = { reason: 'unsubscribed' | 'erased' };

const subscribers = (db: Firestore) => db.collection(COLLECTIONS.newsletterSubscribers);
const tokens = (db: Firestore) => db.collection(COLLECTIONS.newsletterTokens);
const suppressions = (db: Firestore) => db.collection(COLLECTIONS.newsletterSuppressions);

async function timestampIn(now: Timestamp, days: number): Promise<Timestamp> {
  const { Timestamp } = await import('firebase-admin/firestore');
  return Timestamp.fromMillis(now.toMillis() + days * DAY_MS);
}

export type SignUp = { email: string; source: string; page: string };

/** Answers nothing about the address: the API says the same whatever happened here. */
export async function signUp({ email, source, page }: SignUp): Promise<void> {
  const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
  const origin = siteOrigin();
  const [confirmExpiry, unsubscribeExpiry, mailExpiresAt] = await Promise.all([
    timestampIn(now, NEWSLETTER_CONFIRM_DAYS),
    timestampIn(now, UNSUBSCRIBE_TOKEN_DAYS),
    mailExpiry(now),
  ]);
  const id = emailKey(email);
  await withDeadline((db) =>
    db.runTransaction(async (tx) => {
      const [suppressed, existing] = await tx.getAll(suppressions(db).doc(id), subscribers(db).doc(id));
      if ((suppressed?.data() as Suppression | undefined)?.reason === 'erased') return;
      const record = existing?.data();
      if (record && record.status !== 'pending') return; // confirmed (or a record from before double opt-in)
      const lastMail = (record?.confirmMailAt as Timestamp | undefined)?.toMillis() ?? 0;
      if (now.toMillis() - lastMail < CONFIRMATION_RESEND_MS) return;

      const confirm = mintToken();
      const unsubscribe = mintToken();
      tx.set(subscribers(db).doc(id), {
        email,
        status: 'pending',
        source,
        page,
        createdAt: record?.createdAt ?? stamp,
        confirmMailAt: stamp,
      });
      tx.set(tokens(db).doc(confirm.hash), {
        subscriberId: id,
        purpose: 'confirm',
        createdAt: stamp,
        expiresAt: confirmExpiry,
      });
      tx.set(tokens(db).doc(unsubscribe.hash), {
        subscriberId: id,
        purpose: 'unsubscribe',
        createdAt: stamp,
        expiresAt: unsubscribeExpiry,
      });
      const mail = confirmationMail(email, origin, confirm.token, unsubscribe.token);
      tx.set(newMailRef(db), mailDocument(mail, stamp, mailExpiresAt));
    }),
  );
}

async function readToken(tx: Transaction, db: Firestore, token: string, purpose: TokenPurpose) {
  const ref = tokens(db).doc(hashToken(token));
  const doc = (await tx.get(ref)).data() as TokenDoc | undefined;
  if (!doc || doc.purpose !== purpose) {
    throw new NotFoundError('This link is not valid. Check that the whole link was opened, or sign up again.');
  }
  return { ref, doc };
}

export type ConsentEvidence = { consentVersion: string; addressHash: string };

/** Confirms a pending sign-up once; the record then keeps the wording, its version, the time, the page and a hash of the address. */
export async function confirmSubscription(token: string, evidence: ConsentEvidence): Promise<void> {
  if (evidence.consentVersion !== NEWSLETTER_CONSENT.version) {
    throw new InvalidInputError(
      'The wording of the newsletter consent has changed. Reload the page and confirm again.',
    );
  }
  const [now, stamp] = await Promise.all([clockTime(), serverTime()]);
  await withDeadline((db) =>
    db.runTransaction(async (tx) => {
      const { ref, doc } = await readToken(tx, db, token, 'confirm');
      if (doc.usedAt) throw new GoneError('This confirmation link has already been used.');
      if (doc.expiresAt.toMillis() <= now.toMillis()) {
        throw new GoneError('This confirmation link has expired. Sign up again to get a new one.');
      }
      const subscriberRef = subscribers(db).doc(doc.subscriberId);
      const record = (await tx.get(subscriberRef)).data();
      if (!record || record.status !== 'pending') {
        throw new GoneError('This confirmation link is no longer valid. Sign up again to get a new one.');
      }
      tx.set(subscriberRef, {
        email: record.email,
        status: 'confirmed',
        source: record.source,
        page: record.page,
        createdAt: record.createdAt,
        consentAt: stamp,
        consent: {
          wording: NEWSLETTER_CONSENT.wording,
          version: NEWSLETTER_CONSENT.version,
          confirmedAt: stamp,
          page: record.page,
          addressHash: evidence.addressHash,
        },
      });
      tx.update(ref, { usedAt: stamp });
      tx.delete(suppressions(db).doc(doc.subscriberId));
    }),
  );
}

/** One click, no sign-in, and the same answer however often it is used. The address is deleted, its hash kept. */
export async function unsubscribe(token: string): Promise<void> {
  const stamp = await serverTime();
  await withDeadline((db) =>
    db.runTransaction(async (tx) => {
      const { doc } = await readToken(tx, db, token, 'unsubscribe');
      const suppressionRef = suppressions(db).doc(doc.subscriberId);
      const suppressed = (await tx.get(suppressionRef)).data() as Suppression | undefined;
      tx.delete(subscribers(db).doc(doc.subscriberId));
      if (suppressed?.reason !== 'erased') tx.set(suppressionRef, { reason: 'unsubscribed', at: stamp });
    }),
  );
}

/**
 * An admin erases an address: the record, its links and its queued mail go; a suppression hash stays so that
 * the address is never mailed again, even if someone signs it up anew.
 */
export async function eraseSubscriber(email: string): Promise<{ erased: boolean }> {
  const stamp = await serverTime();
  const id = emailKey(email);
  return withDeadline(async (db) => {
    const [links, queued] = await Promise.all([
      tokens(db).where('subscriberId', '==', id).get(),
      db.collection(COLLECTIONS.mail).where('to', '==', email).get(),
    ]);
    const existed = (await subscribers(db).doc(id).get()).exists;
    const batch = db.batch();
    batch.delete(subscribers(db).doc(id));
    batch.set(suppressions(db).doc(id), { reason: 'erased', at: stamp });
    for (const doc of [...links.docs, ...queued.docs]) batch.delete(doc.ref);
    await batch.commit();
    return { erased: existed };
  });
}
