import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The Functions Framework's request pipeline around a handler: what Cloud Functions 2nd gen runs in front of our
 * code (its body parsers, then Express's final error handler when they fail). Used to show, locally, what
 * production answers before the handler runs (decision 0012). Set NODE_ENV=production first, as Cloud Run does,
 * or Express's error pages include stack traces.
 */
export async function frameworkListener(name: string, handler: Listener): Promise<Listener> {
  const framework = await import('@google-cloud/functions-framework');
  const { getTestServer } = await import('@google-cloud/functions-framework/testing');
  framework.http(name, handler);
  return getTestServer(name).listeners('request')[0] as Listener;
}
