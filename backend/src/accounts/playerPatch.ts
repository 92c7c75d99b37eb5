import type { Db } from '../db/handle';
import { badRequest } from '../errors';
import { ACCOUNT_TYPE, findCurrency } from './accounts';
import { setBalance } from './ledger';
import { toMinor } from './money';
import type { AccountRow, UserRow } from './rows';

/**
 * The control API's change of a player (PATCH /__control/users/{login}): ban, terms and balances,
 * all or nothing.
 */
export type BalanceChange = { id?: number; iso?: string; money: number };

export interface PlayerPatch {
  banLevel?: number;
  banVersion?: number;
  termsChanged?: boolean;
  balances: readonly BalanceChange[];
}

/** What the ledger says justifies a balance the control API set. */
const CONTROL_REF = 'control';

/** Applies one balance change (an `adjustment` ledger entry); creates a type-9 account for a new currency. */
function applyBalance(db: Db, user: UserRow, change: BalanceChange, now: number): void {
  if (change.id !== undefined) {
    const account = db.prepare('SELECT * FROM accounts WHERE id = ? AND user_id = ?').get(change.id, user.id) as
      | AccountRow
      | undefined;
    if (!account) throw badRequest(`balances: account ${change.id} does not belong to ${user.login}`);
    setBalance(db, account.id, toMinor(change.money), CONTROL_REF, now);
    return;
  }
  const iso = change.iso ?? '';
  const currency = findCurrency(db, iso);
  if (!currency) throw badRequest(`balances: unknown currency "${iso}"`);
  // The main account wins over currency accounts; bonus accounts are only reachable by id.
  const account = db
    .prepare(
      `SELECT * FROM accounts WHERE user_id = ? AND currency_id = ? AND type IN (${ACCOUNT_TYPE.main}, ${ACCOUNT_TYPE.currency})
       ORDER BY type, id LIMIT 1`,
    )
    .get(user.id, currency.id) as AccountRow | undefined;
  const accountId = account
    ? account.id
    : Number(
        db
          .prepare('INSERT INTO accounts (user_id, currency_id, type, money_minor, points, is_active) VALUES (?, ?, ?, 0, 0, 0)')
          .run(user.id, currency.id, ACCOUNT_TYPE.currency).lastInsertRowid,
      );
  setBalance(db, accountId, toMinor(change.money), CONTROL_REF, now);
}

/** All or nothing: a bad balance entry (400) rolls back the other changes too. */
export function patchPlayer(db: Db, user: UserRow, patch: PlayerPatch, now: number): void {
  db.transaction(() => {
    if (patch.banLevel !== undefined) db.prepare('UPDATE users SET ban_level = ? WHERE id = ?').run(patch.banLevel, user.id);
    if (patch.banVersion !== undefined) {
      db.prepare('UPDATE users SET ban_version = ? WHERE id = ?').run(patch.banVersion, user.id);
    }
    if (patch.termsChanged !== undefined) {
      db.prepare('UPDATE users SET terms_changed = ? WHERE id = ?').run(patch.termsChanged ? 1 : 0, user.id);
    }
    for (const change of patch.balances) applyBalance(db, user, change, now);
  })();
}
