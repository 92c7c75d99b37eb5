'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { FORGOT_PASSWORD_QUERY } from '@/lib/config/registration';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { forgotPasswordModalOpened } from './forgotPasswordModal';

/**
 * On the home page: `?showForgotPasswordModal` opens the forgot-password dialog for a visitor
 * (limits spec §2; /user/forgotpassword redirects here with it). The flag then leaves the address
 * bar, so a reload or a shared link does not open it again; the rest of the query stays.
 */
export function ForgotPasswordOnHome() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const search = useSearchParams();
  const pathname = usePathname();
  const opened = useRef(false);
  const asked = search.has(FORGOT_PASSWORD_QUERY);

  useEffect(() => {
    if (!asked || signedIn || opened.current) return;
    opened.current = true;
    dispatch(forgotPasswordModalOpened());
    const rest = new URLSearchParams(search.toString());
    rest.delete(FORGOT_PASSWORD_QUERY);
    const query = rest.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}`);
  }, [asked, signedIn, search, pathname, dispatch]);

  return null;
}
