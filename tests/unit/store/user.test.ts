// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UserConfigPayload } from '@/lib/api/userConfig';
import { userConfig } from '@/tests/support/accounts';
import { makeStore } from '@/store/makeStore';
import {
  phoneAdded,
  selectBanLevel,
  selectIsUserConfigInstalled,
  selectUserConfig,
  hideBalanceChanged,
  selectHideBalance,
  userCleared,
  userConfigFailed,
  userConfigReceived,
} from '@/store/slices/user';

/** The shared user config with unsorted, repeated disallow lists, one of them a string. */
const payload = (over: Partial<Record<keyof UserConfigPayload, unknown>> = {}): UserConfigPayload =>
  userConfig({ disallow_line_sport: [12, 3, 3, 7], disallow_live_sport: '9,1', ...over });

describe('user config', () => {
  it('stores the disallow lists sorted and unique, from a list or a string', () => {
    const store = makeStore();
    store.dispatch(userConfigReceived(payload()));
    expect(selectUserConfig(store.getState())).toMatchObject({ disallow_line_sport: [3, 7, 12], disallow_live_sport: [1, 9] });
    expect(selectIsUserConfigInstalled(store.getState())).toBe(true);
  });

  it('reads 0/1 flags as booleans', () => {
    const store = makeStore();
    store.dispatch(userConfigReceived(payload()));
    expect(selectUserConfig(store.getState())).toMatchObject({ has_deposit: true, user_hide_balance: false });
  });

  it('refuses a payload of the wrong shape', () => {
    expect(() => payload({ activation_type: 7 })).toThrow();
  });

  it('marks the config not installed after a failed fetch', () => {
    const store = makeStore();
    store.dispatch(userConfigReceived(payload()));
    store.dispatch(userConfigFailed());
    expect(selectIsUserConfigInstalled(store.getState())).toBe(false);
  });

  it('moves activation from e-mail to e-mail and phone when a phone is added', () => {
    const store = makeStore();
    store.dispatch(userConfigReceived(payload()));
    store.dispatch(phoneAdded({ phoneNumber: '9991234567', phoneCode: '+7' }));
    expect(selectUserConfig(store.getState())).toMatchObject({ activation_type: 2, phone_number: '9991234567' });
  });

  it('resets the ban level with the rest on logout', () => {
    const store = makeStore();
    store.dispatch(userConfigReceived(payload({ ban_level: 45 })));
    expect(selectBanLevel(store.getState())).toBe(45);
    store.dispatch(userCleared());
    expect(selectBanLevel(store.getState())).toBe(0);
  });

  it("keeps the player's hide-balance choice over a config read already under way, until logout", () => {
    const store = makeStore();
    store.dispatch(userConfigReceived(payload({ user_hide_balance: 0 })));
    store.dispatch(hideBalanceChanged(true));
    // The page's first session check asked for the config before the click; its answer comes now.
    store.dispatch(userConfigReceived(payload({ user_hide_balance: 0 })));
    expect(selectHideBalance(store.getState())).toBe(true);
    expect(selectUserConfig(store.getState())).toMatchObject({ user_hide_balance: true });
    store.dispatch(userCleared());
    store.dispatch(userConfigReceived(payload({ user_hide_balance: 1 })));
    expect(selectHideBalance(store.getState())).toBe(true);
    store.dispatch(userConfigReceived(payload({ user_hide_balance: 0 })));
    expect(selectHideBalance(store.getState())).toBe(false);
  });
});
