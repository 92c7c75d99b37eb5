import type { CasinoCategory } from '@/lib/config/casino';
import { href } from '@/lib/routes/href';

/** The page of each category (shell-and-routing.md §2, casino layout): live casino is `casino`, brand `casino/brand`. */
const PAGE_OF = {
  slots: 'slots',
  live: 'liveCasino',
  'crash-games': 'crashGames',
  'fast-games': 'fastGames',
  'card-games': 'cardGames',
  poker: 'poker',
  bingo: 'bingo',
  keno: 'keno',
  scratchcards: 'scratchcards',
  tvgames: 'tvgames',
  virtualsports: 'virtualsports',
  'fast-bet': 'fastBet',
  'skill-games': 'skillGames',
  'asian-games': 'asianGames',
  fishinghunting: 'fishinghunting',
  brand: 'casinoBrand',
  othergames: 'othergames',
} as const satisfies Record<CasinoCategory, string>;

/** `crash-games` → `crashGames`: a category's key in the messages (`casino.categoryName`). */
export function categoryKey<C extends CasinoCategory>(category: C) {
  return category.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) as C extends `${infer A}-${infer B}` ? `${A}${Capitalize<B>}` : C;
}

/**
 * A category's or subcategory's page by its route id (`slots`, `slots/multiways`, `live/roulette`);
 * null for an id the site has no page for.
 */
export function categoryHref(lng: string, routeId: string): string | null {
  const [category, sub] = routeId.split('/') as [string, string | undefined];
  if (!(category in PAGE_OF)) return null;
  const page = PAGE_OF[category as CasinoCategory];
  if (sub === undefined) return href(lng, page);
  if (page === 'slots') return href(lng, 'slots', { subcategory: sub });
  if (page === 'liveCasino') return href(lng, 'liveCasino', { subcategory: sub });
  return null;
}
