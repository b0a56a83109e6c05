import { apiClient } from '../../lib/api-client';
import { API_PATHS } from '../../shared/api-paths';
import type { ReviewView } from '../../shared/schemas/review-request';

/** The reviewer's calls: no account, the link's token in the body (never in an API address). */
export type ReviewLinkApi = {
  view(token: string, signal?: AbortSignal): Promise<ReviewView>;
  approve(token: string): Promise<string>;
  returnWithComments(token: string, comments: string): Promise<string>;
};

export const reviewLinkApi: ReviewLinkApi = {
  view: async (token, signal) =>
    (await apiClient.postJson<ReviewView>(API_PATHS.reviewLinkView, { token }, { signal })).data,
  approve: async (token) => (await apiClient.postJson(API_PATHS.reviewLinkApprove, { token })).message,
  returnWithComments: async (token, comments) =>
    (await apiClient.postJson(API_PATHS.reviewLinkReturn, { token, comments })).message,
};
