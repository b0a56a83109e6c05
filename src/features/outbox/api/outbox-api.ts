import type { AdminClient } from '../../../lib/admin-client';
import { API_PATHS } from '@shared/api-paths';
import type { Outbox } from '@shared/schemas/mail';

/** Queued mail (decision 0013): bodies only on the local stack. */
export function createOutboxApi(client: AdminClient) {
  return { list: (signal?: AbortSignal) => client.read<Outbox>(API_PATHS.mailOutbox, signal) };
}
