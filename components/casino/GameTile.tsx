import { FavoriteButton } from './favorites/FavoriteButton';
import { GameTileView, type TileGame } from './GameTileView';

/** A casino page's game tile: the tile with the favourites' heart (issue 15 point 5). */
export function GameTile({ game, priority }: { game: TileGame; priority?: boolean }) {
  return (
    <GameTileView game={game} priority={priority}>
      <FavoriteButton gameId={game.id} gameName={game.name} />
    </GameTileView>
  );
}
