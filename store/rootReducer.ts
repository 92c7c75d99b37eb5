import { combineSlices } from '@reduxjs/toolkit';
import { initialCouponState, type CouponState } from '@/lib/coupon/initialState';
import { appSlice } from './slices/app';
import { accountSlice } from './slices/account';
import { userSlice } from './slices/user';
import { modalsSlice } from './slices/modals';
import { notificationsSlice } from './slices/notifications';
import { remotesSlice } from './slices/remotes';
import type { AuthState } from './slices/authState';
import type { FragmentsState } from './slices/fragmentsState';

/**
 * The features whose slices come with their code (docs/decisions/redux-toolkit.md): most pages open
 * with an empty coupon, no sign-in form and no fragment in the browser, so each slice injects itself
 * (`slice.injectInto(rootReducer)`) as its module is first evaluated, and its state is absent until
 * then. Readers see the slice's initial state meanwhile: through the injected slice's own selectors,
 * or, for the coupon, which parts of the first load read before its code comes, `selectCoupon`.
 */
export interface LazyLoadedSlices {
  coupon: CouponState;
  auth: AuthState;
  fragments: FragmentsState;
}

/** One slice per feature (shell-and-routing.md §3): global state, user config, accounts, modals, notifications, remote app entries; the lazy ones above. */
export const rootReducer = combineSlices(appSlice, userSlice, accountSlice, modalsSlice, notificationsSlice, remotesSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The coupon (limits-coupon-auth.md §3) as readers see it: its state is missing before its code
 * comes, and between the injection and the store's next action; its initial state then (the very
 * object its reducer starts from, so the answer stays the same reference until the coupon changes).
 */
export const selectCoupon = (state: RootState): CouponState => state.coupon ?? initialCouponState;
