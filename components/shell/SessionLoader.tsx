'use client';

import { useEffect } from 'react';
import { shouldLoadSession } from '@/lib/auth/sessionLoad';
import { userTokenFrom } from '@/lib/auth/userToken';
import { SESSION_LOAD_DELAY_MS } from '@/lib/config/auth';
import { useAppStore } from '@/store/hooks';

/**
 * The device session (limits-coupon-auth.md §7, §9): 8 s after the page is ready, once per page load, when
 * no session exists, the session call is made and then a fingerprint obtained. Whether a session
 * exists is read when the time comes, so a session check or login in those 8 s counts.
 */
export function SessionLoader() {
  const store = useAppStore();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => {
        // The call and the fingerprint come when due, 8 s after the page, not in its first load;
        // a chunk that cannot load is a session load that failed (logged, like the call's own).
        import('@/lib/api/sessionLoad').then(
          ({ loadSession, sessionLoaded }) => {
            const facts = {
              userId: store.getState().app.userId,
              userToken: userTokenFrom(document.cookie),
              alreadyLoaded: sessionLoaded(),
            };
            if (shouldLoadSession(facts)) void loadSession();
          },
          (error: unknown) => console.error(`[session load] ${error instanceof Error ? error.message : String(error)}`),
        );
      }, SESSION_LOAD_DELAY_MS);
    };
    // "Ready" is the window's load event; a page already loaded starts the wait at once.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, [store]);

  return null;
}
