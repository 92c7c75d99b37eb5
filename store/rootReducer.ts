import { combineSlices } from '@reduxjs/toolkit';
import { appSlice } from './slices/app';
import { accountSlice } from './slices/account';
import { userSlice } from './slices/user';

/** One slice per feature (shell spec §3): global state, user config, accounts. */
export const rootReducer = combineSlices(appSlice, userSlice, accountSlice);
export type RootState = ReturnType<typeof rootReducer>;
