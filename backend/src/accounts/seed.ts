import { hashPassword } from '../auth/passwords';
import { flag, json } from '../db/columns';
import type { Db } from '../db/handle';
import { CURRENCIES } from '../seed/currencies';
import { SEED_PASSWORD, SEED_USERS } from '../seed/users';
import { grantBonus } from '../bonuses/grant';
import { FIRST_DEPOSIT_TERMS } from '../bonuses/terms';
import { ACCOUNT_TYPE } from './accounts';
import { setBalance } from './ledger';
import { toMinor } from './money';
import { insertUser } from './users';

/**
 * scrypt is deliberately slow; reset reseeds often in tests, so each seed
 * user's hash is computed once per process and reused.
 */
const hashCache = new Map<string, string>();
function seedHash(login: string): string {
  let hash = hashCache.get(login);
  if (!hash) {
    hash = hashPassword(SEED_PASSWORD);
    hashCache.set(login, hash);
  }
  return hash;
}

/**
 * Inserts the seed currencies, players and their accounts into empty tables.
 * Callers wrap it in a transaction (setup/seed.ts).
 */
export function seedAccounts(db: Db): void {
  const hashes = new Map(SEED_USERS.map((u) => [u.login, seedHash(u.login)]));

  const insertCurrency = db.prepare('INSERT INTO currencies (id, iso, symbol) VALUES (@id, @iso, @symbol)');
  for (const currency of CURRENCIES) insertCurrency.run(currency);
  const currencyId = new Map(CURRENCIES.map((c) => [c.iso, c.id]));

  const insertAccount = db.prepare(
    'INSERT INTO accounts (id, user_id, currency_id, type, money_minor, points, is_active) VALUES (?, ?, ?, ?, 0, ?, ?)',
  );
  const seededAt = Date.now();
  for (const user of SEED_USERS) {
    const identified = user.userData.passport !== null;
    insertUser(db, {
      id: user.id,
      login: user.login,
      password_hash: hashes.get(user.login) ?? '',
      email: user.email,
      phone_code: user.phoneCode,
      phone_number: user.phoneNumber,
      user_name: user.userName,
      country_code: 'ru',
      country_id: 1,
      activation_type: user.activationType,
      ref_id: 1,
      msg_count: user.msgCount,
      hide_balance: 0,
      changed_pass_day_count: 45,
      user_data: json(user.userData),
      protection_level: user.protectionLevel,
      protection_methods: json(user.protectionMethods),
      is_need_identification: flag(!identified),
      ban_level: user.banLevel,
      ban_version: user.banVersion,
      terms_changed: flag(user.termsChanged),
      user_status_id: identified ? 2 : 1,
      verification_status: identified ? 2 : 0,
      verification_types: json(identified ? [1] : []),
      requested_additional_document: 0,
      has_deposit: flag(user.hasDeposit),
      is_identification_bonus: 0,
      show_verification_modal_on_deposit_page: flag(!identified),
      remaining_days_to_activate: identified ? 0 : 30,
      is_active_secure_question: 0,
      disallow_line_sport: json([]),
      disallow_live_sport: json([]),
      first_deposit_bonus_available: flag(user.firstDepositBonusAvailable),
    });
    for (const account of user.accounts) {
      insertAccount.run(
        account.id,
        user.id,
        currencyId.get(account.iso),
        account.type,
        account.points ?? 0,
        flag(account.isActive ?? false),
      );
      if (account.type === ACCOUNT_TYPE.bonus && account.money > 0) {
        // Bonus money is a bonus with its terms (docs/bonuses.md), never a bare balance: the seed's is a
        // sport welcome bonus on the first-deposit bonus's wagering terms, granted as any other.
        grantBonus(db, seededAt, {
          userId: user.id,
          iso: account.iso,
          product: 'sport',
          source: 'promotion',
          sourceRef: 'seed:welcome',
          amountMinor: toMinor(account.money),
          ...FIRST_DEPOSIT_TERMS.sport,
        });
        continue;
      }
      // A seeded balance is an adjustment like any other: the ledger sums to it from the start.
      setBalance(db, account.id, toMinor(account.money), 'seed', seededAt);
    }
  }
}
