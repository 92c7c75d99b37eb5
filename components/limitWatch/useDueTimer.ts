'use client';

import { useEffect, useRef } from 'react';
import { nextCheckDelayMs } from '@/lib/limits/watch';

/**
 * Calls `onDue` once when `dueMs` (epoch ms) has come, looking again at most every 5 minutes
 * (limits-coupon-auth.md §9) so a tab that slept or a clock that moved is caught within a chunk. A new due
 * time starts over; null waits for nothing.
 */
export function useDueTimer(dueMs: number | null, onDue: () => void) {
  const latest = useRef(onDue);
  useEffect(() => {
    latest.current = onDue;
  });

  useEffect(() => {
    if (dueMs === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const delay = nextCheckDelayMs(dueMs, Date.now());
      if (delay === 0) latest.current();
      else timer = setTimeout(check, delay);
    };
    check();
    return () => clearTimeout(timer);
  }, [dueMs]);
}
