import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCAL_DIR } from './local-stack';
import { bin, log, run } from './run';

export const RESULTS_DIR = join(LOCAL_DIR, 'results');

export type TierOutcome = {
  ok: boolean;
  passed: number;
  failed: number;
  /** Tests not run, and why: listed after the tiers and named in the summary line. Never counted as passed. */
  notRun?: { what: string; why: string }[];
  /** Failing tests as "file > test: first line of the error", repeated after the tiers so a log's tail names them. */
  failures?: string[];
  /** The tier's own duration, when it ran side by side with another (the runner times the others). */
  seconds?: number;
};

type JsonReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

function failuresOf(report: JsonReport): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = relative(process.cwd(), file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    // A file that fails before its tests run (an import error) has no assertion results, only a message.
    if (!failed.length && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((a) => `${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0] ?? '')}`);
  });
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function vitestCounts(file: string): { passed: number; failed: number; failures: string[] } {
  if (!existsSync(file)) return { passed: 0, failed: 0, failures: [] };
  const report = JSON.parse(readFileSync(file, 'utf8')) as JsonReport;
  return { passed: report.numPassedTests, failed: report.numFailedTests, failures: failuresOf(report) };
}

/**
 * Runs one project of vitest.config.ts (or several together) (optionally only some of its files), with a JSON report in
 * .local/results/<name>.json for the counts. A run that passed no test has proved nothing and fails.
 */
export async function runVitestProject(
  project: string | string[],
  name: string,
  {
    files = [],
    env = {},
    wrap,
  }: { files?: string[]; env?: NodeJS.ProcessEnv; wrap?: (command: string) => string[] } = {},
): Promise<TierOutcome> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const out = join(RESULTS_DIR, `${name.replace(/\s+/g, '-')}.json`);
  const projects = [project].flat().flatMap((name) => ['--project', name]);
  const args = [bin.vitest, 'run', ...projects, '--reporter=default', '--reporter=json'];
  args.push(`--outputFile.json=${out}`, ...files);
  // `wrap` runs the command inside another (firebase emulators:exec takes one command line).
  const code = wrap
    ? await run(process.execPath, wrap([process.execPath, ...args].map((a) => `"${a}"`).join(' ')), { env })
    : await run(process.execPath, args, { env });
  const counts = vitestCounts(out);
  if (code === 0 && counts.passed === 0) log(`The ${name} tier ran no tests.`, 'err');
  return { ok: code === 0 && counts.passed > 0, ...counts };
}
