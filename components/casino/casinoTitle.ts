import { fetchCasinoGame } from '@/lib/api/casinoGame';
import { settle } from '@/lib/api/settle';
import type { RouteMatch } from '@/lib/routes/match';

/**
 * The tab title of a casino page: a game page's own game name ("Aurora Riches") rather than the
 * route's generic name ("Game"). Undefined for the lobby's pages, when the id and the name do not
 * name one game (the page is a 404 then) or when the backend cannot say: the route's name is shown.
 */
export async function casinoTitle(lng: string, match: RouteMatch): Promise<string | undefined> {
  const { gameId, gameName } = match.params;
  if (match.route.screen?.kind !== 'casinoGame' || !gameId || !gameName) return undefined;
  const game = await settle(fetchCasinoGame(gameName, lng));
  return game.ok && game.data && String(game.data.id) === gameId ? game.data.name : undefined;
}
