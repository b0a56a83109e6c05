// One bundled function handler on a plain Node HTTP server, in a process of its own, for bench:api:
// `node tools/bench/lib/handler-process.mjs <module path> <export name>` prints `listening <port>`, and exits when its
// parent closes its stdin. Plain Node as on Cloud Functions: no tsx loader hooks, no source-mapped stack traces.
import { createServer } from 'node:http';

const [modulePath, exportName] = process.argv.slice(2);
const handler = (await import(modulePath))[exportName];
if (typeof handler !== 'function') throw new Error(`${modulePath} exports no function ${exportName}`);
const server = createServer((req, res) => void handler(req, res));
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.stdin.resume();
process.stdin.on('close', () => process.exit(0));
