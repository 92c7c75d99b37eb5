'use client';

import { lazyPart } from '@/components/ui/lazyPart';
import { isOneTapEligible } from '@/lib/auth/oneTap';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn, selectSiteConfig } from '@/store/slices/app';

// One Tap's code (its calls, the script loader) comes only to a guest of a site that turns it on,
// not with every page's first load; it renders nothing, so the server has nothing to render.
const GoogleOneTap = lazyPart(() => import('./GoogleOneTap').then((module) => module.GoogleOneTap));

/** Google One Tap where shell spec §7 shows it: the feature on, the visitor anonymous. */
export function OneTapGate() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const featureOn = useAppSelector(selectSiteConfig)?.googleOneTapEnabled ?? false;
  return isOneTapEligible(featureOn, signedIn) ? <GoogleOneTap /> : null;
}
