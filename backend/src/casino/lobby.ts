import type { CasinoTag } from '../seed/casino';
import type { CasinoGame } from './casino';
import { prepareEntries, rankSearch } from './searchRank';

/**
 * The lobby's lists, pure: a filter over the catalogue (in its order, most popular first) and a
 * page of the result.
 */
export interface LobbyFilter {
  /** A category route id (`slots`). */
  category?: string;
  /** A subcategory of it (`multiways` for `slots/multiways`). */
  subcategory?: string;
  /** A studio's slug or numeric id. */
  provider?: string;
  tag?: CasinoTag;
  /** The first seed's name search; ranked as the search is (search.ts). */
  search?: string;
}

export function filterGames(games: readonly CasinoGame[], filter: LobbyFilter): CasinoGame[] {
  const category = filter.category && filter.subcategory ? `${filter.category}/${filter.subcategory}` : filter.category;
  const provider = filter.provider?.trim().toLowerCase();
  let found = games.filter(
    (game) =>
      (!category || game.categories.includes(category)) &&
      (!provider || game.providerSlug === provider || String(game.providerId) === provider) &&
      (!filter.tag || game.tags.includes(filter.tag)),
  );
  const search = filter.search?.trim();
  if (search) {
    const byId = new Map(found.map((game) => [game.id, game]));
    const entries = found.map((game) => ({ id: game.id, names: [game.name.ru, game.name.en], studio: [], popularity: game.popularity }));
    found = rankSearch(prepareEntries(entries), search, found.length).map((ranked) => byId.get(ranked.id)!);
  }
  return found;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/** Page `page` (from 1) of `pageSize` items. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page, pageSize, total: items.length, hasMore: start + pageSize < items.length };
}
