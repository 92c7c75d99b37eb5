import type { BonusProduct } from '../bonuses/grant';

/**
 * The points programme's terms (docs/rewards-api.md "Terms"): one place, read by the computation,
 * the shop, the cashback rates and the public terms the `points` page shows. Money in minor units.
 */

/** What a stake earned points on: a settled sport coupon, or a settled casino round. */
export type PointsProduct = 'sport' | 'casino';

/**
 * Minor units staked per point, by product and currency: sport 1 point per 10 RUB (0.10 USD/EUR,
 * 50 KZT), casino 1 point per 20 RUB (0.20 USD/EUR, 100 KZT). A currency not listed earns none.
 * Whole points: the floor of the currency's total stakes divided by the rate (not of each stake, so
 * many small spins earn as much as one big one).
 */
export const POINT_RATE_MINOR: Readonly<Record<PointsProduct, Readonly<Record<string, number>>>> = {
  sport: { RUB: 1_000, USD: 10, EUR: 10, KZT: 5_000 },
  casino: { RUB: 2_000, USD: 20, EUR: 20, KZT: 10_000 },
};

export type LevelKey = 'bronze' | 'silver' | 'gold' | 'platinum' | 'diamond';

export interface Level {
  /** 1–5. */
  id: number;
  key: LevelKey;
  /** Lifetime points from which the level holds. */
  minPoints: number;
  /** VIP cashback on the week's net casino loss, percent. */
  vipRatePct: number;
  /** Premium cashback, percent; null: closed at this level. */
  premiumRatePct: number | null;
}

/** Levels by lifetime points; the level raises the cashback rate, the top two open premium cashback. */
export const LEVELS: readonly Level[] = [
  { id: 1, key: 'bronze', minPoints: 0, vipRatePct: 5, premiumRatePct: null },
  { id: 2, key: 'silver', minPoints: 1_000, vipRatePct: 6, premiumRatePct: null },
  { id: 3, key: 'gold', minPoints: 5_000, vipRatePct: 7, premiumRatePct: null },
  { id: 4, key: 'platinum', minPoints: 20_000, vipRatePct: 8, premiumRatePct: 12 },
  { id: 5, key: 'diamond', minPoints: 50_000, vipRatePct: 10, premiumRatePct: 15 },
];

/** The level held with this many lifetime points. */
export function levelOf(lifetimePoints: number): Level {
  let found = LEVELS[0]!;
  for (const level of LEVELS) if (lifetimePoints >= level.minPoints) found = level;
  return found;
}

/** The level above, or null at the top. */
export function nextLevelOf(level: Level): Level | null {
  return LEVELS.find((candidate) => candidate.id === level.id + 1) ?? null;
}

/** The first level that opens premium cashback (its rate is not null). */
export const PREMIUM_FROM_LEVEL: Level = LEVELS.find((level) => level.premiumRatePct !== null)!;

export interface ShopItem {
  id: string;
  /** sport: a free bet (sport bonus money); casino: casino bonus money. */
  product: BonusProduct;
  pricePoints: number;
  /** The bonus in the player's main currency; a currency not listed cannot buy the item. */
  amountMinor: Readonly<Record<string, number>>;
  /** Times the bonus to wager (grantBonus). */
  wagerMultiplier: number;
  /** Sport: coupons under these odds (×100) do not count. */
  minOddsX100: number | null;
  /** Days to wager it. */
  days: number;
}

/** What points buy (docs/rewards-api.md "Shop"): granted through bonuses/grant.ts, source `shop`. */
export const SHOP_ITEMS: readonly ShopItem[] = [
  { id: 'free-bet-200', product: 'sport', pricePoints: 500, amountMinor: { RUB: 20_000, USD: 300, EUR: 300, KZT: 100_000 }, wagerMultiplier: 1, minOddsX100: 150, days: 7 },
  { id: 'free-bet-1000', product: 'sport', pricePoints: 2_000, amountMinor: { RUB: 100_000, USD: 1_500, EUR: 1_500, KZT: 500_000 }, wagerMultiplier: 1, minOddsX100: 150, days: 7 },
  { id: 'casino-bonus-300', product: 'casino', pricePoints: 800, amountMinor: { RUB: 30_000, USD: 450, EUR: 450, KZT: 150_000 }, wagerMultiplier: 10, minOddsX100: null, days: 14 },
  { id: 'casino-bonus-1500', product: 'casino', pricePoints: 3_500, amountMinor: { RUB: 150_000, USD: 2_250, EUR: 2_250, KZT: 750_000 }, wagerMultiplier: 10, minOddsX100: null, days: 14 },
];

export const shopItem = (id: string): ShopItem | undefined => SHOP_ITEMS.find((item) => item.id === id);
