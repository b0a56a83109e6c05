// What the operator commands (grant-admin, maintenance, reset-second-factor) have in common: one argument and a few
// flags read the same way, the project chosen the same way (--emulator, --project, GCLOUD_PROJECT), the Admin SDK
// started the same way, and every refusal printed as one message with exit code 1.
import { parseArgs } from 'node:util';
import type { App } from 'firebase-admin/app';
import { useEmulatorsInThisProcess } from './local-stack';

export interface CommandSpec {
  /** The line that says how to call the command; every refusal of its arguments ends with it. */
  usage: string;
  /** Boolean flags of this command besides --emulator and --help (grant-admin's --revoke). */
  flags?: readonly string[];
  /** The values the one argument may take (maintenance's on|off|status); any value where absent. */
  choices?: readonly string[];
}

export interface CommandArgs {
  /** The one argument, trimmed: the email, the account or the action. */
  target: string;
  flags: Record<string, boolean>;
  emulator: boolean;
  project: string | undefined;
}

/** A refusal of the arguments: its message, then the usage line. */
export function usageError(spec: Pick<CommandSpec, 'usage'>, reason?: string): Error {
  return new Error(reason ? `${reason}\n${spec.usage}` : spec.usage);
}

/** Reads `ARGUMENT [--flag...] [--emulator] [--project PROJECT_ID]`; throws the usage message for anything else. */
export function parseCommandArgs(args: readonly string[], spec: CommandSpec): CommandArgs {
  const booleans = Object.fromEntries(
    [...(spec.flags ?? []), 'emulator', 'help'].map((name) => [name, { type: 'boolean' as const, default: false }]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { ...booleans, project: { type: 'string' } },
    });
  } catch (error) {
    // node:util names the offending option ("Unknown option '--revok'"): say that, then how to call the command.
    throw usageError(spec, (error as Error).message);
  }
  const { values, positionals } = parsed;
  const target = positionals[0]?.trim() ?? '';
  if (values.help === true || !target || positionals.length > 1) throw usageError(spec);
  if (spec.choices && !spec.choices.includes(target)) {
    throw usageError(spec, `"${target}" is not one of ${spec.choices.join(', ')}.`);
  }
  const flags = Object.fromEntries((spec.flags ?? []).map((name) => [name, values[name] === true]));
  const project = typeof values.project === 'string' ? values.project : undefined;
  return { target, flags, emulator: values.emulator === true, project };
}

/**
 * Which project the command acts on: `npm start`'s emulators with --emulator, else --project, else the shell's
 * GCLOUD_PROJECT or GOOGLE_CLOUD_PROJECT. Without any of them it refuses rather than guess.
 */
export function chooseProject(args: Pick<CommandArgs, 'emulator' | 'project'>, spec: CommandSpec): string {
  if (args.emulator) useEmulatorsInThisProcess();
  const projectId = args.project ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  if (!projectId) throw usageError(spec, 'Name the project: --project PROJECT_ID or GCLOUD_PROJECT=...');
  return projectId;
}

/** The Admin SDK for that project: Application Default Credentials, or the emulators chooseProject pointed it at. */
export async function adminApp(projectId: string): Promise<App> {
  const { initializeApp } = await import('firebase-admin/app');
  return initializeApp({ projectId });
}

/** Runs the command with this process's arguments: a refusal or failure prints its message alone and exits 1. */
export function runCommand(spec: CommandSpec, main: (args: CommandArgs) => Promise<void>): void {
  Promise.resolve()
    .then(() => main(parseCommandArgs(process.argv.slice(2), spec)))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
