'use client';

import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { appVersionWatchStarted } from '@/store/listeners/appVersion';

/**
 * Starts the check for a newer deployed build (limits-coupon-auth.md §4, §9): the checks, the notice and
 * its reload live in store/listeners/appVersion.ts; this only hands over the running build id.
 */
export function UpdateWatcher({ buildId }: { buildId: string | null }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(appVersionWatchStarted({ buildId }));
  }, [buildId, dispatch]);
  return null;
}
