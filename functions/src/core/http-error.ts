/**
 * An error of the request layer (body reading, sign-in checks, rate limits, upload checks) that already knows
 * its HTTP status. Its message is safe to show the client. The data layer never throws it: it throws the
 * errors of data/errors.ts, which the app entry (http/app.ts) maps to statuses.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** An optional machine-readable reason ('reauth-required', ...), sent as the body's `code`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A service the request depends on (such as the Identity Toolkit) cannot answer now; worth a retry soon. */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string) {
    super(503, message, { 'Retry-After': '5' });
    this.name = 'ServiceUnavailableError';
  }
}
