/** What the form shows: the server's own message when it sent one. */
export type SubscribeResult = { ok: boolean; message: string };
export type SubscribeFn = (email: string) => Promise<SubscribeResult>;

export const NEWSLETTER_MESSAGES = {
  connection:
    'Subscribing needs an internet connection. Please check that you are connected and try again. Your email address is still in the box.',
  timeout:
    'Our server took too long to answer. Please check your connection and try again. Your email address is still in the box.',
  success: 'Thank you. Please check your inbox for a link to confirm your subscription.',
  failed: 'We could not subscribe you just now. Please try again in a few minutes.',
} as const;
