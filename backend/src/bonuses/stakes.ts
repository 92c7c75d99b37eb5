import type { Db } from '../db/handle';
import type { BonusProduct } from './grant';
import { CASINO_WEIGHT_PERCENT, weightGroupOf, type WeightGroup } from './terms';

/**
 * The player's stakes a bonus may be wagered with, read from the real rows (docs/bonuses.md "What
 * counts"): sport coupons with their lines, casino rounds. Nothing here is a counter kept by hand.
 */
export interface Stake {
  /** `coupon:<id>` or `round:<id>`: unique among the player's stakes. */
  key: string;
  product: BonusProduct;
  id: string;
  placedAt: number;
  /** Null while the coupon or round is not settled. */
  settledAt: number | null;
  stakeMinor: number;
  /** pending, won, lost, void (coupons); open, settled, rolled_back (rounds). */
  status: string;
  /** Sport: the odds that are held to the floor (× 100), null for a fully void coupon. */
  oddsX100: number | null;
  /** Casino. */
  gameId: number | null;
  gameName: { ru: string; en: string } | null;
  weight: WeightGroup | null;
  demo: boolean;
}

interface CouponLineOdds {
  coupon_id: number;
  price_x100: number;
  status: string;
}

/**
 * The odds held to a bonus's floor: a single's price, an express's product of its prices, a system's
 * or chain's lowest price (each of its bets is at least that); void lines are left out (a partly
 * void coupon is held to the odds of the lines that stood). Null when every line is void.
 */
export function couponOddsX100(typeId: number, lines: readonly { price_x100: number; status: string }[]): number | null {
  const stood = lines.filter((line) => line.status !== 'void').map((line) => line.price_x100);
  if (stood.length === 0) return null;
  if (typeId === 1) return Math.round(stood.reduce((product, price) => product * (price / 100), 1) * 100);
  return Math.min(...stood);
}

/** Sport coupons in the currency settled at or after `since`, or still waiting; rejected ones were never placed. */
export function sportStakes(db: Db, userId: number, iso: string, since: number): Stake[] {
  const coupons = db
    .prepare(
      `SELECT id, type_id, status, amount_minor, created_at, settled_at FROM coupons
       WHERE user_id = ? AND iso = ? AND status <> 'rejected' AND (settled_at >= ? OR settled_at IS NULL)`,
    )
    .all(userId, iso, since) as { id: number; type_id: number; status: string; amount_minor: number; created_at: number; settled_at: number | null }[];
  if (coupons.length === 0) return [];
  const lines = db
    .prepare(`SELECT coupon_id, price_x100, status FROM coupon_lines WHERE coupon_id IN (${coupons.map(() => '?').join(', ')})`)
    .all(...coupons.map((coupon) => coupon.id)) as CouponLineOdds[];
  const byCoupon = new Map<number, CouponLineOdds[]>();
  for (const line of lines) byCoupon.set(line.coupon_id, [...(byCoupon.get(line.coupon_id) ?? []), line]);
  return coupons.map((coupon) => ({
    key: `coupon:${coupon.id}`,
    product: 'sport',
    id: String(coupon.id),
    placedAt: coupon.created_at,
    settledAt: coupon.status === 'accepting' || coupon.status === 'pending' ? null : coupon.settled_at,
    stakeMinor: coupon.amount_minor,
    status: coupon.status === 'accepting' ? 'pending' : coupon.status,
    oddsX100: couponOddsX100(coupon.type_id, byCoupon.get(coupon.id) ?? []),
    gameId: null,
    gameName: null,
    weight: null,
    demo: false,
  }));
}

/** Casino rounds in the currency (and the player's demo rounds) settled at or after `since`, or still open. */
export function casinoStakes(db: Db, userId: number, iso: string, since: number): Stake[] {
  const rounds = db
    .prepare(
      `SELECT r.id, r.game_id, r.engine, r.mode, r.status, r.stake_minor, r.created_at, r.settled_at, g.name_ru, g.name_en
       FROM casino_rounds r LEFT JOIN casino_games g ON g.id = r.game_id
       WHERE r.user_id = ? AND (r.iso = ? OR r.mode = 'demo') AND (r.settled_at >= ? OR r.settled_at IS NULL)`,
    )
    .all(userId, iso, since) as {
    id: string;
    game_id: number;
    engine: string | null;
    mode: string;
    status: string;
    stake_minor: number;
    created_at: number;
    settled_at: number | null;
    name_ru: string | null;
    name_en: string | null;
  }[];
  return rounds.map((round) => ({
    key: `round:${round.id}`,
    product: 'casino',
    id: round.id,
    placedAt: round.created_at,
    settledAt: round.status === 'open' ? null : round.settled_at,
    stakeMinor: round.stake_minor,
    status: round.status,
    oddsX100: null,
    gameId: round.game_id,
    gameName: round.name_ru !== null && round.name_en !== null ? { ru: round.name_ru, en: round.name_en } : null,
    weight: weightGroupOf(round.engine),
    demo: round.mode === 'demo',
  }));
}

/** What a counted stake adds to the wagering: a coupon its whole stake, a round its stake times its game's weight (rounded down). */
export function contributionMinor(stake: Stake): number {
  if (stake.product === 'sport' || stake.weight === null) return stake.stakeMinor;
  return Math.floor((stake.stakeMinor * CASINO_WEIGHT_PERCENT[stake.weight]) / 100);
}
