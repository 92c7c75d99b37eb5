'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { setLinkPrefetcher } from '@/components/ui/linkPrefetch';

/**
 * Hands the router's prefetch to the links (components/ui/linkPrefetch.ts). Links themselves do
 * not ask for the router: they also render where there is none.
 */
export function LinkPrefetcher() {
  const router = useRouter();
  useEffect(() => {
    setLinkPrefetcher((target) => router.prefetch(target));
    return () => setLinkPrefetcher(null);
  }, [router]);
  return null;
}
