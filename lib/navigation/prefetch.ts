import { LINK_PREFETCH_SKIPPED_CONNECTIONS } from '@/lib/config/navigation';

/** What `navigator.connection` tells (Network Information API; absent in some browsers). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is off when the visitor saves data or is on a 2g connection (shell-and-routing.md §9). */
export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !LINK_PREFETCH_SKIPPED_CONNECTIONS.includes(connection.effectiveType ?? '');
}

/**
 * The kinds of in-app link, each with its own prefetch (docs/decisions/links-and-prefetch.md):
 * - `navigation`: menus, section navigation, tabs, breadcrumbs, the logo, a panel's "all" link and
 *   a screen's way on to another public page;
 * - `office`: a signed-in player's links into his office (the account bar, the office's screens);
 * - `list`: a row of a long list (events, results, games, providers, topics);
 * - `footer`: the footer's links and links to legal and information pages;
 * - `action`: a link that starts something rather than shows a page (opens a form in place, prints,
 *   goes on with a payment or a sign-in).
 */
export type LinkKind = 'navigation' | 'office' | 'list' | 'footer' | 'action';

/**
 * When a link's page is prefetched: as soon as the link is visible, when the visitor reaches for the
 * link (points at it, focuses or touches it), or never.
 */
export type PrefetchWhen = 'visible' | 'intent' | 'never';

const PREFETCH_OF: Record<LinkKind, PrefetchWhen> = {
  navigation: 'visible',
  office: 'intent',
  list: 'intent',
  footer: 'intent',
  action: 'never',
};

/** When a link of this kind prefetches its page. */
export function prefetchWhen(kind: LinkKind): PrefetchWhen {
  return PREFETCH_OF[kind];
}

/**
 * The `prefetch` a link hands to Next's `Link` now: `'auto'` (Next's own: a kept page whole, a
 * dynamic one its shell) or `false`. Nothing before the page's idle time or on a connection that
 * forbids it (`allowed`), nothing for a link whose page comes on intent until the visitor reached
 * for it (`reached`).
 */
export function linkPrefetch(kind: LinkKind, allowed: boolean, reached: boolean): 'auto' | false {
  const when = prefetchWhen(kind);
  if (!allowed || when === 'never') return false;
  return when === 'visible' || reached ? 'auto' : false;
}
