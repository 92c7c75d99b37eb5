'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { fetchRights, rightsKey } from '@/lib/api/rights';
import { useLimits } from '@/lib/api/limits/limits';
import { needsRefusalReason, realPlayAccess, type RealPlayAccess } from '@/lib/casino/realPlay';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';

/**
 * Whether this page's player may play for money (docs/auth-api.md, `GET /web-api/user/rights`): his rights as the backend has
 * them now (`casino` goes with a ban, a self-exclusion, a time-out or block 37), and only when it is
 * gone, his limits, to say which. The backend refuses a real session anyway; this is the page's
 * word for it before the player presses anything.
 */
export function useRealPlayAccess(lng: string): { access: RealPlayAccess; retry: () => void } {
  const signedIn = useAppSelector(selectIsSignedIn);
  // The moment the page judges a restriction's end by (the rights, asked again on focus, decide).
  const [nowS] = useState(() => Math.floor(Date.now() / 1000));
  const rights = useSWR(signedIn ? rightsKey : null, () => fetchRights());
  const askLimits = signedIn && needsRefusalReason(rights.data);
  const limits = useLimits(lng, askLimits);
  const access = realPlayAccess({
    signedIn,
    rights: rights.data,
    rightsFailed: rights.error !== undefined,
    limits: limits.data,
    // A failed limits call still settles: the refusal stays, without its name.
    limitsSettled: limits.data !== undefined || limits.error !== undefined,
    nowS,
  });
  return { access, retry: () => void rights.mutate() };
}
