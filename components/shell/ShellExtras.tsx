'use client';

import { Suspense, useState } from 'react';
import dynamic from 'next/dynamic';
import { HtmlPreferenceSync } from '@/components/settings/HtmlPreferenceSync';
import { ModalHost } from '@/components/modals/ModalHost';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { OneTapGate } from '@/components/auth/OneTapGate';
import { AdBlockNotice } from './AdBlockNotice';
import { ScrollManager } from './ScrollManager';
import { SessionKeeper } from './SessionKeeper';
import { SessionLoader } from './SessionLoader';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { MaintenanceWarning } from './MaintenanceWarning';
import { NavigationProgressGate } from './NavigationProgressGate';
import { UpdateWatcher } from './UpdateWatcher';
import { useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';

// Idle logoff is a player's: its code comes with the first page a player is signed in on, never
// with a guest's (docs/decisions/first-load-imports.md).
const IdleWatcher = dynamic(() => import('./IdleWatcher').then((m) => m.IdleWatcher));

/**
 * The shell's page-wide client parts, one client reference in every page's payload (docs/decisions/html-weight.md:
 * each reference costs the HTML its module and chunk list): the html preference sync, scroll
 * restoring, the session keeper and loader, the modal and notification hosts, Google One Tap and
 * idle logoff (shell-and-routing.md §4, §9), and the extras of shell-and-routing.md §8, §9: the maintenance date
 * warning, the ad-blocker notice, the update notice, the reload after a failed chunk load and the
 * top progress bar (the links' idle-time prefetch is the links' own: components/ui/AppLink.tsx).
 * `buildId` is the build the server rendered this page with; `idleMinutes` the site config's idle
 * logoff (none without a config). The limit watch stays in the layout (see there).
 */
export function ShellExtras({ buildId, idleMinutes }: { buildId: string | null; idleMinutes: number | null }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  // Once a player, the watcher stays for the page's life (it sees the logout too); a login on a
  // guest's page tells it so, to start the count afresh.
  const [signedInAtLoad] = useState(signedIn);
  const [watched, setWatched] = useState(signedIn);
  if (signedIn && !watched) setWatched(true);
  return (
    <>
      <HtmlPreferenceSync />
      {/* It reads the query (useSearchParams), which needs a boundary of its own. */}
      <Suspense fallback={null}>
        <ScrollManager />
      </Suspense>
      <SessionKeeper />
      <SessionLoader />
      <ModalHost />
      <NotificationHost />
      <OneTapGate />
      <NavigationProgressGate />
      <MaintenanceWarning />
      <AdBlockNotice />
      <UpdateWatcher buildId={buildId} />
      <ChunkReloadGuard />
      {idleMinutes === null || !watched ? null : <IdleWatcher minutes={idleMinutes} startSignedOut={!signedInAtLoad} />}
    </>
  );
}
