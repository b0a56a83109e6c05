/** The documented answer shapes: reads give data, writes add a message, errors give only a message. */
export type ApiSuccess<T> = { status: 'success'; data: T; message?: string };
export type ApiError = { status: 'error'; message: string };
export type ApiResponse<T> = ApiSuccess<T> | ApiError;
