import { emulatorAdmin } from './admin-sdk';
import { API_TEST_TIMEOUT_MS } from './api-timeouts';

/**
 * The rate limits key on the address the platform reports, which on the local stack is the same for every test
 * (decision 0012): a test that sends limited requests starts from empty counters instead of forging addresses.
 */
export async function resetRateLimits(): Promise<void> {
  const { db } = await emulatorAdmin();
  const counters = await db.collection('rateLimits').get();
  await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
}

export type QueuedMail = {
  id: string;
  to: string;
  kind: string;
  message: { subject: string; text: string; html: string };
  headers?: Record<string, string>;
};

/** The mail queued for an address, oldest first (what the Trigger Email extension would send). */
export async function mailTo(address: string): Promise<QueuedMail[]> {
  const { db } = await emulatorAdmin();
  const snapshot = await db.collection('mail').where('to', '==', address).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, ...(doc.data() as Omit<QueuedMail, 'id'>), at: doc.get('createdAt').toMillis() }))
    .sort((a, b) => a.at - b.at);
}

/**
 * How long mail that a queue's function writes may take to appear. Measured: 2-8 s on this stack with both cores
 * busy, and once 20 s in CI, where the task began about 10 s after the answer and its own run (a fresh instance
 * loading the mail code, an Auth link, a write) took 6.9 s.
 */
export const QUEUED_MAIL_WAIT_MS = 40_000;

/** A test that waits for queued mail: its other steps' usual budget, plus the mail's own wait. */
export const QUEUED_MAIL_TEST_TIMEOUT_MS = API_TEST_TIMEOUT_MS + QUEUED_MAIL_WAIT_MS;

/**
 * The mail queued for an address once at least `count` are there: for mail a queue's function writes after the
 * request has been answered (a password reset). A test calling it takes `QUEUED_MAIL_TEST_TIMEOUT_MS`, so that the
 * wait's own message, not the runner's timeout, tells what was missing.
 */
export async function mailArrivesFor(address: string, count = 1): Promise<QueuedMail[]> {
  // A plain poll on the condition: this file serves both runners (Vitest's API tier and Playwright's e2e tier), and
  // each runner's own `expect.poll` works only inside that runner.
  const deadline = Date.now() + QUEUED_MAIL_WAIT_MS;
  for (;;) {
    const mail = await mailTo(address);
    if (mail.length >= count) return mail;
    if (Date.now() > deadline)
      throw new Error(
        `Expected ${count} mail(s) to ${address} within ${QUEUED_MAIL_WAIT_MS / 1000} s, found ${mail.length}.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The token of the first link in a mail's text that opens `path`. */
export function tokenOf(mail: QueuedMail, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)`).exec(mail.message.text);
  if (!match?.[1]) throw new Error(`No ${path} link in the mail "${mail.message.subject}".`);
  return match[1];
}
