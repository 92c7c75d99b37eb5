'use client';

import { useEffect } from 'react';
import { takeSessionLimitNotice } from '@/lib/limits/sessionLimitNotice';
import { OnDemandPart } from '@/components/ui/OnDemandPart';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { loadLimitWatch } from '@/components/limitWatch/loaders';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { notificationShown } from '@/store/slices/notifications';

const LimitWatch = lazyWithRetry(loadLimitWatch);

/**
 * The responsible-gaming watch of a page (limits-coupon-auth.md §4, §6): only for a signed-in player, loaded
 * then with its words (ping, reality check, limit approval). Any page shows, once, the permanent
 * notice of a session limit that ended the session before it (kept across the logout).
 */
export function LimitWatchers() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);

  useEffect(() => {
    const notice = takeSessionLimitNotice(window.localStorage);
    if (notice) dispatch(notificationShown({ type: 'permanent', titleText: notice.title, message: notice.message ?? notice.title }));
  }, [dispatch]);

  if (!signedIn) return null;
  return (
    <OnDemandPart words="limitWatch" failed={() => null}>
      <LimitWatch />
    </OnDemandPart>
  );
}
