import { ACCOUNT_TYPE, roundMoney } from '../accounts';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { CurrencyRow, ProtectionMethods, UserData, UserRow } from '../db/rows';
import type { Country } from '../seed/countries';
import { findUserById } from '../users';
import { hashPassword } from './passwords';

export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'pay_and_play'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/** 0 decline, 1 sport, 2 casino (limits spec §3). */
export type BonusChoice = 0 | 1 | 2;

export interface NewPlayer {
  /** Null: the new user id becomes the login (one-click, pay and play). */
  login: string | null;
  password: string;
  email?: string | null;
  phone?: { phoneCode: string; phoneNumber: string } | null;
  /** Null: the login. */
  userName: string | null;
  country: Country;
  currency: CurrencyRow;
  money: number;
  hasDeposit: boolean;
  /** 0 none, 1 e-mail, 2 e-mail and phone, 3 phone only (shell spec §3). */
  activationType: 0 | 1 | 2 | 3;
  userData?: Partial<UserData>;
  /** How the player came: a registration type, or "social" for a first social sign-in. */
  type: RegistrationType | 'social';
  bonusChoice: BonusChoice;
}

const EMPTY_USER_DATA: UserData = {
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

const PROTECTION: ProtectionMethods = {
  is_changed_password: false,
  enable_two_factor_auth: false,
  enable_phone_binding: false,
  enable_security_question: false,
  enable_email_auth: false,
};

/**
 * Creates a player with a main account (type 0, active) holding `money`, in one transaction.
 * The first-deposit bonus is offered unless the player declined bonuses or already deposited.
 */
export function createPlayer(db: Db, clock: Clock, player: NewPlayer): UserRow {
  const passwordHash = hashPassword(player.password);
  const id = db.transaction(() => {
    const { next } = db.prepare('SELECT COALESCE(MAX(id), 1000) + 1 AS next FROM users').get() as { next: number };
    db.prepare(
      `INSERT INTO users (
        id, login, password_hash, email, phone_code, phone_number, user_name, country_code, country_id,
        activation_type, ref_id, msg_count, hide_balance, changed_pass_day_count, user_data, protection_level,
        protection_methods, is_need_identification, ban_level, ban_version, terms_changed, user_status_id,
        verification_status, verification_types, requested_additional_document, has_deposit,
        is_identification_bonus, show_verification_modal_on_deposit_page, remaining_days_to_activate,
        is_active_secure_question, disallow_line_sport, disallow_live_sport, first_deposit_bonus_available
      ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, 0, 0, ?, 10, ?, 1, 0, 0, 0, 1, 0, '[]', 0, ?, 0, 0, 30, 0, '[]', '[]', ?)`,
    ).run(
      next,
      player.login ?? String(next),
      passwordHash,
      player.email ?? null,
      player.phone?.phoneCode ?? null,
      player.phone?.phoneNumber ?? null,
      player.userName ?? player.login ?? String(next),
      player.country.code,
      player.country.id,
      player.activationType,
      JSON.stringify({ ...EMPTY_USER_DATA, ...player.userData }),
      JSON.stringify(PROTECTION),
      player.hasDeposit ? 1 : 0,
      player.bonusChoice !== 0 && !player.hasDeposit ? 1 : 0,
    );
    db.prepare('INSERT INTO accounts (user_id, currency_id, type, money, points, is_active) VALUES (?, ?, ?, ?, 0, 1)').run(
      next,
      player.currency.id,
      ACCOUNT_TYPE.main,
      roundMoney(player.money),
    );
    db.prepare('INSERT INTO registrations (user_id, type, bonus_choice, created_at) VALUES (?, ?, ?, ?)').run(
      next,
      player.type,
      player.bonusChoice,
      clock.now(),
    );
    return next;
  })();
  const user = findUserById(db, id);
  if (!user) throw new Error(`Player ${id} vanished after insert`);
  return user;
}
