import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/api/games';
import { EventTime } from './EventTime';
import { Odd } from './Odd';

/**
 * One event with its main outcomes. No hooks beyond i18n, so server and client blocks share it;
 * the start time and the prices are client components of their own (they follow the visitor's
 * time zone and odds format).
 */
export function GameRow({ game }: { game: Game }) {
  const t = useTranslations('line');
  const shown = game.markets.slice(0, 3);
  const more = Math.max(0, game.marketsCount - shown.length);
  return (
    <li className="game-row" data-live={game.isLive}>
      <div className="game-row__meta">
        <span className="game-row__champ">{game.champName}</span>
        {game.isLive ? (
          <span className="game-row__live">
            <span className="live-dot" aria-hidden="true" />
            {t('live')} {game.gameTime}
          </span>
        ) : (
          <EventTime className="game-row__time" iso={game.startsAt} />
        )}
      </div>
      <div className="game-row__teams">
        <span>{game.team1}</span>
        <span>{game.team2}</span>
      </div>
      {game.isLive && game.score ? <span className="game-row__score">{game.score}</span> : null}
      <div className="game-row__odds">
        {shown.map((market) => (
          <Odd key={market.id} game={game} market={market} />
        ))}
        {more > 0 ? (
          <span className="odd odd--more">
            {/* Read as text, not as a label on a role-less span (issue 10 point 4). */}
            <span className="visually-hidden">{t('marketsLabel', { count: more })}</span>
            <span aria-hidden="true">{t('markets', { count: more })}</span>
          </span>
        ) : null}
      </div>
    </li>
  );
}
