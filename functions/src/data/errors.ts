/**
 * The data layer's own errors. Their messages are safe to show the client; which HTTP status each one
 * becomes is decided in one place, the app entry (http/app.ts), so this layer knows nothing of HTTP.
 */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** An old address of a record that was renamed: a 404 that names the record's current slug (decision 0024). */
export class MovedError extends NotFoundError {
  constructor(
    message: string,
    readonly redirectTo: string,
  ) {
    super(message);
    this.name = 'MovedError';
  }
}

/** Another record already claims this slug (checked inside the write's transaction). */
export class SlugTakenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SlugTakenError';
  }
}

/** The input passed its schema but cannot be stored as it is (no slug, unknown category, nothing left after sanitizing). */
export class InvalidInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

/** Firestore could not be reached within the deadline. */
export class DataUnavailableError extends Error {
  constructor(message = 'The database is unavailable right now. Please try again in a moment.') {
    super(message);
    this.name = 'DataUnavailableError';
  }
}

/** A rate limit or a sign-in delay refused the request; the caller may retry after this many seconds. */
export class RateLimitedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
  ) {
    super(message);
    this.name = 'RateLimitedError';
  }
}

/** A one-time link that was valid once: used already, or expired. */
export class GoneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GoneError';
  }
}
