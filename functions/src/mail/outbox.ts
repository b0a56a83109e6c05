import { COLLECTIONS } from '@shared/collections';
import type { Outbox } from '@shared/schemas/mail';
import { requireAdmin } from '../auth/verify-request';
import { toIsoString } from '../content/timestamps';
import type { RouteHandler } from '../core/handler';
import { platformEnv } from '../core/platform-env';
import { ok } from '../core/respond';
import { withDeadline } from '../data/firestore';

export const OUTBOX_LIMIT = 100;

/**
 * The newest queued mail. Bodies carry one-time links (a confirmation link opened by staff would fake a
 * subscriber's consent), so they are shown only on the local stack, where no mail is delivered.
 */
export async function listOutbox(bodiesShown = platformEnv().FUNCTIONS_EMULATOR === 'true'): Promise<Outbox> {
  const snapshot = await withDeadline((db) =>
    db.collection(COLLECTIONS.mail).orderBy('createdAt', 'desc').limit(OUTBOX_LIMIT).get(),
  );
  const mail = snapshot.docs.map((doc) => {
    const d = doc.data();
    const message = (d.message ?? {}) as { subject?: unknown; text?: unknown; html?: unknown };
    const state = (d.delivery as { state?: unknown } | undefined)?.state;
    return {
      id: doc.id,
      kind: String(d.kind ?? ''),
      to: String(d.to ?? ''),
      subject: String(message.subject ?? ''),
      ...(bodiesShown
        ? {
            text: String(message.text ?? ''),
            html: String(message.html ?? ''),
            ...(d.headers ? { headers: d.headers as Record<string, string> } : {}),
          }
        : {}),
      createdAt: toIsoString(d.createdAt),
      ...(typeof state === 'string' ? { deliveryState: state } : {}),
    };
  });
  return { mail, bodiesShown };
}

/** GET /api/mail/outbox, admins only. */
export const listOutboxHandler: RouteHandler = async (ctx) => {
  await requireAdmin(ctx);
  return ok(await listOutbox(), 'no-store');
};
