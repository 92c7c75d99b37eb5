import { drawWeighted } from './draw';

/**
 * The prizes of the bonus games (docs/bonus-games-api.md "Prizes"): points for the rewards
 * programme, a free bet (sport bonus money) or casino bonus money, both granted through
 * bonuses/grant.ts, or nothing. Money amounts are per currency in minor units; a player whose main
 * currency has none gets the prize's points instead (`fallbackPoints`).
 */
export type PrizeKind = 'none' | 'points' | 'freeBet' | 'casinoBonus';

export const PRIZE_IDS = ['none', 'p10', 'p25', 'p50', 'p100', 'fb100', 'fb500', 'cb200', 'cb1000'] as const;
export type PrizeId = (typeof PRIZE_IDS)[number];

export interface Prize {
  kind: PrizeKind;
  points: number;
  amountMinor: Readonly<Record<string, number>>;
  /** What a money prize is worth in points, paid where the currency has no amount (and the value used for expected values). */
  fallbackPoints: number;
}

const money = (kind: 'freeBet' | 'casinoBonus', rub: number, points: number): Prize => ({
  kind,
  points: 0,
  amountMinor: { RUB: rub * 100, USD: Math.round(rub * 1.5), EUR: Math.round(rub * 1.5), KZT: rub * 500 },
  fallbackPoints: points,
});
const points = (count: number): Prize => ({ kind: 'points', points: count, amountMinor: {}, fallbackPoints: count });

/** 1 point is worth 0.40 RUB in the rewards shop (500 points buy a 200 RUB free bet): money prizes are valued at that rate. */
export const PRIZES: Readonly<Record<PrizeId, Prize>> = {
  none: { kind: 'none', points: 0, amountMinor: {}, fallbackPoints: 0 },
  p10: points(10),
  p25: points(25),
  p50: points(50),
  p100: points(100),
  fb100: money('freeBet', 100, 250),
  fb500: money('freeBet', 500, 1_250),
  cb200: money('casinoBonus', 200, 500),
  cb1000: money('casinoBonus', 1_000, 2_500),
};

/** How the money prizes are wagered (like the rewards shop's items, rewards/terms.ts). */
export const PRIZE_TERMS = {
  freeBet: { product: 'sport', wagerMultiplier: 1, minOddsX100: 150, days: 7 },
  casinoBonus: { product: 'casino', wagerMultiplier: 10, minOddsX100: null, days: 14 },
} as const;

/** A weighted table: the chance of each entry is its weight over the sum. */
export type PrizeTable = readonly { prize: PrizeId; weight: number }[];

/** The expected value of a table in points (money prizes at their points value). */
export function expectedPoints(table: PrizeTable): number {
  const total = table.reduce((sum, row) => sum + row.weight, 0);
  return table.reduce((sum, row) => sum + (PRIZES[row.prize].fallbackPoints * row.weight) / total, 0);
}

/** A prize drawn from a table in proportion to the weights. */
export const drawPrize = (table: PrizeTable): PrizeId => table[drawWeighted(table.map((row) => row.weight))]!.prize;
