/** Casino lobby categories, in the order of the lobby navigation. */
export const CASINO_CATEGORIES = ['popular', 'new', 'slots', 'live', 'table', 'crash', 'fast'] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

export function isCasinoCategory(value: unknown): value is CasinoCategory {
  return typeof value === 'string' && (CASINO_CATEGORIES as readonly string[]).includes(value);
}

/** Skeleton preloaders (shell spec §9): 16 game tiles, 2 other-games tiles. */
export const SKELETON_GAME_TILES = 16;
export const SKELETON_OTHER_GAMES_TILES = 2;
