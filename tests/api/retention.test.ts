import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../support/admin-sdk';

/**
 * The scheduled retention job's handler, run in this process against the local stack's Firestore with an
 * injected clock (the schedule passes its own time in production).
 */
const DAY = 24 * 60 * 60_000;
let runRetention: typeof import('../../functions/src/retention/retention').runRetention;

beforeAll(async () => {
  await emulatorAdmin();
  process.env.GCLOUD_PROJECT ??= 'demo-clinic';
  ({ runRetention } = await import('../../functions/src/retention/retention'));
});

describe('the retention job', () => {
  it('deletes exactly the contact requests, pending sign-ups, mail and tokens past their period', async () => {
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    // The real clock: everything the other tests stored is recent, so the job must delete exactly ours.
    const now = new Date();
    const at = (msBeforeNow: number) => Timestamp.fromMillis(now.getTime() - msBeforeNow);
    const tag = `retention-${Date.now()}`;
    const put = async (collection: string, id: string, data: Record<string, unknown>) =>
      db
        .collection(collection)
        .doc(`${tag}-${id}`)
        .set({ tag, ...data });

    await Promise.all([
      put('contactRequests', 'old', { createdAt: at(365 * DAY + 1000) }),
      put('contactRequests', 'young', { createdAt: at(365 * DAY - 1000) }),
      put('newsletterSubscribers', 'pending-old', { status: 'pending', createdAt: at(30 * DAY + 1000) }),
      put('newsletterSubscribers', 'pending-young', { status: 'pending', createdAt: at(30 * DAY - 1000) }),
      put('newsletterSubscribers', 'confirmed-old', { status: 'confirmed', createdAt: at(3000 * DAY) }),
      put('mail', 'old', { createdAt: at(30 * DAY + 1000) }),
      put('mail', 'young', { createdAt: at(30 * DAY - 1000) }),
      put('newsletterTokens', 'expired', { expiresAt: at(1000) }),
      put('newsletterTokens', 'valid', { expiresAt: at(-1000) }),
    ]);

    const report = await runRetention(now);

    const left = async (collection: string) =>
      (await db.collection(collection).where('tag', '==', tag).get()).docs
        .map((d) => d.id.replace(`${tag}-`, ''))
        .sort();
    expect(await left('contactRequests')).toEqual(['young']);
    expect(await left('newsletterSubscribers')).toEqual(['confirmed-old', 'pending-young']);
    expect(await left('mail')).toEqual(['young']);
    expect(await left('newsletterTokens')).toEqual(['valid']);
    expect(report).toMatchObject({ contactRequests: 1, pendingSubscribers: 1, mail: 1 });
    expect(report.newsletterTokens).toBeGreaterThanOrEqual(1);
  });

  it('follows the retention setting it is given', async () => {
    const { db } = await emulatorAdmin();
    const { Timestamp } = await import('firebase-admin/firestore');
    const now = new Date();
    const ref = db.collection('contactRequests').doc(`retention-setting-${Date.now()}`);
    await ref.set({ createdAt: Timestamp.fromMillis(now.getTime() - 10 * DAY) });
    await runRetention(now, { contactRequestDays: 11, pendingNewsletterDays: 30 });
    expect((await ref.get()).exists).toBe(true);
    await runRetention(now, { contactRequestDays: 9, pendingNewsletterDays: 30 });
    expect((await ref.get()).exists).toBe(false);
  });
});
