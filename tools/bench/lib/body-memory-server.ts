// The child process of `npm run bench:body-memory`: the api handler behind either the Functions Framework (what
// Cloud Functions 2nd gen runs: its body parsers read every body before the handler) or a bare Node server, with
// Cloud Run's per-instance concurrency modelled by admitting at most CONCURRENCY requests at once. It reports its
// resident memory to the parent over IPC.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { frameworkListener } from '../../scripts/lib/functions-framework';

const MODE = process.env.BODY_MEMORY_MODE ?? 'framework';
const CONCURRENCY = Number(process.env.BODY_MEMORY_CONCURRENCY ?? 80);

async function main(): Promise<void> {
  const { handleApiRequest } = (await import('../../../functions/src/http/app')) as {
    handleApiRequest: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  };
  let app: (req: IncomingMessage, res: ServerResponse) => void = (req, res) => void handleApiRequest(req, res);
  if (MODE === 'framework') app = await frameworkListener('api', app);

  // Cloud Run sends an instance at most `concurrency` requests at a time; the rest wait for a free slot.
  let active = 0;
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    const run = () => {
      active++;
      res.on('close', () => {
        active--;
        waiting.shift()?.();
      });
      app(req, res);
    };
    if (active < CONCURRENCY) run();
    else waiting.push(run);
  });
  server.requestTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  let peak = process.memoryUsage().rss;
  setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5).unref();
  process.on('message', (message: string) => {
    const rss = process.memoryUsage().rss;
    if (message === 'reset') peak = rss;
    process.send?.({ rss, peak: Math.max(peak, rss) });
  });
  process.send?.({ port: (server.address() as AddressInfo).port });
}

void main();
