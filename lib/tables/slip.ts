/** The bets a player has put on the felt but not placed yet: position → amount (minor units). */
export type Slip = ReadonlyArray<{ position: string; amountMinor: number }>;

/** One more chip on a position: added to that position's amount, or a new line at the end. */
export function addChip(slip: Slip, position: string, amountMinor: number): Slip {
  if (slip.some((line) => line.position === position)) {
    return slip.map((line) => (line.position === position ? { position, amountMinor: line.amountMinor + amountMinor } : line));
  }
  return [...slip, { position, amountMinor }];
}

/** What placing the slip stakes in all. */
export function slipTotal(slip: Slip): number {
  return slip.reduce((sum, line) => sum + line.amountMinor, 0);
}

/** The total staked and won of a round's bets; the win is null until every bet is settled. */
export function roundTotals(bets: ReadonlyArray<{ amountMinor: number; winMinor: number | null }>): { stakeMinor: number; winMinor: number | null } {
  const stakeMinor = bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
  const settled = bets.length > 0 && bets.every((bet) => bet.winMinor !== null);
  return { stakeMinor, winMinor: settled ? bets.reduce((sum, bet) => sum + (bet.winMinor ?? 0), 0) : null };
}

/** The chips of a seat, in minor units: 10, 50, 100, 500 and 1 000 of its currency. */
export const CHIPS_MAJOR = [10, 50, 100, 500, 1000] as const;
export const chipsMinor = (): number[] => CHIPS_MAJOR.map((major) => major * 100);
