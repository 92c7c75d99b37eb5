// The patterns of the pages a list links every row to (an event, a casino game), defined here and
// used by the manifest (lib/routes/manifest.ts), so a list in the browser builds its rows' paths
// without the manifest, which would otherwise be on every page with a line or a game grid
// (docs/decisions/first-load-imports.md).
import { localizedPath } from './localized';
import { buildPath } from './build';

/** A betting section's event page (the manifest's `…Game` routes of bettingRoutes). */
export const eventPagePattern = (prefix: string, section: string) => `${prefix}/${section}/:sport/:champ/:gameId`;

/** A casino game's page: live-casino games and every other game (shell-and-routing.md §2). */
export const CASINO_GAME_PATTERNS = {
  slotsGame: '/slots/game/:gameId/:gameName',
  liveCasinoGame: '/casino/game/:gameId/:gameName',
} as const;

/** The event page of a game of the main line, in the section it is in now (`lineGame`, `liveGame`). */
export function eventPagePath(lng: string, game: { isLive: boolean; sportSlug: string; champId: number; id: number }): string {
  const params = { sport: game.sportSlug, champ: String(game.champId), gameId: String(game.id) };
  return localizedPath(lng, buildPath(eventPagePattern('', game.isLive ? 'live' : 'line'), params));
}

/** A casino game's page: live-casino games under `casino/game/…`, the rest under `slots/game/…`. */
export function casinoGamePath(lng: string, game: { id: number; route: string; categories: readonly string[] }): string {
  const pattern = game.categories[0]?.startsWith('live') ? CASINO_GAME_PATTERNS.liveCasinoGame : CASINO_GAME_PATTERNS.slotsGame;
  return localizedPath(lng, buildPath(pattern, { gameId: String(game.id), gameName: game.route }));
}
