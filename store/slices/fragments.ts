import type { PayloadAction } from '@reduxjs/toolkit';
import { defineSlice } from '../defineSlice';
import type { FragmentRequest } from '@/lib/api/fragment';
import type { SanitizedFragment } from '@/lib/fragments/payload';
import { injectSlice } from '../lazySlices';
import { initialFragmentsState, type FragmentEntry, type FragmentsState } from './fragmentsState';
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

/** The state with one entry changed; an entry that has gone (the fragment left) stays gone. */
function withEntry(state: FragmentsState, key: string, change: (entry: FragmentEntry) => FragmentEntry): FragmentsState {
  const entry = state.byKey[key];
  const next = entry && change(entry);
  return next && next !== entry ? { byKey: { ...state.byKey, [key]: next } } : state;
}

export const fragmentsSlice = defineSlice({
  name: 'fragments',
  initialState: initialFragmentsState,
  reducers: {
    /** A fragment appeared on the page; its listener starts loading it. */
    fragmentMounted: (state, action: PayloadAction<{ key: string; request: FragmentRequest }>) => ({
      byKey: { ...state.byKey, [action.payload.key]: { request: action.payload.request, machine: { ...initialFragmentState }, fragment: null, statusCode: null } },
    }),
    /** The fragment left the page: its state and any retry go with it. */
    fragmentUnmounted(state, action: PayloadAction<{ key: string }>) {
      const byKey = { ...state.byKey };
      delete byKey[action.payload.key];
      return { byKey };
    },
    fragmentLoadStarted: (state, action: PayloadAction<{ key: string }>) =>
      withEntry(state, action.payload.key, (entry) => ({ ...entry, machine: fragmentLoading(entry.machine) })),
    fragmentLoaded: (state, action: PayloadAction<{ key: string; fragment: SanitizedFragment }>) =>
      withEntry(state, action.payload.key, (entry) => ({ ...entry, machine: fragmentReady(entry.machine), fragment: action.payload.fragment, statusCode: null })),
    /** A load failed: retried by the machine's schedule, unless it was a status error (`statusCode`). */
    fragmentLoadFailed(state, action: PayloadAction<{ key: string; error: string; statusCode: number | null }>) {
      const { key, error, statusCode } = action.payload;
      return withEntry(state, key, (entry) => ({
        ...entry,
        machine: statusCode === null ? fragmentFailed(entry.machine, error) : fragmentRejected(entry.machine, error),
        statusCode,
      }));
    },
    /** The refresh button: throttled to one per 1000 ms by the machine; a refused one changes nothing. */
    fragmentReloadRequested: {
      reducer: (state, action: PayloadAction<{ key: string; requestedAt: number }>) =>
        withEntry(state, action.payload.key, (entry) => {
          const { state: next, allowed } = requestReload(entry.machine, action.payload.requestedAt);
          return allowed ? { ...entry, machine: next } : entry;
        }),
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
export const { selectFragment } = fragmentsSlice.selectors;

// The reducer goes in with the first fragment's import of this module (store/lazySlices.ts).
injectSlice(fragmentsSlice);
