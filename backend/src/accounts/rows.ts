import type { Flag } from '../db/columns';

/**
 * Row types of this domain's tables as better-sqlite3 returns them (INTEGER → number, booleans are
 * 0/1, JSON columns are strings). Its modules map them to API shapes.
 */
export interface CurrencyRow {
  id: number;
  iso: string;
  symbol: string;
}

export interface UserData {
  date_birthday: string | null;
  document_type_id: number | null;
  inn: string | null;
  name: string | null;
  passport: string | null;
  passport_date: string | null;
  passport_end_date: string | null;
  registration_address: string | null;
  surname: string | null;
}

export interface ProtectionMethods {
  is_changed_password: boolean;
  enable_two_factor_auth: boolean;
  enable_phone_binding: boolean;
  enable_security_question: boolean;
  enable_email_auth: boolean;
}

export interface UserRow {
  id: number;
  login: string;
  password_hash: string;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  user_name: string;
  country_code: string;
  country_id: number;
  activation_type: number;
  ref_id: number;
  msg_count: number;
  hide_balance: Flag;
  changed_pass_day_count: number;
  user_data: string;
  protection_level: number;
  protection_methods: string;
  is_need_identification: Flag;
  ban_level: number;
  ban_version: number;
  terms_changed: Flag;
  user_status_id: number;
  verification_status: number;
  verification_types: string;
  requested_additional_document: Flag;
  has_deposit: Flag;
  is_identification_bonus: Flag;
  show_verification_modal_on_deposit_page: Flag;
  remaining_days_to_activate: number;
  is_active_secure_question: Flag;
  disallow_line_sport: string;
  disallow_live_sport: string;
  first_deposit_bonus_available: Flag;
}

export interface AccountRow {
  id: number;
  user_id: number;
  currency_id: number;
  type: number;
  /** The balance in minor units (accounts/money.ts); the API shows it in major units. */
  money_minor: number;
  points: number;
  is_active: Flag;
}

/** A currency account asked for and not open yet (opened by the backend at `opens_at`). */
export interface CurrencyRequestRow {
  id: number;
  user_id: number;
  currency_id: number;
  requested_at: number;
  opens_at: number;
}

/** An account joined with its currency, as the balance endpoints need it. */
export interface AccountWithCurrencyRow extends AccountRow {
  iso: string;
  symbol: string;
}

/** One money movement (accounts/ledger.ts). */
export interface LedgerEntryRow {
  id: number;
  account_id: number;
  kind: string;
  amount_minor: number;
  ref: string;
  created_at: number;
}
