import { z } from 'zod';

/** PUT /api/contact-requests/{id}: staff mark an inquiry handled (or not). */
export const inquiryUpdateSchema = z.object({ handled: z.boolean() }).strict();

/** A contact request as the admin Inquiries list receives it. */
export type Inquiry = {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  handled: boolean;
  createdAt: string;
};

/** The most contact requests one page of GET /api/contact-requests holds, and what a request without `limit` gets. */
export const INQUIRY_PAGE_MAX = 200;
/** The longest name search the API takes (a name field holds at most 100 characters). */
export const INQUIRY_SEARCH_MAX = 100;

const DAY_MESSAGE = 'Use a date written YYYY-MM-DD, such as 2026-11-20.';

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE)
  .refine((day) => {
    const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, DAY_MESSAGE);

/**
 * GET /api/contact-requests' optional query parameters. Without any, the answer is the newest 200 as it always
 * was, now with `nextCursor` to page on. `from` and `to` are Toronto calendar days, both included.
 */
export const inquiryQuerySchema = z
  .object({
    limit: z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, `Use a whole number from 1 to ${INQUIRY_PAGE_MAX}.`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `Use a whole number from 1 to ${INQUIRY_PAGE_MAX}.`)
          .max(INQUIRY_PAGE_MAX, `Use a whole number from 1 to ${INQUIRY_PAGE_MAX}.`),
      )
      .default(INQUIRY_PAGE_MAX),
    cursor: z
      .string()
      .trim()
      .max(300, 'This page link is damaged. Start again from the newest requests.')
      .regex(/^[A-Za-z0-9_-]+$/, 'This page link is damaged. Start again from the newest requests.')
      .optional(),
    q: z
      .string()
      .trim()
      .max(INQUIRY_SEARCH_MAX, `Search for at most ${INQUIRY_SEARCH_MAX} characters of a name.`)
      .optional()
      .transform((q) => q || undefined),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date is after the end date. Swap them or clear one.',
    path: ['from'],
  });

export type InquiryQuery = z.output<typeof inquiryQuerySchema>;

/** What the admin screen asks GET /api/contact-requests for (each part optional; see inquiryQuerySchema). */
export type InquiryListQuery = { limit?: number; cursor?: string; q?: string; from?: string; to?: string };

/**
 * One page of contact requests, newest first. `nextCursor` is null on the last page; otherwise send it back as
 * `cursor` for the next (older) page. With a name search a page may hold fewer than `limit` matches (the server
 * looks at a bounded number of requests per call): only a null `nextCursor` means there are no more.
 */
export type InquiryPage = { data: Inquiry[]; nextCursor: string | null };
