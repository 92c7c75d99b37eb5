'use client';

import { Suspense, useEffect, useState } from 'react';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { onNavigationStart } from '@/lib/navigation/events';
import { leavesPage } from '@/lib/navigation/progress';
import type { Pending } from './NavigationProgress';

// The bar comes with the first in-app navigation, well within the 200 ms it stays hidden
// (docs/decisions/on-demand-parts.md); one that cannot load leaves the navigation without a bar, nothing else.
const NavigationProgress = lazyWithRetry(() => import('./NavigationProgress').then((m) => m.NavigationProgress));

/** Waits for the page's first in-app navigation, then hands it to the top progress bar. */
export function NavigationProgressGate() {
  const [first, setFirst] = useState<Pending | null>(null);
  useEffect(() => {
    if (first) return;
    return onNavigationStart((target) => {
      const { pathname, search, origin } = window.location;
      if (!leavesPage(target, { pathname, search }, origin)) return;
      // As the bar names the page: the path, and the query as the router writes it.
      const query = new URLSearchParams(search).toString();
      setFirst({ from: query ? `${pathname}?${query}` : pathname, startedAt: Date.now() });
    });
  }, [first]);
  if (!first) return null;
  return (
    <LoadBoundary fallback={() => null}>
      {/* The bar reads the query (useSearchParams), which needs a boundary of its own. */}
      <Suspense fallback={null}>
        <NavigationProgress first={first} />
      </Suspense>
    </LoadBoundary>
  );
}
