import { besideAnother, log, type Beside } from './run';
import type { TierOutcome } from './vitest-project';

/** A tier of `npm test`: its name in the log and the summary, and what runs it. */
export type Tier = [name: string, run: () => Promise<TierOutcome>];
export type TierResult = TierOutcome & { name: string; seconds: number };
/** A stage of `npm test`: one tier, or lanes of tiers that run side by side. */
export type Stage = Tier | Tier[][];

export const asLanes = (stage: Stage): Tier[][] =>
  typeof stage[0] === 'string' ? [[stage as Tier]] : (stage as Tier[][]);

/**
 * Runs a stage: each lane's tiers one after another, the lanes side by side (they use different resources: one core
 * each, or the stack and the files). The first lane's output streams; the others' is printed when each of their tiers
 * ends. After a failure no lane starts another tier, and the stage's results name only the tiers that ran.
 */
export async function runLanes(lanes: Tier[][], onStart: (name: string) => void): Promise<TierResult[]> {
  let failed = false;
  const runLane = async (tiers: Tier[], index: number): Promise<TierResult[]> => {
    const results: TierResult[] = [];
    for (const [name, tier] of tiers) {
      if (failed) break;
      const beside: Beside | undefined = index === 0 ? undefined : { output: [] };
      if (!beside) onStart(name);
      const started = Date.now();
      const run = () =>
        tier().catch((error: Error): TierOutcome => {
          log(error.message, 'err');
          return { ok: false, passed: 0, failed: 0 };
        });
      const outcome = beside ? await besideAnother.run(beside, run) : await run();
      const result = { name, ...outcome, seconds: (Date.now() - started) / 1000 };
      if (beside) {
        onStart(`${name} (ran beside ${lanes[0]?.map(([first]) => first).join(', ')})`);
        if (beside.output.length) console.log(beside.output.join('').trimEnd());
      }
      results.push(result);
      if (!outcome.ok) failed = true;
    }
    return results;
  };
  return (await Promise.all(lanes.map(runLane))).flat();
}
