'use client';

import { useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Game, GamesQuery } from '@/lib/api/games';
import { useGames } from '@/lib/api/useGames';
import { MULTI_LIVE_MAX, MULTI_LIVE_STORAGE_KEY, multiLiveChoice, readMultiLive, toggleMultiLive } from '@/lib/line/multiLive';
import { AppLink as Link } from '@/components/ui/AppLink';
import { gameHref } from './GameRow';
import { GameClock, GameScore } from './GameState';
import { LiveFeed } from './LiveFeed';
import { Odd } from './Odd';
import '@/app/styles/coupon.css';

const savedListeners = new Set<() => void>();

/** The saved choice changes here (a click) or in another tab (the storage event). */
function subscribeSaved(listener: () => void): () => void {
  savedListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    savedListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function saveChoice(ids: number[]) {
  window.localStorage.setItem(MULTI_LIVE_STORAGE_KEY, JSON.stringify(ids));
  for (const listener of savedListeners) listener();
}

/**
 * Multi live (shell-and-routing.md §2): the live games to choose from, and up to four of them side by
 * side, each with its scoreboard and main prices, live from the feed. The choice is kept in this
 * browser; with none kept, the first two live games show.
 */
export function MultiLive({ query, initial }: { query: GamesQuery; initial: Game[] }) {
  const t = useTranslations('line');
  const lng = useLocale();
  const { data = initial } = useGames(query, initial);
  // The server and the first render show the default; the browser's saved choice follows.
  const raw = useSyncExternalStore(subscribeSaved, () => window.localStorage.getItem(MULTI_LIVE_STORAGE_KEY), () => null);
  const chosen = multiLiveChoice(readMultiLive(raw), data.map((game) => game.id));
  const choose = (id: number) => saveChoice(toggleMultiLive(chosen, id));
  const panels = chosen.map((id) => data.find((game) => game.id === id)).filter((game): game is Game => game !== undefined);

  if (data.length === 0) return <p className="empty-state">{t('multiEmpty')}</p>;
  return (
    <div className="multi-live">
      <LiveFeed gameIds={panels.map((game) => game.id)} section="live" />
      <div className="multi-live__panels">
        {panels.length === 0 ? <p className="empty-state">{t('multiNone', { max: MULTI_LIVE_MAX })}</p> : null}
        {panels.map((game) => (
          <section key={game.id} className="multi-panel" aria-label={`${game.team1} — ${game.team2}`}>
            <header className="multi-panel__head">
              <span className="multi-panel__champ">{game.champName}</span>
              <button type="button" className="coupon-bet__remove" aria-label={t('multiRemove', { event: `${game.team1} — ${game.team2}` })} onClick={() => choose(game.id)}>
                ×
              </button>
            </header>
            <p className="multi-panel__teams">
              <span>{game.team1}</span>
              <GameScore game={game} className="scoreboard__score" />
              <span>{game.team2}</span>
            </p>
            <p className="multi-panel__state">
              <GameClock game={game} />
            </p>
            <ul className="market-grid multi-panel__odds">
              {game.markets.map((market) => (
                <Odd key={market.id} game={game} market={market} as="li" />
              ))}
            </ul>
            <Link kind="list" className="multi-panel__more" href={gameHref(lng, game)}>
              {t('multiAllMarkets', { count: game.marketsCount })}
            </Link>
          </section>
        ))}
      </div>
      <section className="multi-live__choose" aria-labelledby="multi-choose-title">
        <h2 id="multi-choose-title" className="column-title">
          {t('multiChoose', { count: chosen.length, max: MULTI_LIVE_MAX })}
        </h2>
        <ul className="multi-live__list">
          {data.map((game) => {
            const on = chosen.includes(game.id);
            return (
              <li key={game.id}>
                <button
                  type="button"
                  className="multi-live__pick"
                  aria-pressed={on}
                  disabled={!on && chosen.length >= MULTI_LIVE_MAX}
                  onClick={() => choose(game.id)}
                >
                  <span>
                    {game.team1} — {game.team2}
                  </span>
                  <span className="muted">{game.sportName}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
