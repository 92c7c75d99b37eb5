import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  initialRemoteEntry,
  mount,
  transition,
  unmount,
  type RemoteEntry,
  type RemoteMountKind,
  type RemoteState,
} from '@/lib/remotes/entry';
import { remoteMode } from '@/lib/remotes/apps';

/** Remote app entries by app name (shell-and-routing.md §4 "Remote app entry states"). */
export interface RemotesState {
  entries: Record<string, RemoteEntry>;
}

export const initialRemotesState: RemotesState = { entries: {} };

const entryOf = (state: RemotesState, name: string): RemoteEntry => state.entries[name] ?? initialRemoteEntry;

export const remotesSlice = createSlice({
  name: 'remotes',
  initialState: initialRemotesState,
  reducers: {
    remoteMounted(state, action: PayloadAction<{ name: string; kind: RemoteMountKind }>) {
      const { name, kind } = action.payload;
      state.entries[name] = mount(entryOf(state, name), kind);
    },
    /** The last view or component going returns the entry to not-existing (announced by a listener). */
    remoteUnmounted(state, action: PayloadAction<{ name: string; kind: RemoteMountKind }>) {
      const { name, kind } = action.payload;
      state.entries[name] = unmount(entryOf(state, name), kind).entry;
    },
    /** Only the spec's allowed changes: an illegal one throws in development, is ignored in production. */
    remoteStateChanged(state, action: PayloadAction<{ name: string; to: RemoteState }>) {
      const { name, to } = action.payload;
      state.entries[name] = transition(entryOf(state, name), to, remoteMode());
    },
  },
  selectors: {
    selectRemoteEntry: (state, name: string) => entryOf(state, name),
  },
});

export const { remoteMounted, remoteUnmounted, remoteStateChanged } = remotesSlice.actions;
/** The announcement of the spec: an app's last view and component are gone (an event; no state changes). */
export const remoteAppUnmountAnnounced = createAction<{ name: string }>('remotes/appUnmountAnnounced');
export const { selectRemoteEntry } = remotesSlice.selectors;
