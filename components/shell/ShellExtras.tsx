'use client';

import { Suspense } from 'react';
import { AdBlockNotice } from './AdBlockNotice';
import { ChunkReloadGuard } from './ChunkReloadGuard';
import { LinkPrefetcher } from './LinkPrefetcher';
import { MaintenanceWarning } from './MaintenanceWarning';
import { NavigationProgress } from './NavigationProgress';
import { UpdateWatcher } from './UpdateWatcher';

/**
 * The shell's page-wide extras (shell spec §8, §9): the maintenance date warning, the ad-blocker
 * notice, the update notice, the reload after a failed chunk load, the top progress bar and the
 * links' idle-time prefetch.
 * `buildId` is the build the server rendered this page with.
 */
export function ShellExtras({ buildId }: { buildId: string | null }) {
  return (
    <>
      {/* The bar reads the query (useSearchParams), which needs a boundary of its own. */}
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <MaintenanceWarning />
      <AdBlockNotice />
      <UpdateWatcher buildId={buildId} />
      <ChunkReloadGuard />
      <LinkPrefetcher />
    </>
  );
}
