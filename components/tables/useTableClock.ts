'use client';

import { useEffect, useState } from 'react';
import { clockOffset } from '@/lib/tables/countdown';

/**
 * The table's time now, in backend ms: the browser's clock plus its offset from the backend's
 * (taken from each answer's `now`), ticking every second. Before the first tick (and on the
 * server) it is the answer's own `now`, so both renders agree.
 */
export function useTableClock(serverNow: number): number {
  const [clock, setClock] = useState<{ serverNow: number; offset: number; at: number } | null>(null);
  useEffect(() => {
    const offset = clockOffset(serverNow, Date.now());
    const tick = () => setClock({ serverNow, offset, at: Date.now() });
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [serverNow]);
  return clock && clock.serverNow === serverNow ? clock.at + clock.offset : serverNow;
}
