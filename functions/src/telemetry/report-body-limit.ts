import { CLIENT_REPORT_LIMITS } from '@shared/schemas/client-report-limits';

// The client-report route's body limit, apart from its handler: the route table refuses a larger body before the
// handler loads.
export const CLIENT_REPORT_BODY_LIMIT_BYTES = CLIENT_REPORT_LIMITS.bodyBytes;

export const TOO_LARGE_MESSAGE = `A report may hold at most ${CLIENT_REPORT_LIMITS.bodyBytes / 1024} KB: shorten the stack.`;
