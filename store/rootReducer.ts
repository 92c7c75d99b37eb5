import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './slices/app';
import { accountSlice } from './slices/account';
import { userSlice } from './slices/user';
import { modalsSlice } from './slices/modals';
import { notificationsSlice } from './slices/notifications';
import { remotesSlice } from './slices/remotes';
import { fragmentsSlice } from './slices/fragments';
import { authSlice } from './slices/auth';
import { couponSlice } from './slices/coupon';

/** One slice per feature (shell spec §3): global state, user config, accounts, modals, notifications, remote app entries, fragments; and the coupon (limits spec §3). */
export const rootReducer = combineSlices(appSlice, userSlice, accountSlice, modalsSlice, notificationsSlice, remotesSlice, fragmentsSlice, authSlice, couponSlice);
export type RootState = ReturnType<typeof rootReducer>;
