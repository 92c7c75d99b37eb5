'use client';

import { useCallback } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { userConfigReceived } from '@/store/slices/user';

/**
 * Reads the user config again after a change on this page, so the protection level and the phone
 * the shell shows elsewhere agree with it (the config the session listener loads, store/listeners/session.ts).
 * A failure is left to the shell's next session check, which loads it anyway.
 */
export function useConfigRefresh(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      const { fetchUserConfig } = await import('@/lib/api/userConfig');
      dispatch(userConfigReceived(await fetchUserConfig()));
    } catch (error) {
      console.error(`[user config] ${error instanceof Error ? error.message : String(error)}`);
    }
  }, [dispatch]);
}
