import type { CasinoGame } from '@/lib/api/casinoGames';
import { casinoGamePath } from '@/lib/routes/gamePages';

/** A game's page: live-casino games under `casino/game/…`, every other game under `slots/game/…` (shell-and-routing.md §2). */
export function gameHref(lng: string, game: Pick<CasinoGame, 'id' | 'route' | 'categories'>): string {
  return casinoGamePath(lng, game);
}
