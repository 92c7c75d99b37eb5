import type { CasinoGame } from '@/lib/api/casinoGames';
import { href } from '@/lib/routes/href';

/** A game's page: live-casino games under `casino/game/…`, every other game under `slots/game/…` (shell spec §2). */
export function gameHref(lng: string, game: Pick<CasinoGame, 'id' | 'route' | 'categories'>): string {
  const params = { gameId: String(game.id), gameName: game.route };
  return game.categories[0]?.startsWith('live') ? href(lng, 'liveCasinoGame', params) : href(lng, 'slotsGame', params);
}
