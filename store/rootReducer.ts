import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { initialCouponState } from '@/lib/coupon/initialState';
import { appSlice } from './slices/app';
import { accountSlice } from './slices/account';
import { userSlice } from './slices/user';
import { modalsSlice } from './slices/modals';
import { notificationsSlice } from './slices/notifications';
import { remotesSlice } from './slices/remotes';
import { initialAuthState } from './slices/authState';
import { initialFragmentsState } from './slices/fragmentsState';

/**
 * A feature's empty state until its code is on the page (issue 10 point 3): most pages open with an
 * empty coupon, no sign-in form and no fragment in the browser, so those reducers come with their
 * code (store/lazySlices.ts puts each over its stand-in). Readers see the same state either way.
 */
const untilLoaded =
  <S,>(initial: S): Reducer<S> =>
  (state = initial) =>
    state;

/** One slice per feature (shell spec §3): global state, user config, accounts, modals, notifications, remote app entries, fragments, the auth forms; and the coupon (limits spec §3). */
const reducers = {
  [appSlice.reducerPath]: appSlice.reducer,
  [userSlice.reducerPath]: userSlice.reducer,
  [accountSlice.reducerPath]: accountSlice.reducer,
  [modalsSlice.reducerPath]: modalsSlice.reducer,
  [notificationsSlice.reducerPath]: notificationsSlice.reducer,
  [remotesSlice.reducerPath]: remotesSlice.reducer,
  fragments: untilLoaded(initialFragmentsState),
  auth: untilLoaded(initialAuthState),
  coupon: untilLoaded(initialCouponState),
};
export type RootState = { [K in keyof typeof reducers]: ReturnType<(typeof reducers)[K]> };

// Redux's combineReducers, made again when a feature's reducer comes (RTK's combineSlices does the
// same with selectors and proxies the site does not use: ≈ 0.4 kB gzip in every first load).
let combined = combineReducers(reducers);

/** The store's reducer: the slices as they are now. */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) => combined(state, action);

/** Puts a feature's reducer over its stand-in; every store, made before or after, uses it from the next action. */
export function replaceReducer<F extends keyof RootState>(path: F, reducer: Reducer<RootState[F]>): void {
  (reducers as Record<keyof RootState, Reducer>)[path] = reducer as Reducer;
  combined = combineReducers(reducers);
}
