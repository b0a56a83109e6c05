/**
 * The median of several timed runs, in ms, after one untimed run (the first pays for loading and compiling). One run
 * is at the mercy of the scheduler and the garbage collector on a busy machine; the median of nine is not.
 *
 * For the linear-time guards on hostile input only: the bounds they check are several times below what the
 * catastrophic patterns they replaced took, so the median stays far from them even under load.
 */
export async function medianMs(run: () => unknown, runs = 9): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? Infinity;
}
