'use client';

import { useCallback, useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';
import { navigationStarted } from '@/lib/navigation/events';
import { followedInApp } from '@/lib/navigation/inAppClick';
import { linkRouter, prefetchWhenVisible } from './linkRouter';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: string;
  /** `false`: no idle-time prefetch of this link's page. */
  prefetch?: boolean;
  /** Called before an in-app navigation; `preventDefault()` cancels it. */
  onNavigate?: (event: { preventDefault: () => void }) => void;
};

/**
 * The site's internal link: a plain `<a>` the app router follows. Next's `Link` is not used:
 * everything it adds over this (its own prefetch, scroll, object hrefs) is off or unused here,
 * and it weighed ≈2.5 kB gzip on every page (issue 10 point 3).
 * - A plain click on a link of this site is a client navigation (lib/navigation/inAppClick.ts);
 *   a modified click, another target, a download or another site is the browser's.
 * - Scrolling is left to the ScrollManager, so a route that opts out of scrolling to the top (or
 *   the keep-scroll query flag) is honoured.
 * - A visible link's page is prefetched in idle time, skipped on 2g or save-data (shell spec §9);
 *   `prefetch={false}` turns that off for a link.
 * - A navigation it starts is announced, so the top progress bar can run.
 */
export function AppLink({ prefetch, onNavigate, onClick, ref, ...props }: AppLinkProps) {
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const idlePrefetch = prefetch !== false;
  const target = props.href;

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

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const link = event.currentTarget;
    const router = linkRouter();
    const clicked = { origin: link.origin, target: link.getAttribute('target'), download: link.hasAttribute('download') };
    if (!router || !followedInApp(event, clicked, window.location.origin)) return;
    event.preventDefault();
    // A caller that cancels the navigation cancels the bar too.
    let cancelled = false;
    onNavigate?.({ preventDefault: () => (cancelled = true) });
    if (cancelled) return;
    navigationStarted(link.href);
    router.push(`${link.pathname}${link.search}${link.hash}`);
  };

  return <a {...props} ref={setAnchor} onClick={follow} />;
}
