/**
 * The words a subscriber agrees to, shown on the sign-up form and the confirmation page, and stored with each
 * confirmed subscription (CASL: the sender proves what was consented to). Change the wording, change the version:
 * records keep the version they confirmed.
 */
export const NEWSLETTER_CONSENT = {
  version: '2025-06-01',
  wording:
    'Yes, send me the clinic newsletter by email, about once a month: health articles, clinic news and events. ' +
    'I can unsubscribe at any time with the link at the bottom of every newsletter.',
} as const;

/** Where a sign-up form can be: recorded as the evidence's page, never taken from free text. */
export const NEWSLETTER_SOURCES = ['website-footer'] as const;

/** A confirmation link works this long after it was sent. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
