// `npm start`: build, start the local Firebase stack, seed it, and run until Ctrl-C.
import { buildAll } from './lib/run';
import { startLocalStack, useEmulatorsInThisProcess } from './lib/local-stack';
import { seedDemoData } from './lib/seed';
import { chooseFirestore, describeFirestore } from './lib/firestore-choice';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

async function main(): Promise<void> {
  // Before the build: a missing Java or emulator JAR stops here, with the command that installs it.
  chooseFirestore();
  console.log('Building the web app and the functions...');
  await buildAll();
  console.log(`Built in ${seconds()} s. Starting the Firebase emulators (Auth, Functions, Hosting, Firestore)...`);
  const stack = await startLocalStack({ echo: process.env.CLINIC_VERBOSE === '1' });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the emulators...`);
    await stack.stop();
    console.log('Stopped. Nothing is left running.');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  useEmulatorsInThisProcess();
  const { accounts } = await seedDemoData();
  const firestore = describeFirestore(stack.firestore);

  console.log(`
Ready in ${seconds()} s.

  Site:       ${stack.hostingUrl}
  API:        ${stack.hostingUrl}/api/categories
  Admin:      ${stack.hostingUrl}/login
  Firestore:  ${firestore}
  Logs:       ${stack.logFile}

  Demo accounts:
${accounts.map((a) => `    ${a.email.padEnd(22)} ${a.password.padEnd(16)} ${a.isAdmin ? 'administrator (isAdmin)' : 'signed-in visitor, no admin access'}`).join('\n')}

Press Ctrl-C to stop everything.`);
}

main().catch((error: Error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  process.exit(1);
});
