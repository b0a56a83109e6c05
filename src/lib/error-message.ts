import { ApiRequestError } from './api-client';

const GENERIC = 'Something went wrong. Please try again.';

/** API failures carry sentences written for people; anything else gets a generic one (and the console). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  console.error(error);
  return GENERIC;
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
