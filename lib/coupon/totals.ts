import { COUPON_TYPE, type CouponTypeId } from '@/lib/rules/coupon';
import { legMaxAmounts } from './amounts';
import { floorToMinor, round2 } from './money';
import { systemCombinations, systemWin } from './systems';
import type { CouponBet } from './types';

export interface CouponTotals {
  /** The coupon's price as the slip shows it (an express's product; null where a type has none). */
  coef: number | null;
  /** What the player pays in all. */
  stake: number;
  /** The most the coupon can pay back. */
  possibleWin: number;
  /** Systems: combinations and the stake on each. */
  combinations: number | null;
  stakePerCombination: number | null;
}

export interface TotalsInput {
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  amount: number;
  amountByBetId: Readonly<Record<string, number>>;
  amountByBlockId: Readonly<Record<string, number>>;
  systemValue: number;
  /** The bonus bet's factor on an express, 1 without one. */
  bonusFactor?: number;
}

const product = (bets: readonly CouponBet[]) => bets.reduce((p, bet) => p * bet.market.coef, 1);

/** A chain played in order: each leg's stake is what the player set, at most what the last one returned. */
function chainWin(bets: readonly CouponBet[], amountByBlockId: Readonly<Record<string, number>>, amount: number): number {
  let credited = 0;
  let stake = amount;
  bets.forEach((bet, index) => {
    const back = stake * bet.market.coef;
    const next = index + 1 < bets.length ? Math.min(amountByBlockId[String(index + 1)] ?? back, back) : 0;
    credited += back - next;
    stake = next;
  });
  return credited;
}

/**
 * The slip's figures for each type (limits-coupon-auth.md §3 "Coupon state"). Amounts in major units;
 * a system's possible win is the backend's payout of it (lib/rules/system.ts).
 */
export function couponTotals(input: TotalsInput): CouponTotals {
  const { typeId, bets, amount, amountByBetId, amountByBlockId, systemValue, bonusFactor = 1 } = input;
  const none = { combinations: null, stakePerCombination: null };
  if (bets.length === 0) return { coef: null, stake: 0, possibleWin: 0, ...none };
  switch (typeId) {
    case COUPON_TYPE.multiSingles: {
      const stakes = bets.map((bet) => amountByBetId[String(bet.market.id)] ?? amount);
      const win = bets.reduce((sum, bet, i) => sum + floorToMinor((stakes[i] ?? 0) * bet.market.coef), 0);
      return { coef: null, stake: round2(stakes.reduce((a, b) => a + b, 0)), possibleWin: round2(win), ...none };
    }
    case COUPON_TYPE.system: {
      const combinations = systemCombinations(bets.map(selection), systemValue);
      const stakePerCombination = combinations > 0 ? amount / combinations : 0;
      return { coef: null, stake: amount, possibleWin: systemWin(bets.map(selection), systemValue, amount), combinations, stakePerCombination: floorToMinor(stakePerCombination) };
    }
    case COUPON_TYPE.chain:
      return { coef: null, stake: amount, possibleWin: floorToMinor(chainWin(bets, amountByBlockId, amount)), ...none };
    default: {
      const coef = round2(product(bets) * bonusFactor);
      return { coef, stake: amount, possibleWin: floorToMinor(amount * product(bets) * bonusFactor), ...none };
    }
  }
}

function selection(bet: CouponBet) {
  return { coef: bet.market.coef, isBanker: bet.isBanker };
}

/**
 * A chain's legs with their maximum amounts (limits-coupon-auth.md §5), for the slip's leg fields; a
 * leg's `blockId` is its number on the wire (amountByBlockId, docs/coupon-api.md).
 */
export function chainLegs(bets: readonly CouponBet[], amount: number, amountByBlockId: Readonly<Record<string, number>>) {
  const legs = bets.map((bet, index) => ({ amount: index === 0 ? amount : (amountByBlockId[String(index)] ?? 0), coef: bet.market.coef }));
  const max = legMaxAmounts(legs);
  return legs.map((leg, index) => ({ blockId: index, amount: leg.amount, max: max[index] ?? null }));
}
