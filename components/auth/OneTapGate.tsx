'use client';

import dynamic from 'next/dynamic';
import { isOneTapEligible } from '@/lib/auth/oneTapEligible';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn, selectSiteConfig } from '@/store/slices/app';

// One Tap's code (its calls, the script loader) comes only to a guest of a site that turns it on,
// not with every page's first load; it renders nothing, so the server has nothing to render.
const GoogleOneTap = dynamic(() => import('./GoogleOneTap').then((module) => module.GoogleOneTap), { ssr: false });

/** Google One Tap where shell-and-routing.md §7 shows it: the feature on, the visitor anonymous. */
export function OneTapGate() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const featureOn = useAppSelector(selectSiteConfig)?.googleOneTapEnabled ?? false;
  return isOneTapEligible(featureOn, signedIn) ? <GoogleOneTap /> : null;
}
