import { routeOfPathname } from './match';

/** The query flag that keeps the scroll position on one navigation (shell-and-routing.md §2; name ours). */
export const KEEP_SCROLL_QUERY = 'keepScroll';

/**
 * Whether navigating to this page scrolls to the top (shell-and-routing.md §2): yes, unless the route opts
 * out in the manifest or the query carries the keep-scroll flag.
 */
export function shouldScrollToTop(pathname: string, search: string): boolean {
  if (new URLSearchParams(search).has(KEEP_SCROLL_QUERY)) return false;
  return !routeOfPathname(pathname)?.keepScroll;
}
