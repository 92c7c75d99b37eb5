/**
 * The casino's categories by their route id (`RI`, docs/casino-api.md "Categories"), in the order of
 * the lobby's category bar. Each casino-layout page shows one (shell-and-routing.md §2).
 */
export const CASINO_CATEGORIES = [
  'slots',
  'live',
  'crash-games',
  'fast-games',
  'card-games',
  'poker',
  'bingo',
  'keno',
  'scratchcards',
  'tvgames',
  'virtualsports',
  'fast-bet',
  'skill-games',
  'asian-games',
  'fishinghunting',
  'brand',
  'othergames',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

/** The tags a list can be narrowed to (`tag`, docs/casino-api.md "Tags"). */
export const CASINO_TAG_FILTERS = ['popular', 'new', 'jackpot', 'exclusive'] as const;
export type CasinoTagFilter = (typeof CASINO_TAG_FILTERS)[number];

/** The subcategories of slots and of live casino, as their pages' last path segment. */
export const SLOTS_SUBCATEGORIES = ['classic', 'fruit', 'multiways', 'hold-and-win', 'bonus-buy', 'cluster-pays', 'books', 'free-spins'] as const;
export const LIVE_SUBCATEGORIES = ['roulette', 'blackjack', 'baccarat', 'game-shows', 'poker', 'dice'] as const;

/** What a casino list shows: a category (and subcategory), a tag, a studio. */
export interface CasinoListQuery {
  category?: CasinoCategory;
  subcategory?: string;
  tag?: CasinoTagFilter;
  provider?: string;
}

/** Skeleton preloaders (shell-and-routing.md §9): 16 game tiles, 2 other-games tiles. */
export const SKELETON_GAME_TILES = 16;
export const SKELETON_OTHER_GAMES_TILES = 2;

/** A category page's first page and each page it adds as the player scrolls. */
export const CASINO_PAGE_SIZE = 24;
