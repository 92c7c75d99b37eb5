'use client';

import Link from 'next/link';
import { useCallback, useEffect, useRef, type ComponentProps } from 'react';
import { navigationStarted } from '@/lib/navigation/events';
import { prefetchWhenVisible } from './linkPrefetch';

type AppLinkProps = ComponentProps<typeof Link>;

/**
 * The site's internal link.
 * - Scrolling is left to the ScrollManager, so a route that opts out of scrolling to the top (or
 *   the keep-scroll query flag) is honoured.
 * - Next's own prefetch is off: it would render every visible link's page at once (dozens per
 *   page view, each a server render). Instead a visible link's page is prefetched in idle time,
 *   skipped on 2g or save-data (shell spec §9). `prefetch={false}` turns that off for a link.
 * - A navigation it starts is announced, so the top progress bar can run.
 */
export function AppLink({ prefetch, onNavigate, ref, ...props }: AppLinkProps) {
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const idlePrefetch = prefetch !== false;
  // A stable key for the target, so an object href does not restart the watch on every render.
  const target = typeof props.href === 'string' ? props.href : JSON.stringify(props.href);

  // The caller's ref (if any) gets the element too.
  const setAnchor = useCallback(
    (element: HTMLAnchorElement | null) => {
      anchor.current = element;
      if (typeof ref === 'function') return ref(element);
      if (ref) (ref as { current: HTMLAnchorElement | null }).current = element;
    },
    [ref],
  );

  useEffect(() => {
    const element = anchor.current;
    if (!element || !idlePrefetch) return;
    return prefetchWhenVisible(element);
  }, [idlePrefetch, target]);

  return (
    <Link
      scroll={false}
      {...props}
      prefetch={false}
      ref={setAnchor}
      onNavigate={(event) => {
        // A caller that cancels the navigation cancels the bar too.
        let cancelled = false;
        onNavigate?.({
          preventDefault: () => {
            cancelled = true;
            event.preventDefault();
          },
        });
        if (!cancelled && anchor.current) navigationStarted(anchor.current.href);
      }}
    />
  );
}
