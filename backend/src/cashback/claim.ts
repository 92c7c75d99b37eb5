import { ACCOUNT_TYPE, accountInCurrency } from '../accounts/accounts';
import { LEDGER_KIND, moveMoney } from '../accounts/ledger';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertNotRestricted } from '../limits/enforce';
import { cashbackExpired, cashbackNotFound, nothingToClaim } from './errors';
import type { CashbackRow } from './rows';

/** The ledger ref of a claimed week's `cashback` row. */
export const cashbackRef = (id: number) => `cashback:${id}`;

/**
 * Claims a computed week into the player's real account of its currency — his main account, or his
 * currency account in it, opened again as a currency account if he removed it, never a second main
 * one (docs/cashback-api.md "Claim"): one
 * `cashback` ledger row and the status in one transaction, under the write lock. A claimed week
 * answers its state again and moves nothing (a retry, a second tab); an expired one, or one with
 * nothing to pay, is refused; so is the claim of a self-excluded, timed-out or blocked player.
 */
export function claimCashback(db: Db, now: number, input: { userId: number; id: number; lang: Lang }): CashbackRow {
  return db
    .transaction((): CashbackRow => {
      const row = db.prepare('SELECT * FROM cashback_weeks WHERE id = ? AND user_id = ?').get(input.id, input.userId) as CashbackRow | undefined;
      if (!row) throw cashbackNotFound(String(input.id));
      if (row.status === 'claimed') return row;
      if (row.status === 'none') throw nothingToClaim();
      if (row.status === 'expired' || now >= row.expires_at) throw cashbackExpired(row.expires_at);
      assertNotRestricted(db, input.userId, Math.floor(now / 1000), input.lang);
      const accountId = accountInCurrency(db, input.userId, row.iso, [ACCOUNT_TYPE.currency, ACCOUNT_TYPE.main]);
      moveMoney(db, { accountId, kind: LEDGER_KIND.cashback, amountMinor: row.amount_minor, ref: cashbackRef(row.id) }, now);
      db.prepare("UPDATE cashback_weeks SET status = 'claimed', claimed_at = ? WHERE id = ?").run(now, row.id);
      return { ...row, status: 'claimed', claimed_at: now };
    })
    .immediate();
}
