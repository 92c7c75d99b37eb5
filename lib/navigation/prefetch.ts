import { LINK_PREFETCH_SKIPPED_CONNECTIONS } from '@/lib/config/navigation';

/** What `navigator.connection` tells (Network Information API; absent in some browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is off when the visitor saves data or is on a 2g connection (shell spec §9). */
export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !LINK_PREFETCH_SKIPPED_CONNECTIONS.includes(connection.effectiveType ?? '');
}

/**
 * The page a link's href would prefetch (path and query, no hash), or null when there is nothing
 * to prefetch: another origin, another scheme (mailto:, tel:), or an anchor on the current page.
 */
export function prefetchTarget(href: string, current: { pathname: string; search: string }, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, `${origin}${current.pathname}${current.search}`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Whether a link's page is prefetched now: the connection allows it and that page was not
 * prefetched already by this page load (each page at most once).
 */
export function shouldPrefetch(target: string | null, done: ReadonlySet<string>, connection: ConnectionInfo | undefined | null): target is string {
  return target !== null && !done.has(target) && prefetchAllowed(connection);
}
