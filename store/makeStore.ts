import { configureStore, createListenerMiddleware, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { Language } from '@/lib/config/languages';
import type { AgreeType } from '@/lib/consent/consent';
import type { ClientSiteConfig } from '@/lib/api/siteConfig';
import type { Balance } from '@/lib/api/balance';
import type { UserConfigPayload } from '@/lib/api/userConfig';
import type { DisplayPreferences } from '@/lib/preferences/values';
import { initialAppState } from './slices/app';
import { rootReducer, type RootState } from './rootReducer';
import { addSessionListeners } from './listeners/session';
import { addLogoutListeners } from './listeners/logout';
import { addTermsStarter } from './listeners/termsStart';
import { addFeatureListeners } from './featureListeners';
import { addRemoteListeners } from './listeners/remotes';
import { addAppVersionListeners } from './listeners/appVersion';
import { accountSlice, balanceReceived, initialAccountState } from './slices/account';
import { userConfigReceived, userSlice } from './slices/user';
import { browserEffects, type ShellEffects } from './effects';

export type { RootState } from './rootReducer';

export interface StoreSeed {
  language?: Language;
  /** The user id the server already checked for this page, so the first render is right. */
  userId?: number | null;
  /** The right column as the visitor left it (the `hide_right` cookie). */
  rightSectionDisplayState?: 'compact' | 'expanded';
  /** The balance the server rendered the page with (so the header's accounts need no wait). */
  balance?: Balance | null;
  /** The user config the server rendered the page with (hide-balance shows right at once). */
  userConfig?: UserConfigPayload | null;
  /** The site config the server rendered the page with. */
  siteConfig?: ClientSiteConfig | null;
  /** The consent choice already in the visitor's cookie. */
  cookiesAgreeType?: AgreeType | null;
  /** Display preferences from the visitor's cookies (time zone, theme, view, odds format, flags). */
  preferences?: DisplayPreferences;
  /** What listeners do to the browser; tests pass their own. */
  effects?: ShellEffects;
}

/** One store per request on the server and per page load in the browser (never a module singleton). */
export function makeStore(seed: StoreSeed = {}) {
  // Timers and side effects (session checks, balance retries, logout) live in listeners, one set per
  // store. A feature's own (the sign-in, the office's account changes, the fragment loader, the coupon) start
  // with its first part on the page (store/featureListeners.ts), the terms check with a session.
  const listeners = createListenerMiddleware<RootState, Dispatch<UnknownAction>, ShellEffects>({
    extra: seed.effects ?? browserEffects,
  });
  addSessionListeners(listeners);
  addLogoutListeners(listeners);
  addRemoteListeners(listeners);
  addAppVersionListeners(listeners);
  const preloadedState = {
    app: {
      ...initialAppState,
      ...(seed.language ? { language: seed.language } : {}),
      ...seed.preferences,
      userId: seed.userId ?? null,
      cookiesAgreeType: seed.cookiesAgreeType ?? null,
      siteConfig: seed.siteConfig ?? null,
      rightSectionDisplayState: seed.rightSectionDisplayState ?? initialAppState.rightSectionDisplayState,
    },
    account: seed.balance ? accountSlice.reducer(initialAccountState, balanceReceived(seed.balance)) : initialAccountState,
    ...(seed.userConfig ? { user: userSlice.reducer(undefined, userConfigReceived(seed.userConfig)) } : {}),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The listener middleware goes first, as RTK's docs put it: its `addListener` action
    // (store/featureListeners.ts) carries functions and must stop there, before the development checks.
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listeners.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  addTermsStarter(listeners, (add) => addFeatureListeners(store, add));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
