import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/api/games';
import { GameRow } from './GameRow';

export function GameList({ games, emptyText }: { games: Game[]; emptyText?: string }) {
  const t = useTranslations('line');
  if (games.length === 0) return <p className="empty-state">{emptyText ?? t('empty')}</p>;
  return (
    <ul className="game-list">
      {games.map((game) => (
        <GameRow key={game.id} game={game} />
      ))}
    </ul>
  );
}
