// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore, createListenerMiddleware, type Dispatch, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { addRemoteListeners } from '@/store/listeners/remotes';
import { browserEffects, type ShellEffects } from '@/store/effects';
import { makeStore } from '@/store/makeStore';
import {
  remoteAppUnmountAnnounced,
  remoteMounted,
  remoteStateChanged,
  remoteUnmounted,
  selectRemoteEntry,
} from '@/store/slices/remotes';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The real reducer and remote listeners, with every dispatched action recorded. */
function recordingStore() {
  const seen: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    seen.push(action as UnknownAction);
    return next(action);
  };
  const listeners = createListenerMiddleware<RootState, Dispatch<UnknownAction>, ShellEffects>({ extra: browserEffects });
  addRemoteListeners(listeners);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault()
        .prepend(listeners.middleware)
        .concat(record),
  });
  const announced = () => seen.filter(remoteAppUnmountAnnounced.match).map((action) => action.payload.name);
  return { store, announced };
}

describe('remote app entries in the store (shell-and-routing.md §4)', () => {
  it('starts every app as not existing with nothing mounted', () => {
    const store = makeStore();
    expect(selectRemoteEntry(store.getState(), 'office')).toEqual({ state: 'not-existing', views: 0, components: 0 });
  });

  it('counts views and components per app and moves along the allowed changes', () => {
    const store = makeStore();
    store.dispatch(remoteMounted({ name: 'office', kind: 'view' }));
    store.dispatch(remoteMounted({ name: 'office', kind: 'component' }));
    store.dispatch(remoteStateChanged({ name: 'office', to: 'loading' }));
    store.dispatch(remoteStateChanged({ name: 'office', to: 'ready' }));
    expect(selectRemoteEntry(store.getState(), 'office')).toEqual({ state: 'ready', views: 1, components: 1 });
    expect(selectRemoteEntry(store.getState(), 'casino').state).toBe('not-existing');
  });

  it('throws on an illegal change in development', () => {
    const store = makeStore();
    store.dispatch(remoteStateChanged({ name: 'office', to: 'ready' }));
    expect(() => store.dispatch(remoteStateChanged({ name: 'office', to: 'loading' }))).toThrow(
      'Illegal remote app transition ready → loading',
    );
  });

  it('ignores an illegal change in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const store = makeStore();
    store.dispatch(remoteStateChanged({ name: 'office', to: 'ready' }));
    store.dispatch(remoteStateChanged({ name: 'office', to: 'loading' }));
    expect(selectRemoteEntry(store.getState(), 'office').state).toBe('ready');
  });

  it('returns to not existing and announces the unmount once when the last view and component go', () => {
    const { store, announced } = recordingStore();
    store.dispatch(remoteMounted({ name: 'office', kind: 'view' }));
    store.dispatch(remoteMounted({ name: 'office', kind: 'component' }));
    store.dispatch(remoteStateChanged({ name: 'office', to: 'ready' }));
    store.dispatch(remoteUnmounted({ name: 'office', kind: 'view' }));
    expect(selectRemoteEntry(store.getState(), 'office')).toEqual({ state: 'ready', views: 0, components: 1 });
    expect(announced()).toEqual([]);
    store.dispatch(remoteUnmounted({ name: 'office', kind: 'component' }));
    expect(selectRemoteEntry(store.getState(), 'office')).toEqual({ state: 'not-existing', views: 0, components: 0 });
    expect(announced()).toEqual(['office']);
    store.dispatch(remoteUnmounted({ name: 'office', kind: 'component' }));
    expect(announced()).toEqual(['office']);
  });

  it('keeps an app mounted while another of its views is still there', () => {
    const { store, announced } = recordingStore();
    store.dispatch(remoteMounted({ name: 'office', kind: 'view' }));
    store.dispatch(remoteMounted({ name: 'office', kind: 'view' }));
    store.dispatch(remoteUnmounted({ name: 'office', kind: 'view' }));
    expect(selectRemoteEntry(store.getState(), 'office').views).toBe(1);
    expect(announced()).toEqual([]);
  });
});
