import { combineSlices, type Reducer } from '@reduxjs/toolkit';
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
export const rootReducer = combineSlices(appSlice, userSlice, accountSlice, modalsSlice, notificationsSlice, remotesSlice, {
  fragments: untilLoaded(initialFragmentsState),
  auth: untilLoaded(initialAuthState),
  coupon: untilLoaded(initialCouponState),
});
export type RootState = ReturnType<typeof rootReducer>;
