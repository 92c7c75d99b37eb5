/**
 * Where a game's art is served (app/casino-art/[lng]/[file]/route.ts draws it): one small SVG per game
 * route and language (the title is set in the page's language), cached for a year. `v` names the drawing (the generator's version and the game's art seed),
 * so a changed drawing is a new address and never a stale cached one.
 */
export const CASINO_ART_PATH = '/casino-art';
export const CASINO_ART_VERSION = 2;

export function artSrc(lng: string, game: { route: string; art: { seed: number } | null }): string {
  return `${CASINO_ART_PATH}/${lng}/${encodeURIComponent(game.route)}.svg?v=${CASINO_ART_VERSION}.${game.art?.seed ?? 0}`;
}

/** The art's own policy: nothing loads, nothing runs; only its inline presentation attributes apply. */
export const ARTWORK_CSP = "default-src 'none'; style-src 'unsafe-inline'";
