import { ACCOUNT_TYPE } from '../accounts/accounts';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import type { CurrencyRow, UserData, UserRow } from '../accounts/rows';
import type { Country } from '../seed/countries';
import { EMPTY_USER_DATA, findUserById, insertUser, NO_PROTECTION_METHODS } from '../accounts/users';
import { hashPassword } from './passwords';

export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'pay_and_play'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
/** 0 decline, 1 sport, 2 casino (limits-coupon-auth.md §3). */
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
  /** 0 none, 1 e-mail, 2 e-mail and phone, 3 phone only (shell-and-routing.md §3). */
  activationType: 0 | 1 | 2 | 3;
  userData?: Partial<UserData>;
  /** How the player came: a registration type, or "social" for a first social sign-in. */
  type: RegistrationType | 'social';
  bonusChoice: BonusChoice;
}

/**
 * Creates a player with a main account (type 0, active) holding nothing, in one transaction: money
 * comes only through the ledger (a deposit; docs/decisions/registration.md). The first-deposit
 * bonus is offered unless the player declined bonuses.
 */
export function createPlayer(db: Db, clock: Clock, player: NewPlayer): UserRow {
  const passwordHash = hashPassword(player.password);
  const id = db.transaction(() => {
    const { next } = db.prepare('SELECT COALESCE(MAX(id), 1000) + 1 AS next FROM users').get() as { next: number };
    insertUser(db, {
      id: next,
      login: player.login ?? String(next),
      password_hash: passwordHash,
      email: player.email ?? null,
      phone_code: player.phone?.phoneCode ?? null,
      phone_number: player.phone?.phoneNumber ?? null,
      user_name: player.userName ?? player.login ?? String(next),
      country_code: player.country.code,
      country_id: player.country.id,
      activation_type: player.activationType,
      ref_id: 1,
      msg_count: 0,
      hide_balance: 0,
      changed_pass_day_count: 0,
      user_data: JSON.stringify({ ...EMPTY_USER_DATA, ...player.userData }),
      protection_level: 10,
      protection_methods: JSON.stringify(NO_PROTECTION_METHODS),
      is_need_identification: 1,
      ban_level: 0,
      ban_version: 0,
      terms_changed: 0,
      user_status_id: 1,
      verification_status: 0,
      verification_types: '[]',
      requested_additional_document: 0,
      has_deposit: 0,
      is_identification_bonus: 0,
      show_verification_modal_on_deposit_page: 0,
      remaining_days_to_activate: 30,
      is_active_secure_question: 0,
      disallow_line_sport: '[]',
      disallow_live_sport: '[]',
      first_deposit_bonus_available: player.bonusChoice !== 0 ? 1 : 0,
    });
    db.prepare('INSERT INTO accounts (user_id, currency_id, type, money_minor, points, is_active) VALUES (?, ?, ?, 0, 0, 1)').run(
      next,
      player.currency.id,
      ACCOUNT_TYPE.main,
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
