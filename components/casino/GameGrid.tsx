import { useTranslations } from 'next-intl';
import type { CasinoGame } from '@/lib/api/casinoGames';
import { GameTile } from './GameTile';

export function GameGrid({ games, label }: { games: CasinoGame[]; label: string }) {
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
