/** What a prize or a win is, for its words (components/bonusGames/prizeText.ts). */
export interface PrizeLike {
  kind: 'none' | 'points' | 'freeBet' | 'casinoBonus';
  points: number | null;
  amount: number | null;
  currency: string | null;
}

/** Where a won prize went: a bonus to the bonuses page, points to the rewards, nothing nowhere. */
export function prizeDestination(prize: PrizeLike): 'bonuses' | 'rewards' | null {
  if (prize.kind === 'freeBet' || prize.kind === 'casinoBonus') return 'bonuses';
  if (prize.kind === 'points') return 'rewards';
  return null;
}
