import { mainAccountOf } from '../accounts/accounts';
import { toMajor } from '../accounts/money';
import { CASHBACK_CAP_MINOR, CLAIM_DAYS } from '../cashback/terms';
import type { Db } from '../db/handle';
import { pointsSummary } from './points';
import { purchasesOf, type PurchaseRow } from './shop';
import { LEVELS, nextLevelOf, POINT_RATE_MINOR, SHOP_ITEMS, type Level, type ShopItem } from './terms';

const levelView = (level: Level) => ({
  id: level.id,
  key: level.key,
  minPoints: level.minPoints,
  vipRate: level.vipRatePct,
  premiumRate: level.premiumRatePct,
});

const itemView = (item: ShopItem, currency: string) => ({
  id: item.id,
  product: item.product,
  price: item.pricePoints,
  amount: item.amountMinor[currency] === undefined ? null : toMajor(item.amountMinor[currency]!),
  currency,
  wager: item.wagerMultiplier,
  minOdds: item.minOddsX100 === null ? null : item.minOddsX100 / 100,
  days: item.days,
});

/** Stake per point in major units; null where the currency earns none. */
const ratesIn = (currency: string) => ({
  sport: POINT_RATE_MINOR.sport[currency] === undefined ? null : toMajor(POINT_RATE_MINOR.sport[currency]!),
  casino: POINT_RATE_MINOR.casino[currency] === undefined ? null : toMajor(POINT_RATE_MINOR.casino[currency]!),
});

export const purchaseView = (row: PurchaseRow) => ({
  id: row.id,
  itemId: row.item_id,
  product: row.product,
  price: row.price_points,
  amount: toMajor(row.amount_minor),
  currency: row.iso,
  bonusId: row.bonus_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** GET /web-api/rewards/terms?currency= (public): rates, levels with their cashback, the shop, in one currency. */
export function rewardTerms(currency: string) {
  const cap = (programme: 'vip' | 'premium') => {
    const minor = CASHBACK_CAP_MINOR[programme][currency];
    return minor === undefined ? null : toMajor(minor);
  };
  return {
    currency,
    rates: ratesIn(currency),
    levels: LEVELS.map(levelView),
    cashback: { vipCap: cap('vip'), premiumCap: cap('premium'), claimDays: CLAIM_DAYS },
    items: SHOP_ITEMS.map((item) => itemView(item, currency)),
  };
}

/** GET /web-api/rewards: the player's points, level, what the next one takes, the shop in his currency, what he earned and bought. */
export function rewardsScreen(db: Db, userId: number) {
  const summary = pointsSummary(db, userId);
  const currency = mainAccountOf(db, userId)?.iso ?? 'RUB';
  const next = nextLevelOf(summary.level);
  return {
    balance: summary.balance,
    lifetime: summary.lifetime,
    spent: summary.spent,
    opening: summary.opening,
    level: levelView(summary.level),
    nextLevel: next ? { ...levelView(next), pointsToGo: next.minPoints - summary.lifetime } : null,
    ...rewardTerms(currency),
    earned: summary.earned.map((row) => ({ product: row.product, currency: row.iso, staked: toMajor(row.stakedMinor), points: row.points })),
    purchases: purchasesOf(db, userId).map(purchaseView),
  };
}
