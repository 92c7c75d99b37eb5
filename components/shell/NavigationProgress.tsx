'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { leavesPage, progressBarState } from '@/lib/navigation/progress';
import { onNavigationStart } from '@/lib/navigation/events';

/** How often the bar moves on (ms); the CSS glides between steps. */
const TICK_MS = 100;

export interface Pending {
  /** The page (path and query) the navigation left; a new one rendering completes it. */
  from: string;
  startedAt: number;
}

/**
 * The top progress bar (shell-and-routing.md §9): an in-app navigation that takes longer than 200 ms shows
 * a bar filling over 5000 ms; it goes when the new page renders (the path or query changes).
 * `first`: the navigation under way when it was mounted (NavigationProgressGate).
 */
export function NavigationProgress({ first = null }: { first?: Pending | null }) {
  const t = useTranslations('states');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const here = search ? `${pathname}?${search}` : pathname;
  const [pending, setPending] = useState<Pending | null>(first);
  const [now, setNow] = useState(() => (first ? Date.now() : 0));
  // The page as the router names it, for the listener below (made once, so it reads a ref).
  const current = useRef(here);
  useEffect(() => {
    current.current = here;
  }, [here]);

  useEffect(
    () =>
      onNavigationStart((target) => {
        const { pathname: path, search: query, origin } = window.location;
        // A link to this very page renders nothing new: no bar would ever complete.
        if (!leavesPage(target, { pathname: path, search: query }, origin)) return;
        const startedAt = Date.now();
        setPending({ from: current.current, startedAt });
        setNow(startedAt);
      }),
    [],
  );

  // A new page rendered: the navigation is over (and a later return to the page it left, by the
  // browser's back button, must not bring its bar back). Adjusted while rendering, React's way.
  const [rendered, setRendered] = useState(here);
  if (rendered !== here) {
    setRendered(here);
    setPending(null);
  }
  const active = pending !== null && pending.from === here;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [active, pending]);

  if (!active) return null;
  const { visible, value } = progressBarState(now - pending.startedAt);
  if (!visible) return null;
  return (
    <div
      className="nav-progress"
      role="progressbar"
      aria-label={t('pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="nav-progress__bar" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
