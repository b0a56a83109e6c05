/** An error whose message is safe to show the client; anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The database is unavailable right now. Please try again in a moment.') {
    super(503, message, { 'Retry-After': '5' });
  }
}
