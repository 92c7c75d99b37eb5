import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserConfigPayload } from '@/lib/api/userConfig';
import { activationAfterPhoneAdded } from '@/lib/user/activation';
import { normalizeDisallowList } from '@/lib/user/disallow';

/** The user config of shell-and-routing.md §3; the disallow lists are stored sorted. */
export interface UserState extends Omit<UserConfigPayload, 'disallow_line_sport' | 'disallow_live_sport'> {
  disallow_line_sport: number[];
  disallow_live_sport: number[];
}

export interface UserSliceState {
  /** False until a config arrives, and again after a failed fetch (shell-and-routing.md §8). */
  installed: boolean;
  config: UserState | null;
  /**
   * Whether amounts are hidden: `user_hide_balance` of the config, kept apart so the toggle works
   * (and is sent to the backend) even while the config is missing.
   */
  hideBalance: boolean;
  /**
   * The player chose hide/show on this page: a config read that was already under way (the page's
   * first session check) must not take his choice back.
   */
  hideBalanceChosen: boolean;
}

const initialState: UserSliceState = { installed: false, config: null, hideBalance: false, hideBalanceChosen: false };

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userConfigReceived(state, action: PayloadAction<UserConfigPayload>) {
      const hideBalance = state.hideBalanceChosen ? state.hideBalance : action.payload.user_hide_balance;
      state.installed = true;
      state.config = {
        ...action.payload,
        user_hide_balance: hideBalance,
        disallow_line_sport: normalizeDisallowList(action.payload.disallow_line_sport),
        disallow_live_sport: normalizeDisallowList(action.payload.disallow_live_sport),
      };
      state.hideBalance = hideBalance;
    },
    userConfigFailed(state) {
      state.installed = false;
    },
    /** Adding a phone moves activation 0 → 3 and 1 → 2 (shell-and-routing.md §4). */
    phoneAdded(state, action: PayloadAction<{ phoneNumber: string; phoneCode: string }>) {
      if (!state.config) return;
      state.config.phone_number = action.payload.phoneNumber;
      state.config.phone_code = action.payload.phoneCode;
      state.config.activation_type = activationAfterPhoneAdded(state.config.activation_type);
    },
    hideBalanceChanged(state, action: PayloadAction<boolean>) {
      state.hideBalance = action.payload;
      state.hideBalanceChosen = true;
      if (state.config) state.config.user_hide_balance = action.payload;
    },
    /** Logout resets the ban level with the rest (shell-and-routing.md §4). */
    userCleared: () => initialState,
  },
  selectors: {
    selectUserConfig: (state) => state.config,
    selectIsUserConfigInstalled: (state) => state.installed,
    selectBanLevel: (state) => state.config?.ban_level ?? 0,
    selectHideBalance: (state) => state.hideBalance,
  },
});

export const { userConfigReceived, userConfigFailed, phoneAdded, hideBalanceChanged, userCleared } = userSlice.actions;
export const { selectUserConfig, selectIsUserConfigInstalled, selectBanLevel, selectHideBalance } = userSlice.selectors;
