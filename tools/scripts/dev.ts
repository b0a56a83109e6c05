// `npm run dev`: Vite with HMR on :5173, the API proxied to the Functions emulator (see vite.config.ts),
// and the functions rebuilt on change (the emulator reloads lib/ by itself).
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { runOrThrow } from './lib/run';
import { startLocalStack, useEmulatorsInThisProcess } from './lib/local-stack';
import { seedDemoData } from './lib/seed';
import { describeFirestore } from './lib/firestore-choice';

const ROOT = new URL('../..', import.meta.url).pathname;

async function main(): Promise<void> {
  await runOrThrow('Functions build', process.execPath, ['build.mjs'], { cwd: `${ROOT}functions` });
  const stack = await startLocalStack({ emulators: ['auth', 'functions'] });
  useEmulatorsInThisProcess();
  await seedDemoData();

  const functionsWatch = spawn(process.execPath, ['build.mjs', '--watch'], {
    cwd: `${ROOT}functions`,
    stdio: 'inherit',
  });
  // An empty project id keeps the web app in demo mode (Auth emulator) even if .env names a real project.
  process.env.VITE_FIREBASE_PROJECT_ID = '';
  const vite = await createServer({ root: ROOT });
  await vite.listen();
  vite.printUrls();
  console.log(
    `  Firestore: ${describeFirestore(stack.firestore)}. Demo admin: admin@example.com / Admin-demo-1. Ctrl-C stops everything.`,
  );

  const shutdown = async () => {
    functionsWatch.kill();
    await Promise.allSettled([vite.close(), stack.stop()]);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void shutdown());
}

main().catch((error: Error) => {
  console.error(`npm run dev failed: ${error.message}`);
  process.exit(1);
});
