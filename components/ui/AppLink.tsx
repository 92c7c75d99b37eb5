'use client';

import Link from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';
import { navigationStarted } from '@/lib/navigation/events';
import { linkPrefetch, prefetchWhen, type LinkKind } from '@/lib/navigation/prefetch';
import { usePrefetchAllowed } from './usePrefetchAllowed';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  /** What the link is, which decides when its page is prefetched (lib/navigation/prefetch.ts). */
  kind: LinkKind;
  /** Next's: called as a client navigation starts; `preventDefault()` cancels it. */
  onNavigate?: (event: { preventDefault: () => void }) => void;
  /** Next's: the navigation replaces the history entry. */
  replace?: boolean;
};

/**
 * The site's internal link: Next's `Link` with the site's settings (docs/decisions/links-and-prefetch.md).
 * Following the link is Next's alone: a plain click is a client navigation, a modified click,
 * another target or a download is the browser's. What this adds:
 * - the prefetch of the link's kind, never before the page's idle time nor on 2g or save-data
 *   (shell-and-routing.md §9);
 * - `scroll={false}`: scrolling is the ScrollManager's, so a route that keeps the scroll (or the
 *   keep-scroll query flag) is honoured;
 * - a navigation it starts is announced, so the top progress bar can run.
 */
export function AppLink({ href, kind, onNavigate, onPointerEnter, onFocus, ...props }: AppLinkProps) {
  const [reached, setReached] = useState(false);
  const prefetch = usePrefetchAllowed((allowed) => linkPrefetch(kind, allowed, reached));
  const onIntent = prefetchWhen(kind) === 'intent';

  const announce = (event: { preventDefault: () => void }) => {
    // A caller that cancels the navigation cancels the bar too.
    let cancelled = false;
    onNavigate?.({
      preventDefault: () => {
        cancelled = true;
        event.preventDefault();
      },
    });
    if (!cancelled) navigationStarted(href);
  };

  return (
    <Link
      {...props}
      href={href}
      prefetch={prefetch}
      scroll={false}
      onNavigate={announce}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        if (onIntent) setReached(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        if (onIntent) setReached(true);
        onFocus?.(event);
      }}
    />
  );
}
