import { afterEach, describe, expect, it, vi } from 'vitest';
import { runLanes, type Tier } from './lanes';
import { run } from './run';

const passed = { ok: true, passed: 1, failed: 0 };
const node = process.execPath;

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.LANES_TEST_SETTING;
});

describe('runLanes', () => {
  it('runs the lanes side by side: a tier of the first lane can wait on one of the second', async () => {
    let secondStarted!: () => void;
    const started = new Promise<void>((resolve) => (secondStarted = resolve));
    const first: Tier = ['first', async () => (await started, passed)];
    const second: Tier = ['second', async () => (secondStarted(), passed)];
    // One after the other, `first` would wait for ever (and the test time out).
    const results = await runLanes([[first], [second]], () => undefined);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['first', true],
      ['second', true],
    ]);
  });

  it("keeps a second lane's command output and prints it whole under its tier's heading, with the environment from before the stage", async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void lines.push(text));
    process.env.LANES_TEST_SETTING = 'before';
    let settingChanged!: () => void;
    const changed = new Promise<void>((resolve) => (settingChanged = resolve));
    const stack: Tier = [
      'stack',
      async () => {
        // What the emulators tier does to this process's environment while the other lane runs.
        process.env.LANES_TEST_SETTING = 'during';
        settingChanged();
        return passed;
      },
    ];
    const beside: Tier = [
      'beside',
      async () => {
        await changed;
        const code = await run(node, ['-e', 'console.log(`setting: ${process.env.LANES_TEST_SETTING}`)']);
        return { ...passed, ok: code === 0 };
      },
    ];
    const results = await runLanes([[stack], [beside]], (name) => console.log(`=== ${name} ===`));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(lines).toEqual(['=== stack ===', '=== beside (ran beside stack) ===', 'setting: before']);
  });

  it('starts no further tier in any lane after a failure, and names only the tiers that ran', async () => {
    const ran: string[] = [];
    let failedYet!: () => void;
    const failed = new Promise<void>((resolve) => (failedYet = resolve));
    const failing: Tier = ['failing', async () => (ran.push('failing'), failedYet(), { ...passed, ok: false })];
    const after: Tier = ['after', async () => (ran.push('after'), passed)];
    const running: Tier = ['running', async () => (await failed, ran.push('running'), passed)];
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
    const results = await runLanes(
      [
        [
          [
            'throws',
            async () => {
              throw new Error('The build failed.');
            },
          ],
        ],
      ],
      () => undefined,
    );
    expect(results).toMatchObject([{ name: 'throws', ok: false }]);
    expect(errors).toEqual(['The build failed.']);
  });
});
