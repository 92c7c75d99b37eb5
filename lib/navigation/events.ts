/**
 * In-app navigations announced as they start (a link followed by the router, or a push), so the
 * progress bar can run while the next page loads. Plain listeners, no store: links render in
 * places that have no store (the error pages) and a navigation start is no state to keep.
 */
type Listener = (target: string) => void;

const listeners = new Set<Listener>();

/** An in-app navigation to `target` (an absolute or site-relative URL) has started. */
export function navigationStarted(target: string): void {
  for (const listener of listeners) listener(target);
}

/** Listens to navigation starts; returns the way to stop. */
export function onNavigationStart(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
