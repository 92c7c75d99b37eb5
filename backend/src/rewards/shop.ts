import { mainAccountOf } from '../accounts/accounts';
import { grantBonus } from '../bonuses/grant';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertNotRestricted } from '../limits/enforce';
import { currencyNotSupported, idempotencyKeyReused, pointsShort, shopItemNotFound } from './errors';
import { spentPoints, lifetimePoints } from './points';
import { shopItem } from './terms';

export interface PurchaseRow {
  id: number;
  user_id: number;
  item_id: string;
  price_points: number;
  product: 'sport' | 'casino';
  iso: string;
  amount_minor: number;
  bonus_id: number;
  request_key: string;
  created_at: number;
}

/** The purchase's bonus earning (bonuses.source_ref): one bonus per purchase. */
export const shopRef = (purchaseId: number) => `shop:${purchaseId}`;

/**
 * Buys a shop item with points (docs/rewards-api.md "Shop"): the purchase row and its bonus
 * (grantBonus, source `shop`) in one transaction, taken with the write lock first (IMMEDIATE) so two
 * purchases racing on one balance are counted one after the other. The same Idempotency-Key answers
 * the first purchase again without buying (`replayed`); with another item it is refused. Refused under
 * a self-exclusion, time-out or block, and when the points are short.
 */
export function buyItem(db: Db, now: number, input: { userId: number; itemId: string; key: string; lang: Lang }): { purchase: PurchaseRow; replayed: boolean } {
  const item = shopItem(input.itemId);
  if (!item) throw shopItemNotFound(input.itemId);
  return db
    .transaction(() => {
      const kept = db.prepare('SELECT * FROM reward_purchases WHERE user_id = ? AND request_key = ?').get(input.userId, input.key) as PurchaseRow | undefined;
      if (kept) {
        if (kept.item_id !== item.id) throw idempotencyKeyReused();
        return { purchase: kept, replayed: true };
      }
      assertNotRestricted(db, input.userId, Math.floor(now / 1000), input.lang);
      const balance = lifetimePoints(db, input.userId) - spentPoints(db, input.userId);
      if (balance < item.pricePoints) throw pointsShort(item.pricePoints, balance);
      const main = mainAccountOf(db, input.userId);
      const amount = main ? item.amountMinor[main.iso] : undefined;
      if (!main || amount === undefined) throw currencyNotSupported(main?.iso ?? '');
      const id = Number(
        db
          .prepare(
            `INSERT INTO reward_purchases (user_id, item_id, price_points, product, iso, amount_minor, bonus_id, request_key, created_at)
             VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
          )
          .run(input.userId, item.id, item.pricePoints, item.product, main.iso, amount, input.key, now).lastInsertRowid,
      );
      const { bonusId } = grantBonus(db, now, {
        userId: input.userId,
        iso: main.iso,
        product: item.product,
        source: 'shop',
        sourceRef: shopRef(id),
        amountMinor: amount,
        wagerMultiplier: item.wagerMultiplier,
        minOddsX100: item.minOddsX100,
        days: item.days,
      });
      db.prepare('UPDATE reward_purchases SET bonus_id = ? WHERE id = ?').run(bonusId, id);
      return { purchase: db.prepare('SELECT * FROM reward_purchases WHERE id = ?').get(id) as PurchaseRow, replayed: false };
    })
    .immediate();
}

/** The player's purchases, newest first. */
export function purchasesOf(db: Db, userId: number, limit = 20): PurchaseRow[] {
  return db.prepare('SELECT * FROM reward_purchases WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(userId, limit) as PurchaseRow[];
}
