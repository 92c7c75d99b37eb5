'use client';

import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { GuestNote } from './GuestNote';
import type { BonusGameLinks } from './links';

/** On the index, a guest's way in (the page itself is the same for everyone). */
export function IndexGuest({ links }: { links: BonusGameLinks }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? null : <GuestNote links={links} />;
}
