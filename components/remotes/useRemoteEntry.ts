'use client';

import { useEffect } from 'react';
import { pathTo, type RemoteMountKind } from '@/lib/remotes/entry';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { remoteMounted, remoteStateChanged, remoteUnmounted, selectRemoteEntry } from '@/store/slices/remotes';

/** What a remote view or component reports about itself; not-existing is the store's business. */
export type RemoteStatus = 'loading' | 'ready' | 'error';

/**
 * Registers a remote view or component of app `name` while it is mounted (shell-and-routing.md §4) and moves
 * the app's entry along the allowed changes as the owner's status changes.
 */
export function useRemoteEntry(name: string, kind: RemoteMountKind, status: RemoteStatus) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    dispatch(remoteMounted({ name, kind }));
    return () => {
      dispatch(remoteUnmounted({ name, kind }));
    };
  }, [dispatch, name, kind]);
  useEffect(() => {
    const from = selectRemoteEntry(store.getState(), name).state;
    for (const to of pathTo(from, status)) dispatch(remoteStateChanged({ name, to }));
  }, [dispatch, store, name, kind, status]);
}
