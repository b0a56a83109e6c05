import { passwordResetRequestSchema } from '@shared/schemas/staff';
import { accountActionLink, passwordResetMail } from '../mail/account-mail';
import { getAdminAuth } from '../auth/verify-request';
import { platformEnv } from '../core/platform-env';
import { withDeadline } from '../data/firestore';
import { mailDocument, mailExpiry, newMailRef } from '../mail/mail-queue';

/** The task queue (a function of its own, `passwordResetMail` in index.ts) that does a reset's per-account work. */
export const PASSWORD_RESET_QUEUE = 'passwordResetMail';

/**
 * Queues a reset for an address, known or not: the same call, of the same cost, for every address, so the answer's
 * timing tells nothing about accounts. Cloud Tasks runs it (retried on failure) after the answer has gone; on the
 * local stack the Functions emulator's task queue does the same.
 */
export async function queuePasswordReset(email: string): Promise<void> {
  const { getFunctions } = await import('firebase-admin/functions');
  await getFunctions(await taskQueueApp())
    .taskQueue(PASSWORD_RESET_QUEUE)
    .enqueue({ email });
}

/** The service account the Cloud Tasks emulator is given: it checks none. */
const EMULATED_TASKS_ACCOUNT = 'emulated-service-acct@email.com';

/**
 * The Admin SDK app that enqueues. In production, the default one: the task's OIDC token names the function's own
 * account, which the metadata server tells once. In the Functions emulator there is no metadata server, and the SDK
 * asked for it again on every enqueue (about 2.3 s each, `npm run bench:reset`), so an app that names the account.
 */
async function taskQueueApp() {
  const { getApp, getApps, initializeApp } = await import('firebase-admin/app');
  if (platformEnv().FUNCTIONS_EMULATOR !== 'true') return getApps()[0] ?? initializeApp();
  const name = 'emulated-task-queue';
  return getApps().some((app) => app.name === name)
    ? getApp(name)
    : initializeApp({ serviceAccountId: EMULATED_TASKS_ACCOUNT }, name);
}

/**
 * The queued work: an address with an enabled account gets a mail with a link to our own action page, through our
 * mail queue; any other address gets nothing. A malformed task is dropped (retrying cannot mend it).
 */
export async function sendPasswordResetMail(data: unknown): Promise<'sent' | 'no-account' | 'malformed'> {
  const parsed = passwordResetRequestSchema.safeParse(data);
  if (!parsed.success) return 'malformed';
  const email = parsed.data.email.toLowerCase();
  const user = await (await getAdminAuth()).getUserByEmail(email).catch((error: { code?: string }) => {
    // An address Firebase does not accept has no account either.
    if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-email') return null;
    throw error;
  });
  if (!user || user.disabled) return 'no-account';
  const link = await accountActionLink(email, 'resetPassword');
  const { Timestamp } = await import('firebase-admin/firestore');
  const now = Timestamp.now();
  const expiresAt = await mailExpiry(now);
  await withDeadline((db) => newMailRef(db).set(mailDocument(passwordResetMail(email, link), now, expiresAt)));
  return 'sent';
}
