import { createServer } from 'node:net';

/** The default emulator ports of firebase.json, which the web app and tests rely on. */
export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
} as const;

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/** Fails with the commands that find the owner of each busy port, instead of a cryptic EADDRINUSE later. */
export async function assertPortsFree(ports: Record<string, number>): Promise<void> {
  const busy: string[] = [];
  for (const [name, port] of Object.entries(ports)) {
    if (!(await isPortFree(port))) busy.push(`${name} (${port})`);
  }
  if (busy.length) {
    const first = busy[0]?.match(/\((\d+)\)/)?.[1];
    throw new Error(
      `These ports are in use: ${busy.join(', ')}.\n` +
        `Another \`npm start\`, \`npm test\` or Firebase emulator is probably running. Stop it, or find the process with:\n` +
        `  lsof -i :${first}   (or: fuser ${first}/tcp)`,
    );
  }
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}.`);
}
