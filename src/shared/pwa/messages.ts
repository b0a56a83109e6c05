/** Sent by the page to a waiting service worker when the visitor accepts the update prompt. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/** Sent by the page to the active service worker (decision 0027): look for content changes now. */
export const CHECK_CONTENT_MESSAGE = 'CHECK_CONTENT';
export type CheckContentMessage = { type: typeof CHECK_CONTENT_MESSAGE };

/** Sent by the service worker to open pages once it has refreshed what it keeps: `articles` lists new blogs. */
export const CONTENT_UPDATED_MESSAGE = 'CONTENT_UPDATED';
export type NewArticle = { title: string; path: string };
export type ContentUpdatedMessage = { type: typeof CONTENT_UPDATED_MESSAGE; articles: NewArticle[] };

/** The window event the page fires on that message, so lists that read the API read it again (no reload). */
export const CONTENT_UPDATED_EVENT = 'clinic:content-updated';

/** The periodic background sync tag, where the browser offers it (installed Chromium apps). */
export const CONTENT_SYNC_TAG = 'content-changes';
