/**
 * Runs `attempt` until it succeeds, at most `1 + retries` times, waiting `waitMs` between tries
 * through `wait` (the listener's cancellable delay, or fake timers in tests). Returns `fallback`
 * when every try failed.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  options: { retries: number; waitMs: number; wait: (ms: number) => Promise<void>; fallback: T },
): Promise<T> {
  for (let tryNumber = 0; ; tryNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tryNumber >= options.retries) {
        console.error(`[retry] gave up after ${tryNumber + 1} tries: ${error instanceof Error ? error.message : String(error)}`);
        return options.fallback;
      }
      await options.wait(options.waitMs);
    }
  }
}
