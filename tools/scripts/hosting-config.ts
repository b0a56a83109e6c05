// firebase.json's Hosting rewrites and headers, generated from the route table, API_PATHS and the site config
// (tools/scripts/lib/hosting-config.ts). `--write` rewrites them in firebase.json; `--check` exits 1 when the file differs
// (npm test and the launch guard run it). Run `--write` after changing a route, an API address, a booking or video
// URL, or the CSP. A second argument names another file to write or check (the tests use a copy).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedFirebaseJson, hostingConfigProblems } from './lib/hosting-config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const [mode, file] = process.argv.slice(2);
const FILE = file ?? `${ROOT}firebase.json`;

const before = readFileSync(FILE, 'utf8');
if (mode === '--write') {
  const after = await generatedFirebaseJson(before, ROOT);
  if (after === before) console.log('firebase.json: the Hosting rules are already current.');
  else {
    writeFileSync(FILE, after);
    console.log('firebase.json: the Hosting rewrites and headers are written.');
  }
} else if (mode === '--check') {
  const problems = await hostingConfigProblems(before, ROOT);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('firebase.json: the Hosting rules are current.');
} else {
  console.error('Usage: node --import tsx tools/scripts/hosting-config.ts --write | --check');
  process.exit(2);
}
