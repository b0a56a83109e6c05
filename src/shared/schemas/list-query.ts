import { z } from 'zod';

/**
 * The optional query parameters of the record lists (GET /blogs, GET /api/locationpages): search, status
 * filter, sort and pages. Without any of them a list answers exactly as before (every record, newest first); with
 * any of them it answers one page and its page information. Shared by the functions and the admin portal.
 */
export const LIST_PAGE_SIZE = 25;
export const LIST_MAX_PAGE_SIZE = 100;
export const LIST_QUERY_MAX_LENGTH = 100;

export const LIST_STATUSES = ['draft', 'scheduled', 'published', 'review-due'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
/** Location pages have no schedule or medical review of their own; `scheduled` stays valid (and finds none). */
export const LOCATION_LIST_STATUSES = ['draft', 'scheduled', 'published'] as const satisfies readonly ListStatus[];

/** `updated`: last updated first; `published`: latest publication date first; `title`: A to Z. */
export const LIST_SORTS = ['updated', 'published', 'title'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The parameter names a list reads; any other parameter is ignored, as it always was. */
export const LIST_PARAMS = ['q', 'status', 'sort', 'page', 'pageSize'] as const;

const positiveInt = (max: number, what: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `Use a whole number from 1 to ${max} for ${what}.`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `Use a whole number from 1 to ${max} for ${what}.`);

/** One schema per kind of list: location pages have no medical review, so no `review-due`. */
export function listQuerySchema(statuses: readonly ListStatus[] = LIST_STATUSES) {
  return z.object({
    q: z
      .string()
      .trim()
      .max(LIST_QUERY_MAX_LENGTH, `Search for at most ${LIST_QUERY_MAX_LENGTH} characters.`)
      .transform((q) => q.toLowerCase())
      .optional(),
    status: z
      .enum(statuses as [ListStatus, ...ListStatus[]], { error: `Use one of: ${statuses.join(', ')}.` })
      .optional(),
    sort: z.enum(LIST_SORTS, { error: `Use one of: ${LIST_SORTS.join(', ')}.` }).default('updated'),
    page: positiveInt(10_000, 'the page').default(1),
    pageSize: positiveInt(LIST_MAX_PAGE_SIZE, 'the page size').default(LIST_PAGE_SIZE),
  });
}

export type ListQuery = z.output<ReturnType<typeof listQuerySchema>>;
export type ListQueryInput = { q?: string; status?: ListStatus; sort?: ListSort; page?: number; pageSize?: number };

export type ListQueryParse =
  { kind: 'none' } | { kind: 'query'; query: ListQuery } | { kind: 'invalid'; message: string };

/**
 * The list parameters of a request: none (the unparameterised answer), a valid query, or a sentence naming the
 * parameter that is wrong ("sort: Use one of: …"). A parameter given twice is refused rather than guessed.
 */
export function parseListQuery(params: URLSearchParams, statuses?: readonly ListStatus[]): ListQueryParse {
  const given: Record<string, string> = {};
  for (const name of LIST_PARAMS) {
    const values = params.getAll(name);
    if (values.length > 1) return { kind: 'invalid', message: `${name}: Give this parameter once.` };
    if (values.length === 1) given[name] = values[0] as string;
  }
  if (Object.keys(given).length === 0) return { kind: 'none' };
  const parsed = listQuerySchema(statuses).safeParse(given);
  if (parsed.success) return { kind: 'query', query: parsed.data };
  const issue = parsed.error.issues[0];
  return { kind: 'invalid', message: `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'Not valid.'}` };
}

/** The query string of a list request, parameters in a fixed order (empty values left out). */
export function listQueryString(query: ListQueryInput): string {
  const params = new URLSearchParams();
  for (const name of LIST_PARAMS) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page of a list, and where it stands. `nextPage` is null on the last page. */
export type ListPageInfo = {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  nextPage: number | null;
};
export type ListPage<R> = { items: R[]; pageInfo: ListPageInfo };
