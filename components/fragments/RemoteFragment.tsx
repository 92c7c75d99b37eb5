'use client';

import { useEffect, useMemo } from 'react';
import { usePathname } from 'next/navigation';
import type { FragmentRequest } from '@/lib/api/fragment';
import { FragmentStatusError } from '@/lib/api/fragmentStatusError';
import type { FragmentName } from '@/lib/config/fragments';
import { useAppDispatch, useAppSelector, useFeatureListeners } from '@/store/hooks';
import { addFragmentListeners } from '@/store/listeners/fragments';
import { fragmentKey, fragmentMounted, fragmentReloadRequested, fragmentUnmounted, selectFragment } from '@/store/slices/fragments';
import { OnDemandPart } from '@/components/ui/OnDemandPart';
import { FragmentContent } from './FragmentContent';
import { FragmentErrorPanel } from './FragmentErrorPanel';
import { FragmentSkeleton } from './FragmentSkeleton';

export interface RemoteFragmentProps {
  name: FragmentName;
  /** The page the fragment is for; the current path when left out. */
  path?: string;
  /** The status code an error-page fragment describes. */
  status?: number;
  components?: string[];
  /**
   * What a status error (a 4xx) does: `throw` raises a page error with that status for the
   * nearest error boundary (shell-and-routing.md §8); `block` shows the error block, for fragments that are
   * part of the frame or of the error page itself, where raising would take the page down with it.
   */
  onStatusError?: 'throw' | 'block';
  /** Skeleton lines while loading. */
  skeletonLines?: number;
}

/**
 * A remote page fragment loaded in the browser (shell-and-routing.md §2, §4, §7, §8): the skeleton while
 * loading, the sanitised fragment when ready, the error block with a refresh button when it
 * failed. Loading, retries and the reload throttle live in the store (slices/fragments and its
 * listener), keyed by what is asked for.
 */
export function RemoteFragment({ name, path, status, components, onStatusError = 'throw', skeletonLines }: RemoteFragmentProps) {
  useFeatureListeners(addFragmentListeners);
  const pathname = usePathname();
  const componentList = components?.join('\n');
  const request = useMemo<FragmentRequest>(
    () => ({
      name,
      path: path ?? pathname ?? '/',
      ...(status === undefined ? {} : { status }),
      ...(componentList === undefined ? {} : { components: componentList ? componentList.split('\n') : [] }),
    }),
    [name, path, pathname, status, componentList],
  );
  const key = fragmentKey(request);
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectFragment(state, key));

  useEffect(() => {
    dispatch(fragmentMounted({ key, request }));
    return () => {
      dispatch(fragmentUnmounted({ key }));
    };
  }, [dispatch, key, request]);

  const machine = entry?.machine.status;
  if (machine === 'ready' && entry?.fragment) return <FragmentContent name={name} fragment={entry.fragment} />;
  if (machine === 'error' && entry) {
    if (entry.statusCode !== null && onStatusError === 'throw') {
      throw new FragmentStatusError(entry.machine.error ?? `Fragment "${name}" answered ${entry.statusCode}`, entry.statusCode);
    }
    // The block's words come with it: a fragment that fails is rare (docs/decisions/client-messages.md).
    return (
      <OnDemandPart words="notices">
        <FragmentErrorPanel onRefresh={() => dispatch(fragmentReloadRequested({ key }))} />
      </OnDemandPart>
    );
  }
  return <FragmentSkeleton lines={skeletonLines} />;
}
