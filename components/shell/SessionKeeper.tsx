'use client';

import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { loginStateChanged } from '@/store/listeners/logout';
import { pageVisibilityChanged } from '@/store/listeners/session';
import { selectIsSignedIn } from '@/store/slices/app';

/**
 * Keeps the browser's idea of the session current (shell-and-routing.md §4, §7): the first check on load,
 * a check every 60 s while the page is visible and on return to it, none while it is hidden; and
 * a page the new login state may not see is left.
 */
export function SessionKeeper() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const known = useRef<boolean | null>(null);

  useEffect(() => {
    dispatch(pageVisibilityChanged({ visible: document.visibilityState === 'visible', start: true }));
    const onVisibility = () => dispatch(pageVisibilityChanged({ visible: document.visibilityState === 'visible' }));
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      dispatch(pageVisibilityChanged({ visible: false }));
    };
  }, [dispatch]);

  useEffect(() => {
    // The first answer only tells us the state; a later change is a change.
    if (known.current !== null && known.current !== signedIn) dispatch(loginStateChanged({ signedIn }));
    known.current = signedIn;
  }, [signedIn, dispatch]);

  return null;
}
