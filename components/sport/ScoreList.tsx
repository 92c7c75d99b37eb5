import { useLocale } from 'next-intl';
import type { Game } from '@/lib/api/games';
import { AppLink as Link } from '@/components/ui/AppLink';
import { gameHref } from './GameRow';
import { GameClock, GameScore } from './GameState';
import { LiveFeed } from './LiveFeed';

/**
 * Games with their scores and no prices (docs/decisions/results-pages.md): the results, and the scores of the
 * games in play (`results/live`, and `results/zone` as tiles). Games in play follow the feed.
 */
export function ScoreList({ games, busy = false, tiles = false }: { games: Game[]; busy?: boolean; tiles?: boolean }) {
  const lng = useLocale();
  const live = games.filter((game) => game.isLive && !game.isFinished).map((game) => game.id);
  return (
    <>
      {live.length > 0 ? <LiveFeed gameIds={live} section="live" /> : null}
      <ul className={tiles ? 'score-list score-list--tiles' : 'score-list'} aria-busy={busy}>
        {games.map((game) => (
          <li key={game.id} className="score-row" data-finished={game.isFinished}>
            {/* The championship and the clock share a line of their own: the teams below get the
                row's width but the score's, whatever the clock says. */}
            <span className="score-row__head">
              <span className="score-row__champ">
                {game.sportName}. {game.champName}
              </span>
              <GameClock game={game} />
            </span>
            <Link kind="list" className="score-row__teams" href={gameHref(lng, game)}>
              <span>{game.team1}</span>
              <span>{game.team2}</span>
            </Link>
            <GameScore game={game} className="score-row__score" />
          </li>
        ))}
      </ul>
    </>
  );
}
