'use client';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { modalClosed, selectTopModal } from '@/store/slices/modals';
import { OnDemandPart } from '@/components/ui/OnDemandPart';
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
    <OnDemandPart
      key={top.id}
      words="modals"
      failed={(retry) => <ModalLoadError onRetry={retry} onClose={() => dispatch(modalClosed({ id: top.id }))} />}
    >
      <ModalDialog key={top.id} modal={top} />
    </OnDemandPart>
  ) : null;
}
