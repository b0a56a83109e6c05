// `npm run seed`: re-seeds a running local stack (idempotent).
import { useEmulatorsInThisProcess } from './lib/local-stack';
import { seedDemoData } from './lib/seed';

useEmulatorsInThisProcess();
seedDemoData()
  .then(() => console.log('Seeded the demo categories, blogs, location pages and accounts.'))
  .catch((error: Error) => {
    console.error(`Seeding failed: ${error.message}\nIs \`npm start\` running?`);
    process.exit(1);
  });
