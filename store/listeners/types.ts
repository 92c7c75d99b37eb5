import type { Dispatch, ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';
import type { ShellEffects } from '../effects';
import type { RootState } from '../rootReducer';

/** The store's listener middleware: listeners dispatch plain actions and reach the browser via `extra`. */
export type AppListeners = ListenerMiddlewareInstance<RootState, Dispatch<UnknownAction>, ShellEffects>;

/** What a feature's listener set needs of the middleware (store/featureListeners.ts). */
export type ListenerStarter = Pick<AppListeners, 'startListening'>;
