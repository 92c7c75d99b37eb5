import { useTranslations } from 'next-intl';
import type { TileGame } from './GameTileView';
import { GameTile } from './GameTile';

/** A casino page's fixed grid of games (each tile with its heart). */
export function GameGrid({ games, label }: { games: readonly TileGame[]; label: string }) {
  const t = useTranslations('casino');
  if (games.length === 0) return <p className="empty-state">{t('empty')}</p>;
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game) => (
        <GameTile key={game.id} game={game} />
      ))}
    </ul>
  );
}
