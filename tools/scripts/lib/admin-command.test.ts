import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { chooseProject, parseCommandArgs, type CommandSpec } from './admin-command';

const ROOT = new URL('../../..', import.meta.url).pathname;
const SPEC: CommandSpec = { usage: 'Usage: npm run thing -- ARG [--revoke]', flags: ['revoke'] };
const parse = (...args: string[]) => parseCommandArgs(args, SPEC);

/** Runs one of the commands as npm does, with no project in its environment, and gives its exit code and output. */
function run(script: string, ...args: string[]): Promise<{ code: number | null; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(GCLOUD_|GOOGLE_CLOUD_)/.test(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', `tools/scripts/${script}.ts`, ...args], { cwd: ROOT, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('the operator commands’ arguments', () => {
  it('reads the one argument, its flags, --emulator and --project', () => {
    expect(parse(' someone@example.com ', '--revoke', '--project', 'p1')).toEqual({
      target: 'someone@example.com',
      flags: { revoke: true },
      emulator: false,
      project: 'p1',
    });
    expect(parse('x', '--emulator')).toEqual({
      target: 'x',
      flags: { revoke: false },
      emulator: true,
      project: undefined,
    });
  });

  it('refuses a missing, an extra or a blank argument and --help with the usage line alone', () => {
    for (const args of [[], ['a', 'b'], ['  '], ['a', '--help'], ['--revoke']]) {
      expect(() => parse(...args), args.join(' ')).toThrow(new Error(SPEC.usage));
    }
  });

  it('names an unknown option or a missing project id, then gives the usage line', () => {
    expect(() => parse('a', '--revok')).toThrow(/Unknown option '--revok'[\s\S]*\nUsage: npm run thing/);
    expect(() => parse('a', '--project')).toThrow(/--project[\s\S]*\nUsage: npm run thing/);
  });

  it('takes only the listed values where the command lists them', () => {
    const spec: CommandSpec = { usage: 'Usage: npm run switch -- on|off', choices: ['on', 'off'] };
    expect(parseCommandArgs(['on'], spec).target).toBe('on');
    expect(() => parseCommandArgs(['maybe'], spec)).toThrow(
      '"maybe" is not one of on, off.\nUsage: npm run switch -- on|off',
    );
  });

  it('takes the project from --project before the environment, and refuses to guess without one', () => {
    const saved = {
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT,
      GOOGLE_CLOUD_PROJECT: process.env.GOOGLE_CLOUD_PROJECT,
    };
    try {
      delete process.env.GCLOUD_PROJECT;
      delete process.env.GOOGLE_CLOUD_PROJECT;
      expect(() => chooseProject({ emulator: false, project: undefined }, SPEC)).toThrow(
        'Name the project: --project PROJECT_ID or GCLOUD_PROJECT=...\nUsage: npm run thing',
      );
      process.env.GOOGLE_CLOUD_PROJECT = 'from-shell';
      expect(chooseProject({ emulator: false, project: undefined }, SPEC)).toBe('from-shell');
      expect(chooseProject({ emulator: false, project: 'named' }, SPEC)).toBe('named');
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });

  it('each command prints the refusal and exits 1 before it touches a project', async () => {
    const [grant, maintenance, unknownFlag, garbled] = await Promise.all([
      run('grant-admin'),
      run('maintenance', 'sideways', '--emulator'),
      run('reset-second-factor', 'someone@example.com', '--force'),
      run('reset-second-factor', 'x'.repeat(129)),
    ]);
    expect(grant).toEqual({ code: 1, output: expect.stringMatching(/^Usage: npm run grant-admin -- EMAIL/) });
    expect(maintenance.code, maintenance.output).toBe(1);
    expect(maintenance.output).toMatch(/"sideways" is not one of on, off, status.\nUsage: npm run maintenance/);
    expect(unknownFlag.code, unknownFlag.output).toBe(1);
    expect(unknownFlag.output).toMatch(/Unknown option '--force'[\s\S]*Usage: npm run reset-second-factor/);
    expect(garbled.code, garbled.output).toBe(1);
    expect(garbled.output).toMatch(/neither an email address nor an account id[\s\S]*Usage: npm run reset-second/);
  }, 60_000);
});
