import type { Account, Balance } from '@/lib/api/balance';
import { UserConfigResponseSchema, type UserConfigPayload } from '@/lib/api/userConfig';

/** One account as the balance call sends it. */
export function account(id: number, type: 0 | 4 | 9, iso: string, money: number, isActive = false): Account {
  const label = type === 0 ? 'Main account' : type === 4 ? 'Bonus account' : `Currency account ${iso}`;
  return { id, iso, symbol: iso, currency_id: id, type, money, points: 0, label, is_active: isActive };
}

/** A balance answer holding these accounts. */
export function balanceOf(accounts: Account[]): Balance {
  const main = accounts.find((a) => a.type === 0);
  const bonus = accounts.find((a) => a.type === 4);
  return { balance: main?.money ?? 0, bonus: bonus?.money ?? 0, all_accounts: accounts, is_available_first_deposit_bonus: false };
}

/**
 * A user config as the reference backend sends it for a player with e-mail only (parsed, so flags
 * are booleans). Overrides are raw wire values, so a test can send what the schema must refuse.
 */
export function userConfig(over: Partial<Record<keyof UserConfigPayload, unknown>> = {}): UserConfigPayload {
  return UserConfigResponseSchema.parse({
    result: {
      user_id: 1001,
      login: 'player@example.com',
      terms_changed: false,
      disallow_line_sport: [],
      disallow_live_sport: [],
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
