'use client';

import { Suspense, type ReactNode } from 'react';
import type { OnDemandMessagesName } from '@/lib/config/clientMessages';
import { ErrorState } from './ErrorState';
import { LoadBoundary } from './LoadBoundary';
import { OnDemandMessages } from './OnDemandMessages';

/**
 * A part loaded on demand with its words (docs/decisions/on-demand-parts.md): nothing shows until both are in
 * (no raw key, no half-drawn form), and if either cannot load it says so with a retry in its place
 * rather than taking the page to its error screen.
 */
export function OnDemandPart({
  words,
  failed = (retry) => <ErrorState compact onRetry={retry} />,
  children,
}: {
  words: OnDemandMessagesName;
  failed?: (retry: () => void) => ReactNode;
  children: ReactNode;
}) {
  return (
    <LoadBoundary fallback={failed}>
      <Suspense fallback={null}>
        <OnDemandMessages name={words}>{children}</OnDemandMessages>
      </Suspense>
    </LoadBoundary>
  );
}
