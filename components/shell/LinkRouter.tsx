'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { setLinkRouter } from '@/components/ui/linkRouter';

/**
 * Hands the app router to the links (components/ui/linkRouter.ts). Links themselves do not ask
 * for the router: they also render where there is none, and there the browser follows them.
 */
export function LinkRouter() {
  const router = useRouter();
  useEffect(() => {
    setLinkRouter({
      prefetch: (target) => router.prefetch(target),
      push: (target) => router.push(target, { scroll: false }),
    });
    return () => setLinkRouter(null);
  }, [router]);
  return null;
}
