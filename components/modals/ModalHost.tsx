'use client';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { modalClosed, selectTopModal } from '@/store/slices/modals';
import { OnDemandPart } from '@/components/ui/OnDemandPart';
import { lazyWithRetry } from '@/components/ui/lazyWithRetry';
import { ModalLoadError } from './ModalLoadError';

// The dialog and its registry of bodies come with the first modal a page opens, not with every
// page's first load; they suspend under the same part as the dialogs' words.
const ModalDialog = lazyWithRetry(() => import('./ModalDialog').then((m) => m.ModalDialog));

/** Shows the top modal of the stack (shell-and-routing.md §2 "Modals"); the others wait underneath. */
export function ModalHost() {
  const top = useAppSelector(selectTopModal);
  const dispatch = useAppDispatch();
  // A new key per modal: each one takes focus on open and gives it back on close. The dialogs'
  // words (the `modals` namespace) and a body loaded on demand (registry.tsx) suspend here, so the
  // dialog mounts, and takes focus, once all are there: no raw key, no empty frame. If any
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
