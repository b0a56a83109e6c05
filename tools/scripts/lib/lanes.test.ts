import { afterEach, describe, expect, it, vi } from 'vitest';
import { asLanes, runLanes, type Tier } from './lanes';
import { run } from './run';

const passed = { ok: true, passed: 1, failed: 0 };
const node = process.execPath;

/** A promise another lane resolves: how these tests make one lane wait on another. */
function signal(): { done: Promise<void>; give: () => void } {
  let give!: () => void;
  const done = new Promise<void>((resolve) => (give = resolve));
  return { done, give };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('runLanes', () => {
  it('runs the lanes side by side: a tier of the first lane can wait on one of the second', async () => {
    const secondStarted = signal();
    const first: Tier = ['first', async () => (await secondStarted.done, passed)];
    const second: Tier = ['second', async () => (secondStarted.give(), passed)];
    // One after the other, `first` would wait for ever (and the test time out).
    const results = await runLanes([[first], [second]], () => undefined);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['first', true],
      ['second', true],
    ]);
  });

  it("keeps a second lane's command output and prints it whole under its tier's heading, after the first lane's", async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void lines.push(text));
    const besideRan = signal();
    const first: Tier = ['first', async () => (await besideRan.done, console.log('first says'), passed)];
    const beside: Tier = [
      'beside',
      async () => {
        const code = await run(node, ['-e', 'console.log("beside says")']);
        besideRan.give();
        return { ...passed, ok: code === 0 };
      },
    ];
    const results = await runLanes([[first], [beside]], (name) => console.log(`=== ${name} ===`));
    expect(results.every((r) => r.ok)).toBe(true);
    // Its command's output waited for its heading, although the command ran before the first lane printed.
    expect(lines).toEqual(['=== first ===', 'first says', '=== beside (ran beside first) ===', 'beside says']);
  });

  it('starts no further tier in any lane after a failure, and names only the tiers that ran', async () => {
    const ran: string[] = [];
    const failed = signal();
    const failing: Tier = ['failing', async () => (ran.push('failing'), failed.give(), { ...passed, ok: false })];
    const after: Tier = ['after', async () => (ran.push('after'), passed)];
    const running: Tier = ['running', async () => (await failed.done, ran.push('running'), passed)];
    const later: Tier = ['later', async () => (ran.push('later'), passed)];
    const results = await runLanes(
      [
        [failing, after],
        [running, later],
      ],
      () => undefined,
    );
    expect(ran).toEqual(['failing', 'running']);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['failing', false],
      ['running', true],
    ]);
  });

  it('counts a tier that throws as failed, with its message', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
    const throws: Tier = [
      'throws',
      async () => {
        throw new Error('The build failed.');
      },
    ];
    const results = await runLanes(asLanes(throws), () => undefined);
    expect(results).toMatchObject([{ name: 'throws', ok: false }]);
    expect(errors).toEqual(['The build failed.']);
  });
});

describe('asLanes', () => {
  it('makes a single tier one lane of one tier, and keeps lanes as they are', () => {
    const tier: Tier = ['unit', async () => passed];
    expect(asLanes(tier)).toEqual([[tier]]);
    expect(asLanes([[tier], [tier, tier]])).toEqual([[tier], [tier, tier]]);
  });
});
