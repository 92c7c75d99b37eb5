import type { Game, LineSection } from '@/lib/api/games';

/**
 * The line's time filters (limits-coupon-auth.md §9: 0 all, 1 upcoming, 2 first period, 3 second period,
 * 6 recommended; our reading in docs/decisions/time-filters.md): the line offers all, upcoming (starting within
 * UPCOMING_HOURS) and recommended (the top games); live offers all, first period, second period
 * or later, and recommended.
 */
export const TIME_FILTER = { all: 0, upcoming: 1, firstPeriod: 2, secondPeriod: 3, recommended: 6 } as const;
export type TimeFilterId = (typeof TIME_FILTER)[keyof typeof TIME_FILTER];

export const UPCOMING_HOURS = 3;

export function timeFiltersOf(section: LineSection): TimeFilterId[] {
  return section === 'live'
    ? [TIME_FILTER.all, TIME_FILTER.firstPeriod, TIME_FILTER.secondPeriod, TIME_FILTER.recommended]
    : [TIME_FILTER.all, TIME_FILTER.upcoming, TIME_FILTER.recommended];
}

export function isTimeFilterId(value: number): value is TimeFilterId {
  return (Object.values(TIME_FILTER) as number[]).includes(value);
}

/** The games a filter keeps, at `now` (epoch ms). */
export function filterByTime(games: readonly Game[], filter: TimeFilterId, now: number): Game[] {
  switch (filter) {
    case TIME_FILTER.all:
      return [...games];
    case TIME_FILTER.upcoming:
      return games.filter((game) => !game.isLive && Date.parse(game.startsAt) - now <= UPCOMING_HOURS * 3_600_000);
    case TIME_FILTER.firstPeriod:
      return games.filter((game) => game.isLive && (game.period ?? 1) <= 1);
    case TIME_FILTER.secondPeriod:
      return games.filter((game) => game.isLive && (game.period ?? 1) >= 2);
    case TIME_FILTER.recommended:
      return games.filter((game) => game.isTop);
  }
}
