import type { Game } from '@/lib/api/games';

/**
 * Whether a refreshed game draws as it did: what a row shows from its props (prices,
 * suspensions, scores and clocks are not compared: the live stores carry them, the feed or the
 * snapshot while polling), so a refreshed list re-renders only rows that changed.
 */
export function sameGameRow(x: Game, y: Game): boolean {
  return (
    x === y ||
    (x.id === y.id &&
      x.isLive === y.isLive &&
      x.startsAt === y.startsAt &&
      x.champName === y.champName &&
      x.team1 === y.team1 &&
      x.team2 === y.team2 &&
      x.marketsCount === y.marketsCount &&
      x.markets.length === y.markets.length &&
      x.markets.every((market, i) => market.id === y.markets[i]?.id && market.name === y.markets[i]?.name))
  );
}

/**
 * Whether a refreshed list draws as an earlier one did: the same games in the same order, each
 * row and each game's groups (sport, country, championship) unchanged. A live list refreshed with
 * the same games keeps the server's drawing (LiveGames): no grouping code, no rows made again.
 */
export function sameListDrawing(a: readonly Game[], b: readonly Game[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((x, i) => {
        const y = b[i] as Game;
        return sameGameRow(x, y) && x.sportId === y.sportId && x.sportName === y.sportName && x.champId === y.champId && x.champCountry === y.champCountry;
      }))
  );
}
