/**
 * The launch rehearsal's copy of the repository, filled in by the launch steps of docs/operations.md: the tracked files as a
 * fresh clone has them (plus new, unignored ones: the working tree is what is rehearsed), node_modules linked, then
 * each step in the guide's order. One setting can be left as shipped, to see the launch guard refuse it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { answer, CONFIG_ANSWERS } from './clinic-answers';
import type { LaunchSection, LaunchStep } from './operations-launch';

export const ROOT = new URL('../../..', import.meta.url).pathname;

/** Where each config object the deploy check walks is defined, by the name it refuses it under. */
const CONFIG_FILES: Record<string, string> = {
  SITE_CONFIG: 'src/config/site-config.ts',
  OPERATIONS_CONFIG: 'src/shared/operations-config.ts',
};
const CONTENT_BLOCKS_FILE = 'src/config/site-config.ts';

/** The local command a step runs, and the setting it writes (a command's effect cannot be read from the guide). */
const LOCAL_COMMANDS: Record<string, { setting: string; file: string }> = {
  'node --import tsx tools/scripts/hosting-config.ts --write': { setting: 'frame-src', file: 'firebase.json' },
};
/** Commands that need a Google account (or set shell variables for them): the rehearsal has none. */
const NEEDS_GOOGLE = [/\bgcloud /, /^npx firebase login$/, /^npm run grant-admin\b/, /^[A-Z_]+=\S*(; [A-Z_]+=\S*)*$/];
const DEPLOY = /^npm run deploy -- (.+)$/;

/** One thing a step sets, keyed by the setting the table names. */
export type Fill = { setting: string; file: string; step: number; apply: (dir: string) => Promise<void> };
export type LaunchPlan = { fills: Fill[]; deployArgs: string[]; needsGoogle: string[] };

const editFile = (dir: string, file: string, edit: (text: string) => string) =>
  writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));

/** `key: placeholder(<balanced>)` in a source file, with the text between the parentheses replaced by the answer. */
function replacePlaceholder(source: string, key: string, value: string): string {
  const start = source.search(new RegExp(`\\n\\s*${key}: placeholder\\(`));
  if (start === -1) throw new Error(`No "${key}: placeholder(" in the config source.`);
  const open = source.indexOf('placeholder(', start);
  let depth = 0;
  for (let index = open + 'placeholder'.length; index < source.length; index += 1) {
    if (source[index] === '(') depth += 1;
    if (source[index] === ')' && --depth === 0) return `${source.slice(0, open)}${value}${source.slice(index + 1)}`;
  }
  throw new Error(`Unbalanced placeholder( for ${key}.`);
}

/** The site config's placeholder(...) settings as its sources mark them, each answered. */
function placeholderFills(step: number): Fill[] {
  return Object.entries(CONFIG_FILES).flatMap(([name, file]) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\n\s*(\w+): placeholder\(/g)].map(([, key = '']) => {
      const setting = `${name}.${key}`;
      const value = CONFIG_ANSWERS[setting];
      if (value === undefined) throw new Error(`${setting} is a placeholder the rehearsal has no answer for.`);
      return {
        setting,
        file,
        step,
        apply: async (dir: string) => editFile(dir, file, (text) => replacePlaceholder(text, key, value)),
      };
    }),
  );
}

/** What the step's prose says to do with a content block: set its status to 'final', or leave it out. */
function contentBlockFills(step: LaunchStep): Fill[] {
  const said = [
    ...[...step.text.matchAll(/`CONTENT_BLOCKS\.(\w+)\.status` to `'final'`/g)].map(([, block = '']) => ({
      block,
      change: (fields: string) => fields.replace(/status: '\w+'/, "status: 'final'"),
    })),
    ...[...step.text.matchAll(/`CONTENT_BLOCKS\.(\w+)\.enabled: false`/g)].map(([, block = '']) => ({
      block,
      change: (fields: string) => fields.replace(/enabled: true/, 'enabled: false'),
    })),
  ];
  return said.map(({ block, change }) => ({
    setting: `CONTENT_BLOCKS.${block}`,
    file: CONTENT_BLOCKS_FILE,
    step: step.number,
    apply: async (dir: string) =>
      editFile(dir, CONTENT_BLOCKS_FILE, (text) => {
        const at = text.indexOf('export const CONTENT_BLOCKS');
        const blocks = text
          .slice(at)
          .replace(new RegExp(`(\\n\\s*${block}: \\{)([^}]*)\\}`), (_, head, fields) => `${head}${change(fields)}}`);
        if (at === -1 || blocks === text.slice(at)) {
          throw new Error(`CONTENT_BLOCKS.${block} was not changed by the launch guide's instruction.`);
        }
        return text.slice(0, at) + blocks;
      }),
  }));
}

