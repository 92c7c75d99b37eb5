'use client';

import { useMemo, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Game } from '@/lib/api/games';
import { gameLiveOf } from '@/lib/live/applyFeed';
import { periodKind } from '@/lib/line/periods';
import { useGameLive } from '@/lib/odds/usePrice';
import { useAppSelector } from '@/store/hooks';
import { EventTime } from './EventTime';

/** The game's live state from the feed, seeded by the server's snapshot (fields, so the seed keeps its identity). */
export function useLive(game: Game) {
  const { isLive, isFinished, score, gameTime, period } = game;
  const periods = game.periodScores.join(',');
  const seed = useMemo(
    () => gameLiveOf({ isLive, isFinished, score, gameTime, period, periodScores: periods ? periods.split(',') : [] }),
    [isLive, isFinished, score, gameTime, period, periods],
  );
  return useGameLive(game.id, seed);
}

/**
 * Where a game stands: its start time before it starts; LIVE, the running clock
 * and the period while it is played; "finished" after. It follows the feed, so a line game goes
 * live on an open page. `start` shows the start another way (the event page's full date).
 */
export function GameClock({ game, start }: { game: Game; start?: ReactNode }) {
  const t = useTranslations('line');
  const live = useLive(game);
  if (live.isFinished) {
    return (
      <span className="game-row__final">
        {t('finished')}
        {game.finishedAt ? (
          <>
            {' · '}
            <EventTime iso={game.finishedAt} />
          </>
        ) : null}
      </span>
    );
  }
  if (!live.isLive) return start ?? <EventTime className="game-row__time" iso={game.startsAt} />;
  return (
    <span className="game-row__live">
      <span className="live-dot" aria-hidden="true" />
      {t('live')}
      {live.gameTime ? <span className="game-row__minute">{live.gameTime}</span> : null}
      {live.period !== null ? <span className="game-row__period">{t('period', { kind: periodKind(game.sportSlug), n: live.period })}</span> : null}
    </span>
  );
}

/**
 * The score of a game being played or finished, announced politely when it changes; with the
 * detailed score (isDetailedScore), each period's (set's) score after it.
 */
export function GameScore({ game, className = 'game-row__score' }: { game: Game; className?: string }) {
  const t = useTranslations('line');
  const live = useLive(game);
  const detailed = useAppSelector((state) => state.app.preferences.isDetailedScore === 1);
  if ((!live.isLive && !live.isFinished) || !live.score) return null;
  const periods = detailed && live.periodScores.length > 1 ? live.periodScores.join(', ') : null;
  return (
    <span className={className} aria-live="polite" aria-label={t('scoreLabel', { score: periods ? `${live.score} (${periods})` : live.score })}>
      {live.score}
      {periods ? <span className="score-periods">({periods})</span> : null}
    </span>
  );
}
