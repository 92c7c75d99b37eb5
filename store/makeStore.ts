import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { appSlice, initialAppState } from './slices/app';
import type { Language } from '@/lib/config/languages';

const rootReducer = combineSlices(appSlice);
export type RootState = ReturnType<typeof rootReducer>;

export interface StoreSeed {
  language?: Language;
}

/** One store per request on the server and per page load in the browser (never a module singleton). */
export function makeStore(seed: StoreSeed = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      app: { ...initialAppState, ...(seed.language ? { language: seed.language } : {}) },
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
