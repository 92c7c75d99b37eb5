'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';

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
    // The rule reads the route manifest, which comes with the first navigation, not the first load.
    let current = true;
    void import('@/lib/routes/scroll').then(({ shouldScrollToTop }) => {
      if (current && shouldScrollToTop(pathname, search)) window.scrollTo(0, 0);
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
  return null;
}
