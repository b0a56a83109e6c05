import { basename } from 'node:path';
import { runCaptured } from './run';

/** A tier made of commands that only read the sources (type checks, lint): each command a program and its args. */
export type CommandTier = { name: string; commands: string[][] };

export type SideBySideResult = { name: string; ok: boolean; seconds: number };

/**
 * Runs the commands of several tiers side by side, `slots` at a time (one per core), and reports each tier as
 * failed if any of its commands failed, with the seconds from the start until its last command ended. Each command's
 * output is printed whole when it ends, under a line naming it, so two commands never interleave their lines.
 * Every command runs even after a failure: the log then names every problem at once.
 */
export async function runSideBySide(tiers: CommandTier[], slots = 2): Promise<SideBySideResult[]> {
  const started = Date.now();
  const queue = tiers.flatMap((tier) => tier.commands.map((command) => ({ tier: tier.name, command })));
  const results = new Map(tiers.map((tier) => [tier.name, { name: tier.name, ok: true, seconds: 0 }]));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [program, ...args] = next.command;
      const commandStarted = Date.now();
      const { code, output } = await runCaptured(program!, args);
      const seconds = (Date.now() - commandStarted) / 1000;
      const shown = args.map((arg) => (arg.startsWith('/') ? basename(arg) : arg)).join(' ');
      console.log(`--- ${next.tier}: ${shown} (${seconds.toFixed(1)} s${code === 0 ? '' : `, exit code ${code}`})`);
      if (output.trim()) console.log(output.trimEnd());
      const result = results.get(next.tier)!;
      result.ok &&= code === 0;
      result.seconds = (Date.now() - started) / 1000;
    }
  };
  await Promise.all(Array.from({ length: slots }, worker));
  return [...results.values()];
}
