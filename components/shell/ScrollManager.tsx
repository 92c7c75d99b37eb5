'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { shouldScrollToTop } from '@/lib/routes/scroll';

/** Scrolls to the top when the page changes, unless the route or the query says to stay. */
export function ScrollManager() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  useEffect(() => {
    // The first render is a full page load: the browser already placed the page.
    if (first.current) {
      first.current = false;
      return;
    }
    if (shouldScrollToTop(pathname, search)) window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
