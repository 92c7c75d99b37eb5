import { unmount } from '@/lib/remotes/entry';
import { remoteAppUnmountAnnounced, remoteUnmounted } from '../slices/remotes';
import type { AppListeners } from './types';

/**
 * Announces a remote app's unmount (shell-and-routing.md §4): when the unmount took the entry's last view or
 * component, once. The entry as it was before the action decides, with the same pure rule the
 * reducer applied.
 */
export function addRemoteListeners(listeners: AppListeners) {
  listeners.startListening({
    actionCreator: remoteUnmounted,
    effect: (action, api) => {
      const { name, kind } = action.payload;
      const before = api.getOriginalState().remotes.entries[name];
      if (before && unmount(before, kind).announceUnmount) api.dispatch(remoteAppUnmountAnnounced({ name }));
    },
  });
}
