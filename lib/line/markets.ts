import type { Market } from '@/lib/api/games';

/** The groups of the market catalogue, in the event page's order (docs/line-feed.md). */
export const MARKET_GROUPS = ['main', 'totals', 'handicaps', 'halves', 'specials'] as const;
export type MarketTab = 'all' | (typeof MARKET_GROUPS)[number];

/** The event page's tabs: "all", then each group the event has, in catalogue order. */
export function marketGroups(markets: readonly Market[]): MarketTab[] {
  const present = new Set(markets.map((market) => market.group));
  return ['all', ...MARKET_GROUPS.filter((group) => present.has(group))];
}

/** Lower case, ё as е, runs of spaces as one: how a player's query and a market's name are compared. */
function fold(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

/** The outcomes whose name has every word of the query (in any order), in their order. */
export function searchMarkets(markets: readonly Market[], query: string): Market[] {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...markets];
  return markets.filter((market) => {
    const name = fold(market.name);
    return words.every((word) => name.includes(word));
  });
}
