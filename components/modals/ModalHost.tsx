'use client';

import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { modalClosed, selectTopModal } from '@/store/slices/modals';
import { LoadBoundary } from '@/components/ui/LoadBoundary';
import { OnDemandMessages } from '@/components/ui/OnDemandMessages';
import { ModalDialog } from './ModalDialog';
import { ModalLoadError } from './ModalLoadError';

/** Shows the top modal of the stack (shell spec §2 "Modals"); the others wait underneath. */
export function ModalHost() {
  const top = useAppSelector(selectTopModal);
  const dispatch = useAppDispatch();
  // A new key per modal: each one takes focus on open and gives it back on close. The dialogs'
  // words (the `modals` namespace) and a body loaded on demand (registry.tsx) suspend here, so the
  // dialog mounts, and takes focus, once both are there: no raw key, no empty frame. If either
  // cannot load, the dialog says so with a retry rather than the page's error screen.
  return top ? (
    <LoadBoundary
      key={top.id}
      fallback={(retry) => <ModalLoadError onRetry={retry} onClose={() => dispatch(modalClosed({ id: top.id }))} />}
    >
      <Suspense fallback={null}>
        <OnDemandMessages name="modals">
          <ModalDialog key={top.id} modal={top} />
        </OnDemandMessages>
      </Suspense>
    </LoadBoundary>
  ) : null;
}
