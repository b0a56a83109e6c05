// The embedded Firestore as a process of its own (plain Node), for the benchmarks:
// `node bench/lib/embedded-firestore-process.mjs <port>` prints `ready` once it listens, and exits when its
// parent closes its stdin, so it never outlives the benchmark, even one that is killed.
// The package's CommonJS build: its ESM build imports files without extensions, which Node refuses.
import { createRequire } from 'node:module';

const port = Number(process.argv[2]);
if (!Number.isInteger(port)) throw new Error('usage: embedded-firestore-process.mjs <port>');
const { FirestoreServer } = createRequire(import.meta.url)('@firestore-emulator/server');
const server = new FirestoreServer();
await server.start(port);
process.stdout.write('ready\n');
process.stdin.resume();
process.stdin.on('close', () => {
  server.stop();
  process.exit(0);
});
