'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { FORGOT_PASSWORD_QUERY } from '@/lib/config/auth';
import { useAppDispatch } from '@/store/hooks';
import { forgotPasswordModalOpened } from './forgotPasswordModal';

/**
 * Opens the forgot-password dialog once, then takes the flag out of the address bar, so a reload
 * or a shared link does not open it again; the rest of the query stays.
 */
export function ForgotPasswordOpener() {
  const dispatch = useAppDispatch();
  const search = useSearchParams();
  const pathname = usePathname();
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(forgotPasswordModalOpened());
    const rest = new URLSearchParams(search.toString());
    rest.delete(FORGOT_PASSWORD_QUERY);
    const query = rest.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}`);
  }, [search, pathname, dispatch]);

  return null;
}
