/** The documented answer shapes: reads give data, writes add a message, errors give only a message. */
export type ApiSuccess<T> = {
  status: 'success';
  data: T;
  message?: string;
  /** Lists served a page at a time (the admin's contact requests): where the next page starts, null on the last. */
  nextCursor?: string | null;
};
export type ApiError = { status: 'error'; message: string };
export type ApiResponse<T> = ApiSuccess<T> | ApiError;
