import type { AdminClient, Saved } from '../../../lib/admin-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { Inquiry, InquiryListQuery, InquiryPage } from '@shared/schemas/inquiry';

/** Contact requests and the newsletter's subscribers. */
export function createInquiriesApi(client: AdminClient) {
  return {
    /** One page of contact requests, newest first; send `nextCursor` back as `cursor` for the next (older) one. */
    list: (query: InquiryListQuery = {}, signal?: AbortSignal): Promise<InquiryPage> =>
      client.page<Inquiry>(API_PATHS.contactRequests, query, signal),
    setHandled: (id: string, handled: boolean) =>
      client.put<{ id: string; handled: boolean }>(apiPath(API_PATHS.contactRequest, { id }), { handled }),
    subscriberCount: async (signal?: AbortSignal) =>
      (await client.read<{ count: number }>(API_PATHS.subscribers, signal)).count,
    subscribersCsv: (signal?: AbortSignal) => client.blob(API_PATHS.subscribersCsv, signal),
    /** Erases an address from the newsletter for good (decision 0013). */
    eraseSubscriber: (email: string): Promise<Saved<{ erased: boolean }>> =>
      client.post(API_PATHS.subscriberErase, { email }),
  };
}
