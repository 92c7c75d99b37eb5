/**
 * The live line outside React (docs/decisions/where-data-lives.md, docs/decisions/live-feed.md): one store per page for each
 * thing the feed moves, each keyed by id so that a price cell, a lock or a scoreboard re-renders
 * alone. The coupon and the live line read and write the same stores. No React here; `usePrice`
 * and `useLive` are the hooks.
 */
import { createKeyedStore, type KeyedStore } from './keyedStore';

export type OutcomeId = number;
export type GameId = number;
export type PriceStore = KeyedStore<OutcomeId, number>;

/** What the feed says of a game while it is played. */
export interface GameLive {
  isLive: boolean;
  isFinished: boolean;
  score: string | null;
  gameTime: string | null;
  period: number | null;
  /** Each period's (set's) score: the detailed score. */
  periodScores: string[];
}

const sameGame = (a: GameLive, b: GameLive) =>
  a.isLive === b.isLive && a.isFinished === b.isFinished && a.score === b.score && a.gameTime === b.gameTime && a.period === b.period &&
  a.periodScores.join() === b.periodScores.join();

export function createPriceStore(): PriceStore {
  return createKeyedStore<OutcomeId, number>();
}

/** The page's stores (a browser page is one visitor; the server never writes to them). */
export const priceStore: PriceStore = createPriceStore();
/** Whether an outcome is suspended (the line's and the feed's `isBlocked`). */
export const suspendedStore: KeyedStore<OutcomeId, boolean> = createKeyedStore();
/** Each game's score, clock, period and state. */
export const gameStore: KeyedStore<GameId, GameLive> = createKeyedStore(sameGame);
