import { ACCOUNT_TYPE, accountInCurrency } from '../accounts/accounts';
import { LEDGER_KIND, moveMoney } from '../accounts/ledger';
import type { Db } from '../db/handle';

/** What wagers a bonus: settled sport coupons, or casino rounds (docs/bonuses.md). */
export type BonusProduct = 'sport' | 'casino';
/** What earned a bonus; with its ref, one bonus per earning (the table's unique key). */
export type BonusSource = 'first_deposit' | 'promo_code' | 'promotion' | 'shop' | 'cashback' | 'referral';
export type BonusStatus = 'active' | 'wagered' | 'forfeited' | 'declined';

export interface BonusGrant {
  userId: number;
  iso: string;
  product: BonusProduct;
  source: BonusSource;
  /** What earned it, e.g. `payment:<id>`, `promo:<CODE>`, `shop:<purchaseId>`. */
  sourceRef: string;
  amountMinor: number;
  /** Times the amount to wager before it is real money; 0 releases it at once. */
  wagerMultiplier: number;
  /** Sport: coupons under these odds (×100) do not count; null: any odds. */
  minOddsX100: number | null;
  /** Days from now (backend clock) until an unwagered bonus is forfeited. */
  days: number;
}

export const bonusRef = (bonusId: number) => `bonus:${bonusId}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Grants a bonus: its row and its `bonus` ledger row to the player's bonus account in its currency,
 * inside the caller's transaction (the deposit, redemption or purchase that earned it). Granting the
 * same earning again grants nothing and answers the first bonus: callers may retry. A zero or negative
 * amount is a programming error.
 */
export function grantBonus(db: Db, now: number, grant: BonusGrant): { bonusId: number; created: boolean } {
  if (!db.inTransaction) throw new Error('grantBonus runs inside the transaction of what earned the bonus');
  if (!Number.isSafeInteger(grant.amountMinor) || grant.amountMinor <= 0) throw new Error(`Bonus amount must be positive minor units: ${grant.amountMinor}`);
  const existing = db
    .prepare('SELECT id FROM bonuses WHERE user_id = ? AND source = ? AND source_ref = ?')
    .get(grant.userId, grant.source, grant.sourceRef) as { id: number } | undefined;
  if (existing) return { bonusId: existing.id, created: false };
  const accountId = accountInCurrency(db, grant.userId, grant.iso, [ACCOUNT_TYPE.bonus]);
  const bonusId = Number(
    db
      .prepare(
        `INSERT INTO bonuses (user_id, account_id, iso, product, source, source_ref, amount_minor, wager_multiplier,
           wager_required_minor, min_odds_x100, status, granted_at, deadline_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?)`,
      )
      .run(
        grant.userId,
        accountId,
        grant.iso,
        grant.product,
        grant.source,
        grant.sourceRef,
        grant.amountMinor,
        grant.wagerMultiplier,
        grant.amountMinor * grant.wagerMultiplier,
        grant.minOddsX100,
        now,
        now + grant.days * DAY_MS,
      ).lastInsertRowid,
  );
  moveMoney(db, { accountId, kind: LEDGER_KIND.bonus, amountMinor: grant.amountMinor, ref: bonusRef(bonusId) }, now);
  return { bonusId, created: true };
}
