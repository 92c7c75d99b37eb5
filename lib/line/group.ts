import type { Game } from '@/lib/api/games';

/**
 * The line as the player reads it (docs/decisions/line-lists.md): games by sport, then by country when the
 * player groups so (isGroupByCountry, default on), then by championship. Order is kept from the
 * list the backend gave (live first, then by start); with isBestMatchesOnTop the top games lead.
 */
export interface ChampGroup {
  champId: number;
  name: string;
  games: Game[];
}
export interface CountryGroup {
  /** '' when the line is not grouped by country: one group holding the sport's championships. */
  country: string;
  champs: ChampGroup[];
}
export interface SportGroup {
  sportId: number;
  slug: string;
  name: string;
  count: number;
  countries: CountryGroup[];
}

export interface GroupOptions {
  byCountry: boolean;
  bestOnTop: boolean;
  /** Sport ids in the menu's order (popularity); sports not in it follow in the list's order. */
  sportOrder?: readonly number[];
}

function bucket<K, V>(items: readonly V[], keyOf: (item: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

export function groupLine(games: readonly Game[], { byCountry, bestOnTop, sportOrder = [] }: GroupOptions): SportGroup[] {
  // A stable sort: the top games first, each side in the backend's order.
  const ordered = bestOnTop ? [...games].sort((a, b) => Number(b.isTop) - Number(a.isTop)) : games;
  const rank = (sportId: number) => {
    const index = sportOrder.indexOf(sportId);
    return index === -1 ? sportOrder.length : index;
  };
  const sports = [...bucket(ordered, (game) => game.sportId).values()].sort((a, b) => rank((a[0] as Game).sportId) - rank((b[0] as Game).sportId));
  return sports.map((sportGames) => {
    const first = sportGames[0] as Game;
    const countries = bucket(sportGames, (game) => (byCountry ? game.champCountry : ''));
    return {
      sportId: first.sportId,
      slug: first.sportSlug,
      name: first.sportName,
      count: sportGames.length,
      countries: [...countries.entries()].map(([country, countryGames]) => ({
        country,
        champs: [...bucket(countryGames, (game) => game.champId).values()].map((champGames) => ({
          champId: (champGames[0] as Game).champId,
          name: (champGames[0] as Game).champName,
          games: champGames,
        })),
      })),
    };
  });
}
