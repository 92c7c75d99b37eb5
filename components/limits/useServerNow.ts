'use client';

import { useCallback, useEffect, useState } from 'react';
import { useServerClock } from '@/lib/api/limits/serverTime';

/** How often the page's countdowns move: they count minutes. */
export const COUNTDOWN_TICK_MS = 15_000;

/**
 * Now on the service's clock (ms), moved every tick, so countdowns and "due" follow time; null
 * until the service's clock is known (the page waits for it rather than count from a wrong one).
 */
export function useServerNow(): { nowMs: number | null; tick: () => void } {
  const clock = useServerClock();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setDeviceNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  // Read again when the page's data changes (after a save), so what was just saved is not "later".
  const tick = useCallback(() => setDeviceNow(Date.now()), []);
  return { nowMs: clock ? Math.max(deviceNow, clock.readAt) + clock.offsetMs : null, tick };
}
