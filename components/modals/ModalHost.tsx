'use client';

import { Suspense } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectTopModal } from '@/store/slices/modals';
import { OnDemandMessages } from '@/components/ui/OnDemandMessages';
import { ModalDialog } from './ModalDialog';

/** Shows the top modal of the stack (shell spec §2 "Modals"); the others wait underneath. */
export function ModalHost() {
  const top = useAppSelector(selectTopModal);
  // A new key per modal: each one takes focus on open and gives it back on close. The dialogs'
  // words (the `modals` namespace) and a body loaded on demand (registry.tsx) suspend here, so the
  // dialog mounts, and takes focus, once both are there: no raw key, no empty frame.
  return top ? (
    <Suspense fallback={null}>
      <OnDemandMessages name="modals">
        <ModalDialog key={top.id} modal={top} />
      </OnDemandMessages>
    </Suspense>
  ) : null;
}
