import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { killFirestoreJvm } from './local-stack';

// Stand-ins for Firestore JVMs: processes whose command lines read as the emulator's does (its JAR, --host, --port).
const JAR = '/tmp/clinic test/.local/firestore-launcher/launcher-0123abcd.jar';
const started: ChildProcess[] = [];
afterEach(() => started.splice(0).forEach((child) => child.kill('SIGKILL')));

async function standIn(port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['-e', 'setInterval(() => {}, 1000); console.log("up")', JAR, '--host', '127.0.0.1', '--port', String(port)],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  started.push(child);
  await once(child.stdout!, 'data');
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.signalCode)
    : once(child, 'exit').then(([, signal]) => signal as string | null);

describe('killFirestoreJvm', () => {
  it("ends the JVM left on the stack's port and leaves one on another port (the rules tier's) alone", async () => {
    const stack = await standIn(18080);
    // A port whose digits begin with the stack's: the match ends at the port number.
    const rules = await standIn(180801);
    killFirestoreJvm(JAR, 18080);
    await expect(exited(stack)).resolves.toBe('SIGKILL');
    expect(rules.exitCode).toBeNull();
    expect(rules.signalCode).toBeNull();
  });
});
