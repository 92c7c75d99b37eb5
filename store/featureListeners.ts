import { addListener, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { ShellEffects } from './effects';
import type { AppListeners, ListenerStarter } from './listeners/types';
import type { RootState } from './rootReducer';

const addTyped = addListener.withTypes<RootState, Dispatch<UnknownAction>, ShellEffects>();
const added = new WeakMap<object, Set<(listeners: ListenerStarter) => void>>();

/**
 * Starts a feature's listeners in a store, once per store, when the feature's first part there
 * needs them (docs/decisions/feature-listeners.md): the sign-in, the office's account changes and the fragment loader
 * are not in a guest's first load, so neither are their listeners. They go in through the listener
 * middleware's own `addListener` action, which no reducer sees.
 */
export function addFeatureListeners(store: { dispatch: Dispatch<UnknownAction> }, add: (listeners: ListenerStarter) => void): void {
  let done = added.get(store);
  if (!done) {
    done = new Set();
    added.set(store, done);
  }
  if (done.has(add)) return;
  done.add(add);
  // `addListener` takes the same options as `startListening` and answers with the same unsubscribe.
  const startListening = ((options: never) => store.dispatch(addTyped(options))) as unknown as AppListeners['startListening'];
  add({ startListening });
}
