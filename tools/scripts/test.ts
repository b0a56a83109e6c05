// `npm test`: every tier that can run here, stopping at the first failure, in stages whose lanes run side by side
// (tools/scripts/lib/lanes.ts): typecheck | lint | format -> unit -> build -> build checks | rules -> emulators,
// api -> e2e (Playwright Test, Chromium) -> e2e exclusive | launch rehearsal. Ends with one summary line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, buildAll, run } from './lib/run';
import { startLocalStack, useEmulatorsInThisProcess, type LocalStack } from './lib/local-stack';
import { chooseFirestore, describeFirestore } from './lib/firestore-choice';
import { runRulesTier } from './lib/rules-tier';
import { RESULTS_DIR, runVitestProject, type TierOutcome } from './lib/vitest-project';
import { seedDemoData } from './lib/seed';
import { E2E_PROJECTS, E2E_REPORT_FILE, runPlaywrightTier } from './lib/playwright-tier';
import { asLanes, runLanes, type Stage, type TierResult } from './lib/lanes';

const node = process.execPath;
/** The second part of the e2e tier reports beside the first. */
const E2E_EXCLUSIVE_REPORT = E2E_REPORT_FILE.replace(/\.json$/, '-exclusive.json');

/** One project of vitest.config.ts; `name` labels the tier and its JSON report in .local/results/. */
const vitestTier = (project: string | string[], name: string) => () => runVitestProject(project, name);

/** Commands that only read the sources, one after another; every one runs, so the log names every problem at once. */
const commandsTier = (commands: string[][]) => async (): Promise<TierOutcome> => {
  let ok = true;
  for (const [program, ...args] of commands) ok = (await run(program!, args)) === 0 && ok;
  return { ok, passed: 0, failed: 0 };
};

/** After a failing tier on the stack: whether the emulators are still up, and the end of their log. */
function reportStack(stack: LocalStack): void {
  const lines = readFileSync(stack.logFile, 'utf8').split('\n').slice(-40).join('\n');
  const state = stack.isRunning()
    ? 'still running'
    : 'EXITED during the run (failures after that are refused connections)';
  console.error(`\nThe emulators are ${state}. The last lines of ${stack.logFile}:\n${lines}`);
}

