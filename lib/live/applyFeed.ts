import type { Game } from '@/lib/api/games';
import type { SnapshotGame } from '@/lib/api/lineSnapshot';
import type { FeedEvent } from '@/lib/api/lineFeed';
import type { KeyedStore } from '@/lib/odds/keyedStore';
import type { GameId, GameLive, OutcomeId } from '@/lib/odds/priceStore';

/** The three stores a feed writes (lib/odds/priceStore.ts). */
export interface LiveStores {
  prices: KeyedStore<OutcomeId, number>;
  suspended: KeyedStore<OutcomeId, boolean>;
  games: KeyedStore<GameId, GameLive>;
}

/** A game's live state as a list or snapshot gives it. */
export function gameLiveOf(game: Pick<Game, 'isLive' | 'isFinished' | 'score' | 'gameTime' | 'period' | 'periodScores'>): GameLive {
  return { isLive: game.isLive, isFinished: game.isFinished, score: game.score, gameTime: game.gameTime, period: game.period, periodScores: game.periodScores };
}

const NOT_STARTED: GameLive = { isLive: false, isFinished: false, score: null, gameTime: null, period: null, periodScores: [] };

/**
 * Writes a batch of feed events into the stores, one `set` per store (docs/decisions/live-feed.md: a frame's
 * events are one update, never one per message). Later events of a key win; a game's score and
 * status events patch what the store holds.
 */
export function applyFeedEvents(events: readonly FeedEvent[], stores: LiveStores): void {
  const prices = new Map<OutcomeId, number>();
  const suspended = new Map<OutcomeId, boolean>();
  const games = new Map<GameId, GameLive>();
  const gameNow = (id: GameId) => games.get(id) ?? stores.games.get(id) ?? NOT_STARTED;
  for (const event of events) {
    if (event.type === 'price') prices.set(event.data.outcomeId, event.data.coef);
    else if (event.type === 'outcomeStatus') suspended.set(event.data.outcomeId, event.data.isBlocked);
    else if (event.type === 'gameStatus') {
      const { gameId, isLive, isFinished } = event.data;
      games.set(gameId, { ...gameNow(gameId), isLive: isLive && !isFinished, isFinished });
    } else if (event.type === 'score') {
      const { gameId, score, gameTime, period, periodScores } = event.data;
      games.set(gameId, { ...gameNow(gameId), score, gameTime, period, periodScores });
    }
  }
  stores.prices.set(prices);
  stores.suspended.set(suspended);
  stores.games.set(games);
}

/** Writes a snapshot's games (only `only`'s, when given) into the stores. */
export function applySnapshot(list: readonly SnapshotGame[], stores: LiveStores, only?: ReadonlySet<GameId>): void {
  const shown = only ? list.filter((game) => only.has(game.id)) : list;
  stores.prices.set(shown.flatMap((game) => game.markets.map((m) => [m.id, m.coef] as const)));
  stores.suspended.set(shown.flatMap((game) => game.markets.map((m) => [m.id, m.isBlocked] as const)));
  stores.games.set(shown.map((game) => [game.id, gameLiveOf(game)] as const));
}
