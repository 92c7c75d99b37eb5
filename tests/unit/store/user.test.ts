// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UserConfigResponseSchema, type UserConfigPayload } from '@/lib/api/userConfig';
import { makeStore } from '@/store/makeStore';
import {
  phoneAdded,
  selectBanLevel,
  selectIsUserConfigInstalled,
  selectUserConfig,
  userCleared,
  userConfigFailed,
  userConfigReceived,
} from '@/store/slices/user';

/** A user config as the reference backend sends it for a player with e-mail only. */
function payload(over: Partial<Record<keyof UserConfigPayload, unknown>> = {}): UserConfigPayload {
  return UserConfigResponseSchema.parse({
    result: {
      user_id: 1001,
      login: 'player@example.com',
      terms_changed: false,
      disallow_line_sport: [12, 3, 3, 7],
      disallow_live_sport: '9,1',
      phone_number: null,
      phone_code: null,
      user_email: 'player@example.com',
      user_name: 'Ivan',
      user_country_code: 'ru',
      user_country_id: 1,
      activation_type: 1,
      user_ref_id: null,
      user_msg_count: 0,
      user_hide_balance: 0,
      changed_pass_day_count: null,
      user_data: {
        date_birthday: null,
        document_type_id: null,
        inn: null,
        name: null,
        passport: null,
        passport_date: null,
        passport_end_date: null,
        registration_address: null,
        surname: null,
      },
      protection_level: 40,
      protection_methods: {
        is_changed_password: 1,
        enable_two_factor_auth: 0,
        enable_phone_binding: 0,
        enable_security_question: 0,
        enable_email_auth: 1,
      },
      is_need_identification: 0,
      ban_level: 0,
      ban_version: 0,
      user_status_id: 1,
      verification_status: null,
      verification_types: [],
      requested_additional_document: 0,
      has_deposit: 1,
      is_identification_bonus: 0,
      show_verification_modal_on_deposit_page: 0,
      remaining_days_to_activate: null,
      is_active_secure_question: 0,
      ...over,
    },
  }).result;
}

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
});
