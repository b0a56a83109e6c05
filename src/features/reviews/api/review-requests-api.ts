import type { AdminClient, Saved } from '../../../lib/admin-client';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { ReviewRequestCreate, ReviewRequestSummary, ReviewStampChoice } from '@shared/schemas/review-request';

/** Medical review requests (decision 0023), the admin's side: the reviewer's own calls need no account. */
export function createReviewRequestsApi({ read, post }: AdminClient) {
  return {
    list: (signal?: AbortSignal) => read<ReviewRequestSummary[]>(API_PATHS.reviewRequests, signal),
    create: (input: ReviewRequestCreate): Promise<Saved<ReviewRequestSummary>> => post(API_PATHS.reviewRequests, input),
    revoke: (id: string): Promise<Saved<ReviewRequestSummary>> =>
      post(apiPath(API_PATHS.reviewRequestRevoke, { id }), {}),
    chooseStamp: (input: ReviewStampChoice): Promise<Saved<unknown>> => post(API_PATHS.reviewStampChoice, input),
  };
}
