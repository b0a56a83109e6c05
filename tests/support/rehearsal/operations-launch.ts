/**
 * The launch section of docs/operations.md read as a clinic reads it: the numbered steps of "Launch, step by step" in order,
 * each with its prose, the files it says to write (fenced blocks marked `file=<path>`) and the commands it says to
 * run (`sh` blocks, continued lines joined, comments dropped), and the rows of "The settings and their checks".
 */
import { readFileSync } from 'node:fs';

export type FileBlock = { path: string; lines: string[] };
export type LaunchStep = { number: number; text: string; files: FileBlock[]; commands: string[] };
export type SettingRow = { setting: string; file: string; check: string };
export type LaunchSection = { steps: LaunchStep[]; settings: SettingRow[] };

const SECTION = '## Running against a real Firebase project';
const STEPS = '### Launch, step by step';
const TABLE = '### The settings and their checks';

function between(text: string, start: string, endPattern: RegExp): string {
  const from = text.indexOf(start);
  if (from === -1) throw new Error(`docs/operations.md has no "${start}".`);
  const rest = text.slice(from + start.length);
  const end = rest.search(endPattern);
  return end === -1 ? rest : rest.slice(0, end);
}

/** A step's fenced blocks, its indentation removed: the files it writes and the commands it runs. */
function readBlocks(body: string): Pick<LaunchStep, 'files' | 'commands'> {
  const files: FileBlock[] = [];
  const commands: string[] = [];
  const fence = /^( *)```([^\n]*)\n([\s\S]*?)^\1```$/gm;
  for (const [, indent = '', info = '', content = ''] of body.matchAll(fence)) {
    const lines = content.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    const path = /\bfile=(\S+)/.exec(info)?.[1];
    if (path) {
      files.push({ path, lines: lines.filter((line) => line.trim() !== '') });
    } else if (info.trim() === 'sh') {
      const joined = lines.join('\n').replace(/\\\n\s*/g, '');
      for (const line of joined.split('\n')) {
        const command = line.replace(/\s+#.*$/, '').trim();
        if (command && !command.startsWith('#')) commands.push(command);
      }
    }
  }
  return { files, commands };
}

export function readLaunchSection(docPath: string): LaunchSection {
  const section = between(readFileSync(docPath, 'utf8'), SECTION, /^## /m);
  const stepsText = between(section, STEPS, /^### /m);
  const steps: LaunchStep[] = [];
  // Each numbered item at the list's own indentation starts a step; everything until the next one is its body.
  const starts = [...stepsText.matchAll(/^(\d+)\. /gm)];
  starts.forEach((match, index) => {
    const body = stepsText.slice(match.index, starts[index + 1]?.index ?? stepsText.length);
    const text = body.replace(/^( *)```[^\n]*\n[\s\S]*?^\1```$/gm, '');
    steps.push({ number: Number(match[1]), text, ...readBlocks(body) });
  });
  const settings = between(section, TABLE, /^### /m)
    .split('\n')
    .flatMap((line) => {
      const cells = /^\| `([^`]+)` \| (.+?) \| (.+?) \|$/.exec(line.trim());
      return cells
        ? [{ setting: cells[1] ?? '', file: (cells[2] ?? '').replace(/`/g, ''), check: cells[3] ?? '' }]
        : [];
    });
  return { steps, settings };
}
