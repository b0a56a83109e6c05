/**
 * Retries `check` until it passes or `timeoutMs` runs out, then throws its last error. For state that settles on
 * its own time, such as public reads served from an instance's 5 s read cache (functions/src/core/read-cache.ts).
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
