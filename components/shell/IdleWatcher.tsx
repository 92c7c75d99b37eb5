'use client';

import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  AUTO_LOGOFF_FLAG_STORAGE_KEY,
  HIDDEN_PAUSE_MS,
  IDLE_ACTIVITY_EVENTS,
  IDLE_ACTIVITY_THROTTLE_MS,
  LAST_ACTIVE_STORAGE_KEY,
} from '@/lib/config/idle';
import { NoticeOnDemand, type NoticeText } from '@/components/notifications/NoticeOnDemand';
import { idleLimitMs, isIdle, lastActive, shouldRecordActivity } from '@/lib/idle/idle';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logoutRequested } from '@/store/listeners/logout';
import { selectIsSignedIn } from '@/store/slices/app';

/**
 * Idle logoff (shell-and-routing.md §4, §9): activity (throttled to 100 ms) is stored where every tab sees
 * it; when the last activity of any tab is the configured minutes old, the player is logged off
 * and a flag is stored, so the next login shows the notice once. A hidden page stops its timer
 * after 30 s and checks again on return. `startSignedOut`: mounted at a login on this page (the
 * shell loads it only for a player), so that login starts the count afresh.
 */
export function IdleWatcher({ minutes, startSignedOut = false }: { minutes: number; startSignedOut?: boolean }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const wasSignedIn = useRef<boolean | null>(startSignedOut ? false : null);

  useEffect(() => {
    const limit = idleLimitMs(minutes);
    const loggedInHere = wasSignedIn.current === false && signedIn;
    wasSignedIn.current = signedIn;
    if (!signedIn || limit === null) return;
    const storage = window.localStorage;
    // A login in this tab starts the count afresh; a page load keeps what the tabs recorded.
    if (loggedInHere || storage.getItem(LAST_ACTIVE_STORAGE_KEY) === null) {
      storage.setItem(LAST_ACTIVE_STORAGE_KEY, String(Date.now()));
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pause: ReturnType<typeof setTimeout> | undefined;
    let recorded: number | null = null;

    const check = () => {
      const now = Date.now();
      const last = lastActive(storage.getItem(LAST_ACTIVE_STORAGE_KEY), now);
      if (isIdle(last, now, limit)) {
        storage.setItem(AUTO_LOGOFF_FLAG_STORAGE_KEY, String(minutes));
        // Gone with the session: the next login must not find it and count as idle at once.
        storage.removeItem(LAST_ACTIVE_STORAGE_KEY);
        dispatch(logoutRequested());
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(check, last + limit - now);
    };
    const record = () => {
      const now = Date.now();
      if (!shouldRecordActivity(recorded, now, IDLE_ACTIVITY_THROTTLE_MS)) return;
      recorded = now;
      storage.setItem(LAST_ACTIVE_STORAGE_KEY, String(now));
    };
    const onVisibility = () => {
      clearTimeout(pause);
      if (document.visibilityState === 'hidden') pause = setTimeout(() => clearTimeout(timer), HIDDEN_PAUSE_MS);
      else check();
    };

    check();
    for (const event of IDLE_ACTIVITY_EVENTS) window.addEventListener(event, record, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      clearTimeout(pause);
      for (const event of IDLE_ACTIVITY_EVENTS) window.removeEventListener(event, record);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [signedIn, minutes, dispatch]);

  // The notice of an idle logoff, once, after the next login: the flag stays until it is shown.
  const flag = useSyncExternalStore(
    noSubscription,
    () => (signedIn ? window.localStorage.getItem(AUTO_LOGOFF_FLAG_STORAGE_KEY) : null),
    () => null,
  );
  const notice = useCallback<NoticeText<'idle'>>(
    (t) => ({ type: 'withoutTimeout', message: t('notice', { minutes: Number(flag) || minutes }) }),
    [flag, minutes],
  );
  const shown = useCallback(() => window.localStorage.removeItem(AUTO_LOGOFF_FLAG_STORAGE_KEY), []);

  return flag === null ? null : <NoticeOnDemand words="idle" notice={notice} onShown={shown} />;
}

/** The flag is read again on every render (a login renders); no other change needs one. */
const noSubscription = () => () => undefined;
