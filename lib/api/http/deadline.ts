import { cache } from 'react';
import { BACKEND_RENDER_BUDGET_MS, BACKEND_TIMEOUT_MS } from '@/lib/config/backend';

// One deadline per server render: React's cache() lives as long as one request's render, so
// every call of that render shares it. Outside a render (middleware, tests) cache() memoises
// nothing and each call gets a deadline of its own.
const renderDeadline = cache((): { at: number } => ({ at: Date.now() + BACKEND_RENDER_BUDGET_MS }));

/**
 * How long a server-side call may take from now: BACKEND_TIMEOUT_MS, less when the render's
 * budget runs out sooner (a page that makes its calls in sequence must still answer in time).
 */
export function serverCallTimeoutMs(now: number = Date.now()): number {
  return Math.max(0, Math.min(BACKEND_TIMEOUT_MS, renderDeadline().at - now));
}

/** A signal that aborts after `ms` or with the caller's own; say `done()` when the exchange is over. */
export interface TimedSignal {
  signal: AbortSignal;
  /** Whether it was the time that ran out (not the caller who cancelled). */
  timedOut: () => boolean;
  done: () => void;
}

export function abortAfter(ms: number, callerSignal: AbortSignal | undefined): TimedSignal {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const cancel = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', cancel);
    },
  };
}
