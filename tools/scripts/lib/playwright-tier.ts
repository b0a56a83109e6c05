import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bin, run } from './run';
import type { TierOutcome } from './vitest-project';

const ROOT = new URL('../../..', import.meta.url).pathname;

/** Traces and screenshots of failed e2e tests (open a trace with `npx playwright show-trace <file>`). */
export const E2E_OUTPUT_DIR = join(ROOT, '.local/e2e-results');
/**
 * The e2e tier's JSON report, beside the vitest tiers' reports in .local/results/; `npm test` runs the tier in two
 * parts, each with its own report (`E2E_REPORT_ENV` names it for playwright.config.ts).
 */
export const E2E_REPORT_FILE = join(ROOT, '.local/results/e2e.json');
export const E2E_REPORT_ENV = 'CLINIC_E2E_REPORT';
/**
 * playwright.config.ts's projects that `npm test` runs by name: the files at each width (with the admin sign-in they
 * depend on), then those that run alone.
 */
export const E2E_PROJECTS = { phone: 'phone', desktop: 'desktop', exclusive: 'exclusive' } as const;
/** The seeded administrator's signed-in browser state, saved once per run by the `admin sign-in` project. */
export const ADMIN_STATE_FILE = join(ROOT, '.local/e2e-auth/admin.json');

type ReportError = { message?: string; location?: { file: string; line: number; column?: number } };
type Result = { status: string; error?: ReportError; errors?: ReportError[] };
type Spec = { title: string; tests: { projectName: string; status: string; results: Result[] }[] };
type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] };
type JsonReport = {
  suites?: Suite[];
  errors?: ReportError[];
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
};

/** The report keeps the terminal's colour codes (ESC [ … m). */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLine = (text: string) =>
  text
    .replace(COLOUR_CODES, '')
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

/**
 * A failure in one line: the error's first line, the locator it waited on, and the line of the test it failed at.
 * CI keeps only the end of the log, where the summary is, so the summary has to say where to look.
 */
export function describeFailure(error: ReportError | undefined): string {
  const text = (error?.message ?? '').replace(COLOUR_CODES, '');
  const locator = text
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('Locator:'));
  const where = error?.location ? `at ${relative(ROOT, error.location.file)}:${error.location.line}` : '';
  return [firstLine(text), locator?.slice(0, 300), where].filter(Boolean).join(' · ');
}

/** Every test of the report as [project, "file > describe > title", status, the failure in one line]. */
function testsOf(suite: Suite, path: string[], file: string): [string, string, string, string][] {
  const here = suite.file && !path.length ? [suite.file] : [...path, suite.title];
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.map((t): [string, string, string, string] => {
      const last = t.results.at(-1);
      const error = last?.error ?? last?.errors?.[0];
      return [t.projectName, [...here, spec.title].join(' > '), t.status, describeFailure(error)];
    }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => testsOf(child, here, file))];
}

/** Counts of a Playwright JSON report: passed, failed (with names), and tests never run. */
export function playwrightCounts(report: JsonReport): Pick<TierOutcome, 'passed' | 'failed' | 'failures' | 'notRun'> {
  const tests = (report.suites ?? []).flatMap((suite) => testsOf(suite, [], suite.file ?? suite.title));
  const failedTests = tests.filter(([, , status]) => status === 'unexpected' || status === 'flaky');
  const skipped = tests.filter(([, , status]) => status === 'skipped');
  const failures = [
    ...failedTests.map(([project, name, , error]) => `[${project}] ${name}: ${error}`),
    ...(report.errors ?? []).map(describeFailure),
  ];
  return {
    passed: tests.filter(([, , status]) => status === 'expected').length,
    failed: failedTests.length + (report.errors?.length ?? 0),
    failures,
    // A project whose dependency failed does not run: its tests are named here, never counted as passed.
    notRun: skipped.length
      ? [{ what: `${skipped.length} e2e tests`, why: 'skipped (a project they depend on failed, or marked skip)' }]
      : [],
  };
}

/**
 * Runs the e2e tier (playwright.config.ts) with its JSON report for the counts. A run that passed no test has
 * proved nothing and fails.
 */
export async function runPlaywrightTier(args: string[] = [], report = E2E_REPORT_FILE): Promise<TierOutcome> {
  const code = await run(process.execPath, [bin.playwright, 'test', ...args], { env: { [E2E_REPORT_ENV]: report } });
  const counts = existsSync(report)
    ? playwrightCounts(JSON.parse(readFileSync(report, 'utf8')) as JsonReport)
    : { passed: 0, failed: 0, failures: [], notRun: [] };
  if (code === 0 && counts.passed === 0) console.error('The e2e tier ran no tests.');
  return { ok: code === 0 && counts.passed > 0, ...counts };
}
