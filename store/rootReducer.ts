import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import { initialCouponState, type CouponState } from '@/lib/coupon/initialState';
import { appSlice } from './slices/app';
import { accountSlice } from './slices/account';
import { userSlice } from './slices/user';
import { modalsSlice } from './slices/modals';
import { notificationsSlice } from './slices/notifications';
import { remotesSlice } from './slices/remotes';
import { fragmentsSlice } from './slices/fragments';
import { authSlice } from './slices/auth';

/**
 * The empty coupon until the coupon's code is on the page (issue 10 point 3): most pages open with
 * nothing in it, so its reducer, rules and listeners come with its first part (store/coupon.ts
 * injects the real reducer over this one). Readers of `state.coupon` see the same shape either way.
 */
const couponUntilLoaded: Reducer<CouponState> = (state = initialCouponState) => state;

/** One slice per feature (shell spec §3): global state, user config, accounts, modals, notifications, remote app entries, fragments; and the coupon (limits spec §3). */
export const rootReducer = combineSlices(appSlice, userSlice, accountSlice, modalsSlice, notificationsSlice, remotesSlice, fragmentsSlice, authSlice, {
  coupon: couponUntilLoaded,
});
export type RootState = ReturnType<typeof rootReducer>;
