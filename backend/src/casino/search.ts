import type { CasinoGame } from './casino';
import { prepareEntries, rankSearch, type MatchedBy } from './searchRank';

/** The search endpoint's numbers (docs/casino-api.md "Search"). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/** How many popular games an empty result suggests. */
export const SEARCH_SUGGESTIONS = 8;

export interface SearchOutcome {
  found: { game: CasinoGame; matched: MatchedBy }[];
  /** The most popular games when nothing is found, else empty. */
  suggestions: CasinoGame[];
}

/** Games by name (ru and en) and studio, ranked (searchRank.ts); `games` in the lobby's order. */
export function searchCatalogue(games: readonly CasinoGame[], query: string, limit: number): SearchOutcome {
  const byId = new Map(games.map((game) => [game.id, game]));
  const entries = games.map((game) => ({
    id: game.id,
    names: [game.name.ru, game.name.en],
    studio: [game.providerName.ru, game.providerName.en],
    popularity: game.popularity,
  }));
  const found = rankSearch(prepareEntries(entries), query, limit).map((ranked) => ({ game: byId.get(ranked.id)!, matched: ranked.matched }));
  const suggestions = found.length > 0 ? [] : [...games].sort((a, b) => b.popularity - a.popularity || a.id - b.id).slice(0, SEARCH_SUGGESTIONS);
  return { found, suggestions };
}
