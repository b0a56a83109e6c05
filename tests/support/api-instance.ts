// One "instance" of the api function for the shared-counter test: the handler on a plain Node server, in its own
// process (so nothing in memory is shared with another instance), against the local stack's Firestore.
// Prints its port on stdout.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApiRequest } from '../../functions/src/http/app';

const server = createServer((req, res) => void handleApiRequest(req, res));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
