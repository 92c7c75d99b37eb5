import { LINK_PREFETCH_IDLE_MS } from '@/lib/config/navigation';
import { prefetchTarget, shouldPrefetch, type ConnectionInfo } from '@/lib/navigation/prefetch';

/** Pages this page load already prefetched: each at most once. */
const prefetched = new Set<string>();

/** What links need of the app router: a page's prefetch and a client navigation to it. */
export interface LinkRouterHandle {
  prefetch: (target: string) => void;
  push: (target: string) => void;
}

/**
 * The app router, handed in by the shell (LinkRouter, inside the router). Links render in places
 * with no router too (tests, error pages): there they prefetch nothing and the browser follows
 * them.
 */
let router: LinkRouterHandle | null = null;

/** Sets (or, with null, clears) the router links navigate and prefetch with. */
export function setLinkRouter(next: LinkRouterHandle | null): void {
  router = next;
}

/** The router links navigate with now, if any. */
export function linkRouter(): LinkRouterHandle | null {
  return router;
}

function connection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** Runs `task` when the browser is idle, at the latest after 2000 ms; returns the way to cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: LINK_PREFETCH_IDLE_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // No idle callback (Safari): wait the longest the spec allows, so a busy first load goes first.
  const timer = window.setTimeout(task, LINK_PREFETCH_IDLE_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Prefetches a link's page once it is visible, in idle time (shell spec §9): never on 2g or with
 * save-data, never another site or the page itself, each page once per page load. The connection
 * is read when the idle time comes, so a change to save-data in between is honoured.
 * Returns the way to stop watching (the link went away).
 */
export function prefetchWhenVisible(link: HTMLAnchorElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  let cancelIdle: (() => void) | null = null;
  let settled = false;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    cancelIdle = whenIdle(() => {
      settled = true;
      const prefetch = router?.prefetch;
      if (!prefetch) return;
      const { pathname, search, origin } = window.location;
      const target = prefetchTarget(link.href, { pathname, search }, origin);
      if (!shouldPrefetch(target, prefetched, connection())) return;
      prefetched.add(target);
      prefetch(target);
    });
  });
  observer.observe(link);
  return () => {
    observer.disconnect();
    if (!settled) cancelIdle?.();
  };
}
