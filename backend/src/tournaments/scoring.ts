/**
 * The two scorings of a tournament (docs/tournaments-api.md "Scoring"), pure: the rounds that count
 * in, the ranked standings out. Scores are whole basis points (× 10 000, rounded down), so equal
 * scores are equal exactly and the tie rule decides: who reached the score first ranks higher, then
 * the smaller player id (two rounds settled in the same millisecond).
 *
 * - `multiplier`: a player's best single round, win ÷ stake; reached when that round settled (the
 *   first of equal bests).
 * - `winRatio`: total win ÷ total stake over all his counted rounds, ranked once he has `minRounds`;
 *   reached when his last counted round settled (each round changes the ratio).
 */
export const SCORINGS = ['multiplier', 'winRatio'] as const;
export type Scoring = (typeof SCORINGS)[number];

/** A settled real round that counts for the tournament (tournaments/rounds.ts picks them). */
export interface CountedRound {
  userId: number;
  stakeMinor: number;
  winMinor: number;
  settledAt: number;
}

export interface Standing {
  userId: number;
  scoreBp: number;
  rounds: number;
  reachedAt: number;
}

export const SCORE_SCALE = 10_000;

/** win ÷ stake in basis points, rounded down; a zero stake (never counted) scores nothing. */
export function ratioBp(winMinor: number, stakeMinor: number): number {
  return stakeMinor > 0 ? Math.floor((winMinor * SCORE_SCALE) / stakeMinor) : 0;
}

interface Tally {
  best: number;
  bestAt: number;
  staked: number;
  won: number;
  rounds: number;
  lastAt: number;
}

/** Every player's standing, ranked: the score down, then who reached it first, then the player id. */
export function rankStandings(scoring: Scoring, rounds: readonly CountedRound[], minRounds: number): Standing[] {
  const tallies = new Map<number, Tally>();
  const ordered = [...rounds].sort((a, b) => a.settledAt - b.settledAt);
  for (const round of ordered) {
    const tally = tallies.get(round.userId) ?? { best: -1, bestAt: 0, staked: 0, won: 0, rounds: 0, lastAt: 0 };
    const score = ratioBp(round.winMinor, round.stakeMinor);
    if (score > tally.best) {
      tally.best = score;
      tally.bestAt = round.settledAt;
    }
    tally.staked += round.stakeMinor;
    tally.won += round.winMinor;
    tally.rounds += 1;
    tally.lastAt = round.settledAt;
    tallies.set(round.userId, tally);
  }
  const standings: Standing[] = [];
  for (const [userId, tally] of tallies) {
    if (scoring === 'multiplier') standings.push({ userId, scoreBp: tally.best, rounds: tally.rounds, reachedAt: tally.bestAt });
    else if (tally.rounds >= minRounds) standings.push({ userId, scoreBp: ratioBp(tally.won, tally.staked), rounds: tally.rounds, reachedAt: tally.lastAt });
  }
  return standings.sort((a, b) => b.scoreBp - a.scoreBp || a.reachedAt - b.reachedAt || a.userId - b.userId);
}

/** A login as others see it on a leaderboard: its first three characters and `***`. */
export function maskLogin(login: string): string {
  return `${[...login].slice(0, 3).join('')}***`;
}
