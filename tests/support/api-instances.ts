import { spawn, type ChildProcess } from 'node:child_process';
import { FIRESTORE_HOST, AUTH_HOST, PROJECT_ID } from '../../tools/scripts/lib/local-stack';

const INSTANCE = new URL('./api-instance.ts', import.meta.url).pathname;

/**
 * Instances of the api function as production runs them: each the handler on a plain Node server in its own
 * process (nothing in memory shared), against the local stack's Firestore and Auth. The Functions emulator
 * instead starts one worker process per concurrent request, which measures the emulator, not the design.
 */
export async function startApiInstances(
  count: number,
  /**
   * Extra environment: ADMIN_MFA=required, or `K_SERVICE` to take the forwarding headers as Cloud Run fills them;
   * the stack's own values otherwise (ADMIN_MFA=optional).
   */
  env: Record<string, string> = {},
): Promise<{ origins: string[]; stop: () => void }> {
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill());
  try {
    const origins = await Promise.all(Array.from({ length: count }, () => startInstance(children, env)));
    return { origins, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function startInstance(children: ChildProcess[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE], {
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_HOST,
      GCLOUD_PROJECT: PROJECT_ID,
      SITE_URL: 'http://127.0.0.1:5000',
      ADMIN_MFA: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`The api instance exited with ${code}.`)));
  });
  return `http://127.0.0.1:${port}`;
}
