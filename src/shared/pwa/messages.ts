/** Sent by the page to a waiting service worker when the visitor accepts the update prompt. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
