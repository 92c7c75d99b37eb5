import { useSyncExternalStore } from 'react';
import { LINK_PREFETCH_IDLE_MS } from '@/lib/config/navigation';
import { prefetchAllowed, type ConnectionInfo } from '@/lib/navigation/prefetch';

type Connection = ConnectionInfo & Partial<Pick<EventTarget, 'addEventListener'>>;

/**
 * Whether the page's links may prefetch: not before the page's first idle time (at the latest
 * 2000 ms), and then only while the connection allows it (shell-and-routing.md §9). Next's app
 * router reads neither save-data nor the connection type itself, so the links ask here, in one
 * place for all of them. One value per page load, shared by every link.
 */
let allowed = false;
let started = false;
const listeners = new Set<() => void>();

function connection(): Connection | undefined {
  return (navigator as Navigator & { connection?: Connection }).connection;
}

function update() {
  const next = prefetchAllowed(connection());
  if (next === allowed) return;
  allowed = next;
  for (const listener of listeners) listener();
}

/** Waits for the browser's idle time, at the latest 2000 ms; Safari has no idle callback. */
function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: LINK_PREFETCH_IDLE_MS });
  else window.setTimeout(task, LINK_PREFETCH_IDLE_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!started) {
    started = true;
    whenIdle(() => {
      update();
      // Save-data turned on (or the connection fell to 2g) later stops prefetching from then on.
      connection()?.addEventListener?.('change', update);
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Whether links may prefetch now. `pick` turns it into what a link needs, so a link whose value
 * does not change (one that never prefetches) does not render again when it does.
 */
export function usePrefetchAllowed<T>(pick: (allowed: boolean) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => pick(allowed),
    // The server, and the hydration of what it rendered, prefetch nothing.
    () => pick(false),
  );
}