async function main(): Promise<number> {
  // Before any tier: the rules and the stack need the official Firestore emulator; without its Java or JAR this
  // stops at once, with the command that installs it.
  try {
    chooseFirestore();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  mkdirSync(RESULTS_DIR, { recursive: true });
  const results: TierResult[] = [];
  let stack: LocalStack | undefined;

  // A stage is one tier, or lanes that run side by side, each lane's tiers in order. Two stages share the 2 cores:
  // the static checks (type checks, lint and the format check are one process each: three lanes, so no core waits
  // on the longest of two), and the e2e files that run alone with the launch rehearsal. The rehearsal beside the API
  // tier was tried: the API tier stretched by as much as the rehearsal saved, and its timed concurrency checks
  // (hot-documents) failed; busy tiers with time limits run alone (decision 0036).
  const stages: Stage[] = [
    [
      [
        [
          'typecheck',
          commandsTier(
            ['tsconfig.json', 'tsconfig.sw.json', 'functions/tsconfig.json', 'tsconfig.node.json'].map((project) => [
              node,
              bin.tsc,
              '-p',
              project,
              '--noEmit',
            ]),
          ),
        ],
      ],
      [['lint', commandsTier([[node, bin.eslint, '.', '--max-warnings', '0']])]],
      [['format', commandsTier([[node, bin.prettier, '--check', '.']])]],
    ],
    // Node-side files and browser-document files (jsdom), two projects of vitest.config.ts run as one tier.
    ['unit', vitestTier(['unit', 'unit-dom'], 'unit')],
    [
      [
        [
          'build',
          async () => {
            await buildAll();
            return { ok: true, passed: 0, failed: 0 };
          },
        ],
        // Checks of the built output itself: service worker, precache contents and budget, manifest, icons.
        ['build checks', vitestTier('build', 'build checks')],
      ],
      // Beside them, the security rules under the official Firestore emulator, its own on another port
      // (lib/rules-tier.ts): they need no build, and their emulator mostly waits on one core.
      [['rules', () => runRulesTier()]],
    ],
    [
      'emulators',
      async () => {
        stack = await startLocalStack();
        useEmulatorsInThisProcess();
        await seedDemoData();
        process.env.STACK_URL = stack.hostingUrl;
        console.log(`Local stack up at ${stack.hostingUrl} (Firestore: ${describeFirestore(stack.firestore)}).`);
        return { ok: true, passed: 0, failed: 0 };
      },
    ],
    // Files side by side, then the files that must run alone: two projects of vitest.config.ts, one tier.
    ['api', vitestTier(['api-parallel', 'api'], 'api')],
    // Playwright Test (playwright.config.ts): its global setup checks Chromium and uses the stack above. First the
    // files that run two at a time, at both widths (with the admin sign-in they depend on).
    ['e2e', () => runPlaywrightTier(['--project', E2E_PROJECTS.phone, '--project', E2E_PROJECTS.desktop])],
    [
      // Then the files that watch the whole site, one at a time: most of their time is waiting on the site's own
      // timers (a 15 s maintenance check, read caches), so a core is free, and the launch rehearsal takes it. It
      // needs neither the stack nor the browser: the launch in docs/operations.md, in a copy of the repository, to
      // Google sign-in (tests/rehearsal). Decision 0036 has the figures.
      [
        [
          'e2e exclusive',
          () => runPlaywrightTier(['--project', E2E_PROJECTS.exclusive, '--no-deps'], E2E_EXCLUSIVE_REPORT),
        ],
      ],
      [['launch rehearsal', vitestTier('rehearsal', 'launch rehearsal')]],
    ],
  ];
  const tierNames = stages.flatMap((stage) => asLanes(stage).flat()).map(([name]) => name);

  const stopStack = async () => {
    await stack?.stop();
    stack = undefined;
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopStack().then(() => process.exit(130)));
  }

  try {
    for (const stage of stages) {
      const stageResults = await runLanes(asLanes(stage), (name) => console.log(`\n=== ${name} ===`));
      results.push(...stageResults);
      if (stageResults.some((result) => !result.ok)) {
        if (stack) reportStack(stack);
        break;
      }
    }
  } finally {
    await stopStack();
  }

  const passed = results.reduce((n, r) => n + r.passed, 0);
  // A failing tier without test counts (typecheck, lint, build) still counts as one failure.
  const failed = results.reduce((n, r) => n + (r.failed || (r.ok ? 0 : 1)), 0);
  const ran = new Set(results.map((r) => r.name));
  const notStarted = tierNames.filter((name) => !ran.has(name));
  console.log('\nTiers:');
  for (const r of results) {
    const counts = r.passed || r.failed ? ` ${r.passed} passed, ${r.failed} failed` : '';
    console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
  }
  if (notStarted.length) console.log(`  not run: ${notStarted.join(', ')} (an earlier tier failed)`);
  for (const r of results.filter((t) => t.failures?.length)) {
    console.log(`  ${r.name} failures:`);
    for (const failure of r.failures ?? []) console.log(`    - ${failure}`);
  }
  const notRun = results.flatMap((r) => r.notRun ?? []);
  for (const { what, why } of notRun) console.log(`  not run: ${what}: ${why}`);
  const allOk = !notStarted.length && results.every((r) => r.ok);
  const notRunSummary = notRun.length ? ` (not run: ${notRun.map((n) => n.what).join('; ')})` : '';
  console.log(`Summary: ${passed} passed, ${failed} failed${notRunSummary}`);
  return allOk ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error);
    process.exit(1);
  },
);
