import { describe, expect, it } from 'vitest';
import type { Game } from '@/lib/api/games';
import { groupLine } from '@/lib/line/group';
import { marketLabel, rowMarkets } from '@/lib/line/marketNames';
import { filterByTime, TIME_FILTER, timeFiltersOf } from '@/lib/line/timeFilter';
import { liveGame } from '../../support/fixtures';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const game = (id: number, over: Partial<Game>) => liveGame({ id, ...over });
const line = [
  game(1, { champId: 10, champName: 'Premier League', champCountry: 'England', isLive: false, startsAt: '2026-11-24T11:00:00Z' }),
  game(2, { champId: 20, champName: 'La Liga', champCountry: 'Spain', isLive: false, startsAt: '2026-11-24T12:30:00Z', isTop: true }),
  game(3, { champId: 10, champName: 'Premier League', champCountry: 'England', isLive: false, startsAt: '2026-11-24T18:00:00Z' }),
  game(4, { sportId: 2, sportSlug: 'ice-hockey', sportName: 'Hockey', champId: 30, champName: 'KHL', champCountry: 'Russia', isLive: false, startsAt: '2026-11-25T10:00:00Z' }),
];

describe('the line grouped', () => {
  it('groups by sport, then country, then championship, keeping the backend order', () => {
    const groups = groupLine(line, { byCountry: true, bestOnTop: false });
    expect(groups.map((s) => [s.name, s.count])).toEqual([['Football', 3], ['Hockey', 1]]);
    expect(groups[0]?.countries.map((c) => [c.country, c.champs.map((ch) => ch.games.map((g) => g.id))])).toEqual([
      ['England', [[1, 3]]],
      ['Spain', [[2]]],
    ]);
  });

  it('without countries, one group of championships per sport', () => {
    const groups = groupLine(line, { byCountry: false, bestOnTop: false });
    expect(groups[0]?.countries).toHaveLength(1);
    expect(groups[0]?.countries[0]?.country).toBe('');
    expect(groups[0]?.countries[0]?.champs.map((ch) => ch.name)).toEqual(['Premier League', 'La Liga']);
  });

  it('orders the sports as the menu does', () => {
    expect(groupLine(line, { byCountry: false, bestOnTop: false, sportOrder: [2, 1] }).map((s) => s.name)).toEqual(['Hockey', 'Football']);
  });

  it('puts the best matches on top when asked', () => {
    const groups = groupLine(line, { byCountry: false, bestOnTop: true });
    expect(groups[0]?.countries[0]?.champs.map((ch) => ch.name)).toEqual(['La Liga', 'Premier League']);
  });
});

describe('the time filters (limits-coupon-auth.md §9)', () => {
  it('offers the line all, upcoming and recommended, and live all, the periods and recommended', () => {
    expect(timeFiltersOf('line')).toEqual([0, 1, 6]);
    expect(timeFiltersOf('live')).toEqual([0, 2, 3, 6]);
  });

  it('keeps what each filter means', () => {
    expect(filterByTime(line, TIME_FILTER.upcoming, NOW).map((g) => g.id)).toEqual([1, 2]);
    expect(filterByTime(line, TIME_FILTER.recommended, NOW).map((g) => g.id)).toEqual([2]);
    const live = [game(5, { period: 1 }), game(6, { period: 2 }), game(7, { period: 4 })];
    expect(filterByTime(live, TIME_FILTER.firstPeriod, NOW).map((g) => g.id)).toEqual([5]);
    expect(filterByTime(live, TIME_FILTER.secondPeriod, NOW).map((g) => g.id)).toEqual([6, 7]);
    expect(filterByTime(live, TIME_FILTER.all, NOW)).toHaveLength(3);
  });
});

describe('market naming and the Asian view', () => {
  const m = (typeId: number, name: string) => ({ typeId, name, id: typeId, coef: 2, isBlocked: false, group: 'main' });
  it('shortens the main types, keeping the line, and leaves the rest', () => {
    expect(marketLabel(m(1, '1'), 1, 'ru')).toBe('П1');
    expect(marketLabel(m(7, 'Фора 1 (-1.5)'), 1, 'ru')).toBe('Ф1 (-1.5)');
    expect(marketLabel(m(9, 'Тотал больше 2.5'), 1, 'ru')).toBe('ТБ 2.5');
    expect(marketLabel(m(10, 'Under 2.5'), 1, 'en')).toBe('U 2.5');
    expect(marketLabel(m(13, 'Точный счёт 1:0'), 1, 'ru')).toBe('Точный счёт 1:0');
    expect(marketLabel(m(9, 'Тотал больше 2.5'), 0, 'ru')).toBe('Тотал больше 2.5');
  });

  it('shows 1 X 2 in the European view and the handicap and total pairs in the Asian', () => {
    const markets = [m(1, '1'), m(2, 'X'), m(3, '2'), m(7, 'H1'), m(8, 'H2'), m(9, 'O'), m(10, 'U')];
    expect(rowMarkets(markets, false).map((x) => x.typeId)).toEqual([1, 2, 3]);
    expect(rowMarkets(markets, true).map((x) => x.typeId)).toEqual([7, 8, 9, 10]);
    expect(rowMarkets(markets.slice(0, 3), true).map((x) => x.typeId)).toEqual([1, 2, 3]);
  });
});
