import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FragmentRequest } from '@/lib/api/fragment';
import type { SanitizedFragment } from '@/lib/fragments/payload';
import { rootReducer } from '../rootReducer';
import { initialFragmentsState, type FragmentEntry } from './fragmentsState';
import {
  fragmentFailed,
  fragmentLoading,
  fragmentReady,
  fragmentRejected,
  initialFragmentState,
  requestReload,
} from '@/lib/fragments/machine';

export { initialFragmentsState } from './fragmentsState';
export type { FragmentEntry, FragmentsState } from './fragmentsState';

/** One entry per distinct request: a fragment for another page or status is another fragment. */
export function fragmentKey(request: FragmentRequest): string {
  const parts: string[] = [request.name, request.path];
  if (request.status !== undefined) parts.push(`status=${request.status}`);
  if (request.components) parts.push(`components=${request.components.join(',')}`);
  if (request.forceSpa) parts.push('force-spa');
  return parts.join('|');
}

const fragmentsSlice = createSlice({
  name: 'fragments',
  initialState: initialFragmentsState,
  // An entry that has gone (the fragment left) stays gone: a late answer for it changes nothing.
  reducers: {
    /** A fragment appeared on the page; its listener starts loading it. */
    fragmentMounted(state, action: PayloadAction<{ key: string; request: FragmentRequest }>) {
      state.byKey[action.payload.key] = { request: action.payload.request, machine: { ...initialFragmentState }, fragment: null, statusCode: null };
    },
    /** The fragment left the page: its state and any retry go with it. */
    fragmentUnmounted(state, action: PayloadAction<{ key: string }>) {
      delete state.byKey[action.payload.key];
    },
    fragmentLoadStarted(state, action: PayloadAction<{ key: string }>) {
      const entry = state.byKey[action.payload.key];
      if (entry) entry.machine = fragmentLoading(entry.machine);
    },
    fragmentLoaded(state, action: PayloadAction<{ key: string; fragment: SanitizedFragment }>) {
      const entry = state.byKey[action.payload.key];
      if (!entry) return;
      entry.machine = fragmentReady(entry.machine);
      entry.fragment = action.payload.fragment;
      entry.statusCode = null;
    },
    /** A load failed: retried by the machine's schedule, unless it was a status error (`statusCode`). */
    fragmentLoadFailed(state, action: PayloadAction<{ key: string; error: string; statusCode: number | null }>) {
      const { key, error, statusCode } = action.payload;
      const entry = state.byKey[key];
      if (!entry) return;
      entry.machine = statusCode === null ? fragmentFailed(entry.machine, error) : fragmentRejected(entry.machine, error);
      entry.statusCode = statusCode;
    },
    /** The refresh button: throttled to one per 1000 ms by the machine; a refused one changes nothing. */
    fragmentReloadRequested: {
      reducer(state, action: PayloadAction<{ key: string; requestedAt: number }>) {
        const entry = state.byKey[action.payload.key];
        if (!entry) return;
        const { state: next, allowed } = requestReload(entry.machine, action.payload.requestedAt);
        if (allowed) entry.machine = next;
      },
      // The clock is read when the action is made, so the reducer stays pure.
      prepare: (payload: { key: string }) => ({ payload: { ...payload, requestedAt: Date.now() } }),
    },
  },
  selectors: {
    selectFragment: (state, key: string): FragmentEntry | null => state.byKey[key] ?? null,
  },
});

export const { fragmentMounted, fragmentUnmounted, fragmentLoadStarted, fragmentLoaded, fragmentLoadFailed, fragmentReloadRequested } =
  fragmentsSlice.actions;

// The reducer goes in with the first fragment's import of this module (store/rootReducer.ts); the
// injected slice's selectors read the fragments' initial state until the store's next action.
const injectedFragmentsSlice = fragmentsSlice.injectInto(rootReducer);

export const { selectFragment } = injectedFragmentsSlice.selectors;
