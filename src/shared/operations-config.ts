/**
 * The site config's operational values, in a module without build variables so the Cloud Functions bundle can
 * read it too (site-config.ts reads import.meta.env, which only Vite fills). SITE_CONFIG includes these.
 */
import { placeholder } from './placeholder.ts';

export type DataRetention = {
  /** Contact requests, counted from when they were sent. */
  contactRequestDays: number;
  /** Newsletter sign-ups never confirmed. */
  pendingNewsletterDays: number;
};

export type OperationsConfig = {
  /** Where staff are told of each new contact request (the request itself stays in the admin inbox). */
  clinicInboxEmail: string;
  /** How long personal data is kept before the daily retention job deletes it (decision 0013). */
  retention: DataRetention;
};

export const OPERATIONS_CONFIG: OperationsConfig = {
  // The staff inbox that hears of new contact requests: a stand-in (src/shared/placeholder.ts).
  clinicInboxEmail: placeholder('inbox@example.com'),
  retention: { contactRequestDays: 365, pendingNewsletterDays: 30 },
};
