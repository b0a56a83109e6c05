import { readFileSync } from 'node:fs';

const OPERATIONS = new URL('../../docs/operations.md', import.meta.url);

/**
 * The commands of one section of docs/operations.md as a reader copies them: its `sh` blocks, at any indentation,
 * continued lines joined and comments dropped. Throws when the section is missing, so a renamed heading fails.
 */
export function runbookCommands(heading: string): string[] {
  const text = readFileSync(OPERATIONS, 'utf8');
  const from = text.indexOf(`\n${heading}\n`);
  if (from === -1) throw new Error(`docs/operations.md has no "${heading}" section.`);
  const rest = text.slice(from + heading.length + 2);
  const end = rest.search(/^#{1,3} /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const commands: string[] = [];
  for (const [, indent = '', content = ''] of section.matchAll(/^( *)```sh\n([\s\S]*?)^\1```$/gm)) {
    const lines = content.split('\n').map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    for (const line of lines
      .join('\n')
      .replace(/\\\n\s*/g, '')
      .split('\n')) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command && !command.startsWith('#')) commands.push(command);
    }
  }
  return commands;
}
