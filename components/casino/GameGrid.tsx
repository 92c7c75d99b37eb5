import { useTranslations } from 'next-intl';
import { GameTileView, type TileGame } from '@/components/ui/GameTileView';
import { FavoriteHeart } from './lazyCasino';

/**
 * A casino page's fixed grid of games, drawn on the server, each tile with its heart (loaded with
 * the page that shows it: lazyCasino.tsx).
 */
export function GameGrid({ games, label }: { games: readonly TileGame[]; label: string }) {
  const t = useTranslations('casino');
  if (games.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <GameTileView key={game.id} game={game}>
          <FavoriteHeart gameId={game.id} gameName={game.name} />
        </GameTileView>
      ))}
    </ul>
  );
}