/** Every file line, config value and command of the guide's steps, in their order; throws on a command it cannot place. */
export function planLaunch({ steps }: LaunchSection): LaunchPlan {
  const plan: LaunchPlan = { fills: [], deployArgs: [], needsGoogle: [] };
  for (const step of steps) {
    for (const block of step.files) {
      const file = answer(block.path);
      for (const line of block.lines) {
        const key = /^([A-Z_][A-Z0-9_]*)=/.exec(line)?.[1];
        if (!key) throw new Error(`Step ${step.number}: "${line}" in ${block.path} is not KEY=value.`);
        const text = `${answer(line)}\n`;
        plan.fills.push({
          setting: key,
          file,
          step: step.number,
          apply: async (dir) => {
            mkdirSync(dirname(join(dir, file)), { recursive: true });
            writeFileSync(join(dir, file), text, { flag: 'a' });
          },
        });
      }
    }
    if (step.text.includes('`placeholder(...)`')) plan.fills.push(...placeholderFills(step.number));
    plan.fills.push(...contentBlockFills(step));
    for (const command of step.commands.map(answer)) {
      const local = LOCAL_COMMANDS[command];
      const deploy = DEPLOY.exec(command);
      if (local) {
        plan.fills.push({ ...local, step: step.number, apply: (dir) => runLocalCommand(command, local.file, dir) });
      } else if (deploy) {
        plan.deployArgs = (deploy[1] ?? '').split(' ');
      } else if (NEEDS_GOOGLE.some((pattern) => pattern.test(command))) {
        plan.needsGoogle.push(command);
      } else {
        throw new Error(
          `Step ${step.number} runs "${command}", which the rehearsal does not know: place it in launch-copy.ts.`,
        );
      }
    }
  }
  return plan;
}

/** The environment of a clinic's shell: none of this machine's build, emulator or test settings. */
export function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(VITE_|FIREBASE_|FIRESTORE_|GCLOUD_|GOOGLE_|CLINIC_|VITEST|STACK_URL$|NODE_ENV$|FUNCTIONS_EMULATOR)/.test(
          key,
        ),
    ),
  );
}

export type Run = { code: number; output: string };

/** Runs a command in the copy, its output kept (and shown with CLINIC_REHEARSAL_VERBOSE). */
export function runIn(dir: string, program: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv()): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.CLINIC_REHEARSAL_VERBOSE) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => resolve({ code: 127, output: `${output}${error.message}` }));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * The files the fills change that a local command can read (the web and site config, firebase.json; not the
 * functions' or the mail settings): two filled copies of one working tree differ only in filled files, so a command
 * gives the same output wherever these are the same, and the variants reuse it instead of starting it again.
 */
const FILLED_FILES = [...Object.values(CONFIG_FILES), CONTENT_BLOCKS_FILE, 'firebase.json', '.env.production.local'];
const commandOutputs = new Map<string, string>();

async function runLocalCommand(command: string, output: string, dir: string): Promise<void> {
  const key = createHash('sha256').update(command);
  for (const file of FILLED_FILES) key.update(existsSync(join(dir, file)) ? readFileSync(join(dir, file)) : '-');
  const digest = key.digest('hex');
  const known = commandOutputs.get(digest);
  if (known !== undefined) return writeFileSync(join(dir, output), known);
  const [program = '', ...args] = command.split(' ');
  const { code, output: printed } = await runIn(dir, program, args);
  if (code !== 0) throw new Error(`${command} failed (${code}):\n${printed}`);
  commandOutputs.set(digest, readFileSync(join(dir, output), 'utf8'));
}

/** A copy of the working tree as a fresh clone of it would be, with node_modules linked. */
export function copyRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-launch-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** Every fill in the guide's order, except the one setting left as shipped, on a copy as shipped. */
async function fill(plan: LaunchPlan, dir: string, leftOut?: string): Promise<void> {
  for (const step of plan.fills) if (step.setting !== leftOut) await step.apply(dir);
}

/** A filled-in copy: every fill in the guide's order, except the one setting left as shipped. */
export async function filledCopy(plan: LaunchPlan, leftOut?: string): Promise<string> {
  const dir = copyRepository();
  try {
    await fill(plan, dir, leftOut);
  } catch (error) {
    removeCopy(dir);
    throw error;
  }
  return dir;
}

/**
 * The same copy filled again with another setting left out: the files the fills write are put back as shipped
 * (the working tree's, or none) first, so a copy serves one variant after another without being made again.
 */
export async function refill(plan: LaunchPlan, dir: string, leftOut?: string): Promise<void> {
  for (const file of new Set(plan.fills.map((step) => step.file))) {
    if (existsSync(join(ROOT, file))) copyFileSync(join(ROOT, file), join(dir, file));
    else rmSync(join(dir, file), { force: true });
  }
  await fill(plan, dir, leftOut);
}

export const removeCopy = (dir: string) => rmSync(dir, { recursive: true, force: true });
