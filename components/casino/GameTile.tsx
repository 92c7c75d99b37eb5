import { FavoriteHeart } from './favorites/FavoriteHeart';
import { GameTileView, type TileGame } from '@/components/ui/GameTileView';

/** A casino page's game tile: the tile with the favourites' heart (docs/decisions/casino-favourites.md). */
export function GameTile({ game, priority }: { game: TileGame; priority?: boolean }) {
  return (
    <GameTileView game={game} priority={priority}>
      <FavoriteHeart gameId={game.id} gameName={game.name} />
    </GameTileView>
  );
}
