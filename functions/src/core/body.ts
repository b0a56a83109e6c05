import type { z } from 'zod';
import type { RequestContext } from './context';
import { HttpError } from './http-error';

/** JSON bodies are small: the largest document (a blog with long HTML sections) stays well under this. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

export async function readRawBody(ctx: RequestContext, limitBytes: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, `The request body is larger than ${Math.round(limitBytes / 1024)} KB.`);
  const declared = Number(ctx.req.headers['content-length'] ?? NaN);
  if (declared > limitBytes) throw tooLarge();
  if (ctx.req.rawBody) {
    if (ctx.req.rawBody.length > limitBytes) throw tooLarge();
    return ctx.req.rawBody;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function mediaTypeOf(ctx: RequestContext): string {
  return (ctx.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Formats the first zod issue as one sentence naming the field, e.g. "title: This field is required." */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys')
    return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Reads a JSON body and validates it: 415 for another media type, 413 when too large, 400 when invalid. */
export async function readJson<S extends z.ZodType>(ctx: RequestContext, schema: S): Promise<z.output<S>> {
  if (mediaTypeOf(ctx) !== 'application/json') {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  const raw = await readRawBody(ctx, JSON_BODY_LIMIT_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error));
  return parsed.data;
}
