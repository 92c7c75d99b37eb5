import { describe, expect, it } from 'vitest';
import type { Market } from '@/lib/api/games';
import { marketGroups, searchMarkets } from '@/lib/line/markets';
import { dayWindow, todayIn } from '@/lib/line/results';

const market = (id: number, name: string, group: string): Market => ({ id, typeId: 1, name, coef: 2, isBlocked: false, group });
const markets = [
  market(1, 'П1', 'main'),
  market(2, 'Тотал больше 2.5', 'totals'),
  market(3, 'Тайм 1: Тотал больше 0.5', 'halves'),
  market(4, 'Точный счёт 1:0', 'specials'),
];

describe('the event page’s markets', () => {
  it('offers "all" and then only the groups the event has, in catalogue order', () => {
    expect(marketGroups(markets)).toEqual(['all', 'main', 'totals', 'halves', 'specials']);
    expect(marketGroups([market(1, 'П1', 'main')])).toEqual(['all', 'main']);
  });

  it('finds outcomes by every word of the query, in any case, ё as е', () => {
    expect(searchMarkets(markets, 'тотал').map((m) => m.id)).toEqual([2, 3]);
    expect(searchMarkets(markets, 'больше  ТАЙМ').map((m) => m.id)).toEqual([3]);
    expect(searchMarkets(markets, 'счет').map((m) => m.id)).toEqual([4]);
    expect(searchMarkets(markets, 'угловые')).toEqual([]);
    expect(searchMarkets(markets, '  ')).toHaveLength(4);
  });
});

describe('a results day in the player’s time zone', () => {
  it('runs from the local midnight to the next', () => {
    expect(dayWindow('2026-11-24', 3)).toEqual({ from: Date.UTC(2026, 10, 23, 21), to: Date.UTC(2026, 10, 24, 21) });
    expect(dayWindow('2026-11-24', -5)).toEqual({ from: Date.UTC(2026, 10, 24, 5), to: Date.UTC(2026, 10, 25, 5) });
  });

  it('refuses what is not a date', () => {
    expect(dayWindow('2026-02-30', 3)).toBeNull();
    expect(dayWindow('24.11.2026', 3)).toBeNull();
  });

  it('says which day it is there now', () => {
    expect(todayIn(3, Date.UTC(2026, 10, 23, 22))).toBe('2026-11-24');
    expect(todayIn(-5, Date.UTC(2026, 10, 24, 2))).toBe('2026-11-23');
  });
});

describe('what a sport calls its periods', () => {
  it('names halves, periods, quarters, innings, maps, rounds, and sets for the rest', async () => {
    const { periodKind } = await import('@/lib/line/periods');
    expect(['football', 'ice-hockey', 'basketball', 'baseball', 'esports', 'mma', 'tennis', 'volleyball'].map(periodKind)).toEqual([
      'half', 'period', 'quarter', 'inning', 'map', 'round', 'set', 'set',
    ]);
  });
});
