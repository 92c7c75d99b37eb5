import { describe, expect, it } from 'vitest';
import { multiLiveChoice, readMultiLive, toggleMultiLive } from '@/lib/line/multiLive';

describe('multi live’s choice', () => {
  it('starts with the first two live games when nothing is saved', () => {
    expect(multiLiveChoice(null, [5, 6, 7])).toEqual([5, 6]);
  });

  it('keeps the saved games that are still live, in the order chosen, four at most', () => {
    expect(multiLiveChoice([7, 9, 5], [5, 6, 7])).toEqual([7, 5]);
    expect(multiLiveChoice([1, 2, 3, 4, 5], [1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(multiLiveChoice([], [5, 6])).toEqual([]);
  });

  it('adds a game up to four and takes one away', () => {
    expect(toggleMultiLive([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleMultiLive([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
    expect(toggleMultiLive([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('reads back only a list of ids', () => {
    expect(readMultiLive('[1,2]')).toEqual([1, 2]);
    expect(readMultiLive('{"a":1}')).toBeNull();
    expect(readMultiLive('not json')).toBeNull();
    expect(readMultiLive(null)).toBeNull();
  });
});
