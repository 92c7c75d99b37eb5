'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Game, LineSection } from '@/lib/api/games';
import { groupLine } from '@/lib/line/group';
import { filterByTime, TIME_FILTER, timeFiltersOf, type TimeFilterId } from '@/lib/line/timeFilter';
import { useAppSelector } from '@/store/hooks';
import { GameRow } from './GameRow';
import { LiveFeed } from './LiveFeed';

/**
 * The line or live list as players read it (issue 12 point 4): the time filters of the section,
 * then sports, countries (isGroupByCountry) and championships, each a collapsible group with its
 * count, best matches first when asked (isBestMatchesOnTop), only the sports' headings open when
 * asked (isShowSportsOnly). The games follow the page's live feed.
 */
export function LineBoard({ games, section, sportOrder }: { games: Game[]; section: LineSection; sportOrder?: readonly number[] }) {
  const t = useTranslations('line');
  const byCountry = useAppSelector((state) => state.app.isGroupByCountry);
  const bestOnTop = useAppSelector((state) => state.app.preferences.isBestMatchesOnTop === 1);
  const sportsOnly = useAppSelector((state) => state.app.preferences.isShowSportsOnly === 1);
  const [filter, setFilter] = useState<{ id: TimeFilterId; at: number }>({ id: TIME_FILTER.all, at: 0 });
  const shown = filterByTime(games, filter.id, filter.at);
  const sports = groupLine(shown, { byCountry, bestOnTop, sportOrder });
  return (
    <div className="line-board">
      <div className="time-filters" role="group" aria-label={t('timeFilterLabel')}>
        {timeFiltersOf(section).map((id) => (
          <button
            key={id}
            type="button"
            className="chip"
            aria-pressed={filter.id === id}
            onClick={() => setFilter({ id, at: Date.now() })}
          >
            {t('timeFilter', { id: String(id) })}
          </button>
        ))}
      </div>
      <LiveFeed gameIds={shown.map((game) => game.id)} section={section} />
      {sports.length === 0 ? (
        <p className="empty-state" role="status">
          {filter.id === TIME_FILTER.all ? t('empty') : t('filterEmpty')}
        </p>
      ) : (
        sports.map((sport) => (
          <details key={sport.sportId} className="line-group line-group--sport" open={!sportsOnly}>
            <summary>
              <span>{sport.name}</span>
              <span className="line-group__count">{sport.count}</span>
            </summary>
            {sport.countries.map((country) => {
              const champs = country.champs.map((champ) => (
                <details key={champ.champId} className="line-group line-group--champ" open>
                  <summary>
                    <span>{champ.name}</span>
                    <span className="line-group__count">{champ.games.length}</span>
                  </summary>
                  <ul className="game-list">
                    {champ.games.map((game) => (
                      <GameRow key={game.id} game={game} showChamp={false} />
                    ))}
                  </ul>
                </details>
              ));
              return country.country ? (
                <details key={country.country} className="line-group line-group--country" open>
                  <summary>
                    <span>{country.country}</span>
                    <span className="line-group__count">{country.champs.reduce((sum, champ) => sum + champ.games.length, 0)}</span>
                  </summary>
                  {champs}
                </details>
              ) : (
                <div key="all">{champs}</div>
              );
            })}
          </details>
        ))
      )}
    </div>
  );
}
