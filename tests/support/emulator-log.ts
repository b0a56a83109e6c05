import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_DIR } from '../../tools/scripts/lib/local-stack';

/**
 * The structured entries the functions logged on the local stack, as the emulators wrote them to their log file
 * (tools/scripts/lib/local-stack.ts): each is a line holding the entry's JSON after the emulator's own prefix.
 */
export function loggedEntries(containing: string): Record<string, unknown>[] {
  const text = readFileSync(join(LOCAL_DIR, 'emulators.log'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.includes(containing))
    .flatMap((line) => {
      const start = line.indexOf('{');
      try {
        return start === -1 ? [] : [JSON.parse(line.slice(start)) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}
