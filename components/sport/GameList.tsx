import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/api/games';
import { GameRow } from './GameRow';
import { LiveFeed } from './LiveFeed';

/** A list of events, kept live by the page's feed while it is on screen. */
export function GameList({ games, emptyText }: { games: Game[]; emptyText?: string }) {
  const t = useTranslations('line');
  if (games.length === 0) return <p className="empty-state">{emptyText ?? t('empty')}</p>;
  const sportIds = new Set(games.map((game) => game.sportId));
  return (
    <>
      <LiveFeed
        gameIds={games.map((game) => game.id)}
        section={games.every((game) => game.isLive) ? 'live' : 'line'}
        sportId={sportIds.size === 1 ? [...sportIds][0] : undefined}
      />
      <ul className="game-list">
        {games.map((game) => (
          <GameRow key={game.id} game={game} />
        ))}
      </ul>
    </>
  );
}
