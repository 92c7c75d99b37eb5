'use client';

import { Suspense, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Game, LineSection } from '@/lib/api/games';
import { DEFAULT_LINE_VIEW } from '@/lib/config/preferences';
import { filterByTime, TIME_FILTER, timeFiltersOf, type TimeFilterId } from '@/lib/line/timeFilter';
import { useAppSelector } from '@/store/hooks';
import { LiveFeed } from './LiveFeed';

// The grouping and the rows' code come only for a view the server did not draw.
const LineGroupsLive = dynamic(() => import('./LineGroupsLive').then((m) => m.LineGroupsLive));

/**
 * The line or live list as players read it (docs/decisions/line-lists.md): the time filters of the section,
 * then the groups (LineGroups), best matches first when asked (isBestMatchesOnTop), only the
 * sports' headings open when asked (isShowSportsOnly). The games follow the page's live feed.
 *
 * `children` is the server's rendering of `games` in the default view (LineView), shown as it is
 * while the player's view is the default and no filter is chosen (`stale`: it shows an earlier
 * list, kept only while the browser's groups load). Otherwise the browser draws the groups.
 */
export function LineBoard({ games, section, sportOrder, children, stale = false }: { games: Game[]; section: LineSection; sportOrder?: readonly number[]; children?: ReactNode; stale?: boolean }) {
  const t = useTranslations('line');
  const byCountry = useAppSelector((state) => state.app.isGroupByCountry);
  const bestOnTop = useAppSelector((state) => state.app.preferences.isBestMatchesOnTop === 1);
  const sportsOnly = useAppSelector((state) => state.app.preferences.isShowSportsOnly === 1);
  const [filter, setFilter] = useState<{ id: TimeFilterId; at: number }>({ id: TIME_FILTER.all, at: 0 });
  const shown = filterByTime(games, filter.id, filter.at);
  const drawnByServer =
    children !== undefined &&
    !stale &&
    filter.id === TIME_FILTER.all &&
    byCountry === DEFAULT_LINE_VIEW.byCountry &&
    bestOnTop === DEFAULT_LINE_VIEW.bestOnTop &&
    sportsOnly === DEFAULT_LINE_VIEW.sportsOnly;
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
      {shown.length === 0 ? (
        <p className="empty-state" role="status">
          {filter.id === TIME_FILTER.all ? t('empty') : t('filterEmpty')}
        </p>
      ) : drawnByServer ? (
        children
      ) : (
        // While the groups' code comes, what the server drew stays on screen.
        <Suspense fallback={children ?? null}>
          <LineGroupsLive games={shown} sportOrder={sportOrder} byCountry={byCountry} bestOnTop={bestOnTop} sportsOnly={sportsOnly} />
        </Suspense>
      )}
    </div>
  );
}
