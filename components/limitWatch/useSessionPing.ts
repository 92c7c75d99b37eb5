'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import { pingSession } from '@/lib/api/limits/ping';
import { LIMIT_PING_MS } from '@/lib/config/limits';
import { keepSessionLimitNotice } from '@/lib/limits/sessionLimitNotice';
import { useAppDispatch } from '@/store/hooks';
import { logoutRequested } from '@/store/listeners/logout';

/** The service's code when today's session hours are used up (limits-coupon-auth.md §8). */
export const SESSION_LIMIT_ENDED = 'session_limit_ended';

/**
 * The session limit's ping (limits-coupon-auth.md §4, §9): at once and every 30 s while a session limit
 * exists. When the hours are used up the backend has ended the session; the page keeps the
 * permanent "session limit ended · visit tomorrow" notice for the next page and logs out.
 */
export function useSessionPing(lng: string, active: boolean) {
  const t = useTranslations('limitWatch');
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!active) return;
    let ended = false;
    const ping = async () => {
      if (ended) return;
      try {
        await pingSession(lng);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== SESSION_LIMIT_ENDED || ended) return;
        ended = true;
        keepSessionLimitNotice(window.localStorage, error.message || t('sessionEnded'), t('visitTomorrow'));
        dispatch(logoutRequested());
      }
    };
    void ping();
    const timer = setInterval(() => void ping(), LIMIT_PING_MS);
    return () => {
      ended = true;
      clearInterval(timer);
    };
  }, [active, lng, dispatch, t]);
}
