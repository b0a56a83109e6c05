import { apiClient, type RequestOptions } from '../../lib/api-client';
import { API_PATHS } from '@shared/api-paths';
import type { ReviewView } from '@shared/schemas/review-request';

/** The reviewer's calls: no account, the link's token in the body (never in an API address). */
export type ReviewLinkApi = {
  view(token: string, signal?: AbortSignal): Promise<ReviewView>;
  /** Approves the revision on the reviewer's screen (`revisionId` from the view). */
  approve(token: string, revisionId?: string): Promise<string>;
  returnWithComments(token: string, comments: string): Promise<string>;
};

/**
 * The page's address holds the token: no request of the reviewer's may name it in a Referer, whatever the
 * page's meta tag has or has not yet said (it is set by the page once drawn).
 */
export const REVIEW_FETCH: RequestOptions = { referrerPolicy: 'no-referrer' };

export const reviewLinkApi: ReviewLinkApi = {
  view: async (token, signal) =>
    (await apiClient.postJson<ReviewView>(API_PATHS.reviewLinkView, { token }, { ...REVIEW_FETCH, signal })).data,
  approve: async (token, revisionId) =>
    (
      await apiClient.postJson(
        API_PATHS.reviewLinkApprove,
        revisionId ? { token, revisionId } : { token },
        REVIEW_FETCH,
      )
    ).message,
  returnWithComments: async (token, comments) =>
    (await apiClient.postJson(API_PATHS.reviewLinkReturn, { token, comments }, REVIEW_FETCH)).message,
};
