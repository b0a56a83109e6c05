/** The documented answer shapes: reads give data, writes add a message, errors give only a message. */
export type ApiSuccess<T> = { status: 'success'; data: T; message?: string };
export type ApiError = { status: 'error'; message: string };
export type ApiResponse<T> = ApiSuccess<T> | ApiError;

/** Collection names, shared by the functions, the seed and the security rules tests. */
export const COLLECTIONS = {
  blogs: 'blogs',
  categories: 'categories',
  locationPages: 'locationPages',
  newsletterSubscribers: 'newsletterSubscribers',
  contactRequests: 'contactRequests',
  /** One document per slug (`{id}`), so uniqueness holds inside a transaction. Server-only. */
  blogSlugs: 'blogSlugs',
  locationPageSlugs: 'locationPageSlugs',
  /** Deleted records, restorable for 30 days under the same id. Server-only. */
  blogsTrash: 'blogsTrash',
  locationPagesTrash: 'locationPagesTrash',
} as const;
