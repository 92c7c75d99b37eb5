import { listAccounts, toAccountView, type AccountView } from './accounts';
import type { Db } from '../db/handle';
import type { ProtectionMethods, UserData, UserRow } from './rows';
import type { Lang } from '../lang';
import { notFound } from '../errors';
import { protectionOf } from '../security/protectionLevel';

export function findUserByLogin(db: Db, login: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE login = ?').get(login.trim()) as UserRow | undefined;
}

/** The player a control call names by login; 404 when there is none. */
export function requireUserByLogin(db: Db, login: string): UserRow {
  const user = findUserByLogin(db, login);
  if (!user) throw notFound(`Unknown login: ${login}`);
  return user;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** user_data of a player who has filled in nothing yet. */
export const EMPTY_USER_DATA: UserData = {
  date_birthday: null,
  document_type_id: null,
  inn: null,
  name: null,
  passport: null,
  passport_date: null,
  passport_end_date: null,
  registration_address: null,
  surname: null,
};

/** protection_methods of a player who has switched nothing on. */
export const NO_PROTECTION_METHODS: ProtectionMethods = {
  is_changed_password: false,
  enable_two_factor_auth: false,
  enable_phone_binding: false,
  enable_security_question: false,
  enable_email_auth: false,
};

const USER_COLUMNS = [
  'id', 'login', 'password_hash', 'email', 'phone_code', 'phone_number', 'user_name', 'country_code', 'country_id',
  'activation_type', 'ref_id', 'msg_count', 'hide_balance', 'changed_pass_day_count', 'user_data', 'protection_level',
  'protection_methods', 'is_need_identification', 'ban_level', 'ban_version', 'terms_changed', 'user_status_id',
  'verification_status', 'verification_types', 'requested_additional_document', 'has_deposit',
  'is_identification_bonus', 'show_verification_modal_on_deposit_page', 'remaining_days_to_activate',
  'is_active_secure_question', 'disallow_line_sport', 'disallow_live_sport', 'first_deposit_bonus_available',
] as const satisfies ReadonlyArray<keyof UserRow>;

/** Inserts one user row with every column named: the seed and registration share it. */
export function insertUser(db: Db, row: UserRow): void {
  db.prepare(`INSERT INTO users (${USER_COLUMNS.join(', ')}) VALUES (${USER_COLUMNS.map((c) => `@${c}`).join(', ')})`).run(row);
}

/** Removes a player and everything of his (foreign keys cascade): a pay-and-play account never opened. */
export function deleteUser(db: Db, userId: number): void {
  db.prepare('DELETE FROM users WHERE id = ?').run(userId);
}

/** The player accepts the terms now in force; accepting twice is harmless. */
export function acceptTerms(db: Db, userId: number): void {
  db.prepare('UPDATE users SET terms_changed = 0 WHERE id = ?').run(userId);
}

/** The hide-balance setting; the user config gives it back as user_hide_balance. */
export function setHideBalance(db: Db, userId: number, hidden: boolean): void {
  db.prepare('UPDATE users SET hide_balance = ? WHERE id = ?').run(hidden ? 1 : 0, userId);
}

/** protection_methods as they are: a phone or question flag without the phone or the answer is false. */
function protectionMethodsView(user: UserRow): ProtectionMethods {
  const { methods } = protectionOf(user);
  const stored = JSON.parse(user.protection_methods) as ProtectionMethods;
  return { ...stored, enable_phone_binding: methods.phone, enable_security_question: methods.question };
}

const sortedNumbers = (jsonText: string) => (JSON.parse(jsonText) as number[]).slice().sort((a, b) => a - b);

/** The user config object (shell-and-routing.md §3 "User config") returned by /web-api/user/config. */
export function toUserConfig(user: UserRow) {
  return {
    user_id: user.id,
    login: user.login,
    terms_changed: user.terms_changed === 1,
    disallow_line_sport: sortedNumbers(user.disallow_line_sport),
    disallow_live_sport: sortedNumbers(user.disallow_live_sport),
    phone_number: user.phone_number,
    phone_code: user.phone_code,
    user_email: user.email,
    user_name: user.user_name,
    user_country_code: user.country_code,
    user_country_id: user.country_id,
    activation_type: user.activation_type,
    user_ref_id: user.ref_id,
    user_msg_count: user.msg_count,
    user_hide_balance: user.hide_balance,
    changed_pass_day_count: user.changed_pass_day_count,
    user_data: JSON.parse(user.user_data) as UserData,
    // Computed from what is set (security/protectionLevel.ts), never the stored number.
    protection_level: protectionOf(user).level,
    protection_methods: protectionMethodsView(user),
    is_need_identification: user.is_need_identification === 1,
    ban_level: user.ban_level,
    ban_version: user.ban_version,
    user_status_id: user.user_status_id,
    verification_status: user.verification_status,
    verification_types: JSON.parse(user.verification_types) as number[],
    requested_additional_document: user.requested_additional_document === 1,
    has_deposit: user.has_deposit === 1,
    is_identification_bonus: user.is_identification_bonus === 1,
    show_verification_modal_on_deposit_page: user.show_verification_modal_on_deposit_page === 1,
    remaining_days_to_activate: user.remaining_days_to_activate,
    is_active_secure_question: user.is_active_secure_question === 1,
  };
}

export interface ControlUserView {
  login: string;
  userId: number;
  banLevel: number;
  banVersion: number;
  termsChanged: boolean;
  accounts: AccountView[];
}

/** What the control API shows after changing a user. */
export function toControlUserView(db: Db, user: UserRow, lang: Lang = 'en'): ControlUserView {
  return {
    login: user.login,
    userId: user.id,
    banLevel: user.ban_level,
    banVersion: user.ban_version,
    termsChanged: user.terms_changed === 1,
    accounts: listAccounts(db, user.id).map((row) => toAccountView(row, lang)),
  };
}

/** A successful deposit: the player has deposited, and the first-deposit bonus offer is over. */
export function recordDeposit(db: Db, userId: number): void {
  db.prepare('UPDATE users SET has_deposit = 1, first_deposit_bonus_available = 0 WHERE id = ?').run(userId);
}

/** The verification fields of the user config, as the documents decide them (documents/level.ts). */
export interface VerificationFields {
  is_need_identification: 0 | 1;
  user_status_id: number | null;
  verification_status: number;
  verification_types: number[];
  requested_additional_document: 0 | 1;
  show_verification_modal_on_deposit_page: 0 | 1;
}

export function setVerification(db: Db, userId: number, fields: VerificationFields): void {
  db.prepare(
    `UPDATE users SET is_need_identification = @is_need_identification, user_status_id = @user_status_id,
       verification_status = @verification_status, verification_types = @verification_types,
       requested_additional_document = @requested_additional_document,
       show_verification_modal_on_deposit_page = @show_verification_modal_on_deposit_page
     WHERE id = @id`,
  ).run({ ...fields, verification_types: JSON.stringify(fields.verification_types), id: userId });
}
