import type { PrizeId, PrizeTable } from '../prizes';

export const BONUS_GAME_IDS = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'] as const;
export type BonusGameId = (typeof BONUS_GAME_IDS)[number];

/** What a finished play won: a prize of the catalogue, or a number of points (the dragon's collection). */
export type Award = { prize: PrizeId } | { points: number };

/** Where a play stands after its start or a move; `award` set: it is over. */
export interface Step<S> {
  state: S;
  award: Award | null;
}

/**
 * One bonus game: its price in points, its public terms (what the rules page shows), the draw made
 * and committed at the start, and how a move changes the play. `board` is what the player may see:
 * never the undrawn parts of the secret before the play is over.
 */
export interface GameRules<Secret, State> {
  pricePoints: number;
  terms: Record<string, unknown> & { table?: PrizeTable };
  /** The expected value of one play in points (docs/bonus-games-api.md "Expected values"). */
  expectedPoints: number;
  draw(): Secret;
  start(secret: Secret): Step<State>;
  move(secret: Secret, state: State, body: unknown): Step<State>;
  board(secret: Secret, state: State, finished: boolean): Record<string, unknown>;
}
