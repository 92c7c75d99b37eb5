'use client';

import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { LogoutButton } from './signedInParts';

/** The drawer's log out, for players only (the store is seeded with the session on the server). */
export function DrawerLogout() {
  return useAppSelector(selectIsSignedIn) ? <LogoutButton /> : null;
}
