/** The documented answer shapes: reads give data, writes add a message, errors give only a message. */
export type ApiSuccess<T> = {
  status: 'success';
  data: T;
  message?: string;
  /** Lists served a page at a time (the admin's contact requests): where the next page starts, null on the last. */
  nextCursor?: string | null;
};
/** `code` is optional and machine-readable: 'reauth-required', 'second-factor-required', 'email-unverified'. */
export type ApiError = { status: 'error'; message: string; code?: string };
export type ApiResponse<T> = ApiSuccess<T> | ApiError;
